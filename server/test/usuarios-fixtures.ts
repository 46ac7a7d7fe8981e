/** Folded into `fabricas/padres.ts`; kept so tests written against this path still build. */
export { crearPadreAdminDePrueba } from './fabricas/index';
