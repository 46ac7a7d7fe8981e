/** Folded into `fabricas/`; kept so tests written against this path still build. */
export {
  crearFamilia,
  insertAsistencia,
  insertColegio,
  insertGrupo,
  insertHijo,
  insertObservacion,
  insertSesion,
} from './fabricas/index';
