import { insertInscripcion } from '../../src/modulos/inscripciones/inscripciones.repository';
import { crearFamilia, insertColegio, insertGrupo, insertHijo } from '../fabricas';
import { conLogin, soloRoles, type CrearFixtures, type FilaMatriz, type Fixtures } from './matriz';

const oficina = soloRoles(['admin', 'coordinador'], 200);
const admin = soloRoles(['admin'], 200);

/** Three pending requests (one per decision) of a family, and a student of no family to join one to. */
export const fixtures: CrearFixtures = async (t) => {
  const colegio = await insertColegio(t.db);
  const grupo = await insertGrupo(t.db, colegio.id);
  const { padre } = await crearFamilia(t.db, colegio.id, 'Matriz');
  const pendiente = async () =>
    (
      await insertInscripcion(t.db, {
        padreId: padre.id,
        nombre: 'Matriz',
        apellidos: 'Pendiente',
        fechaNacimiento: '2016-05-04',
        curso: '3',
        letra: 'A',
        grupoId: grupo.id,
        telefono1: '600000000',
        motivo: 'coincidencia_dudosa',
        candidatos: [],
      })
    ).id;
  return {
    inscripcionAprobar: await pendiente(),
    inscripcionFusionar: await pendiente(),
    inscripcionRechazar: await pendiente(),
    inscripcionAlumno: (await insertHijo(t.db, padre.id, grupo.id, 'Matriz')).id,
    fusionConservado: (await insertHijo(t.db, padre.id, grupo.id, 'Matriz Doble')).id,
    fusionDuplicado: (await insertHijo(t.db, padre.id, null, 'Matriz Doble')).id,
  };
};

/** "Inscripciones nuevas" (decision 040): the office reads, only the admin decides; a family reads its own. */
export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/inscripciones', esperado: oficina },
  { method: 'GET', path: '/api/inscripciones/pendientes', esperado: oficina },
  {
    method: 'POST',
    path: '/api/inscripciones/:id/aprobar',
    url: (f: Fixtures) => `/api/inscripciones/${f.inscripcionAprobar}/aprobar`,
    esperado: admin,
  },
  {
    method: 'POST',
    path: '/api/inscripciones/:id/fusionar',
    url: (f: Fixtures) => `/api/inscripciones/${f.inscripcionFusionar}/fusionar`,
    body: (f: Fixtures) => ({ alumnoId: f.inscripcionAlumno, cambiarGrupo: false }),
    esperado: admin,
  },
  {
    method: 'POST',
    path: '/api/inscripciones/:id/rechazar',
    url: (f: Fixtures) => `/api/inscripciones/${f.inscripcionRechazar}/rechazar`,
    body: { mensaje: 'El grupo está completo este curso.' },
    esperado: admin,
  },
  {
    method: 'POST',
    path: '/api/alumnos/:id/fusionar',
    url: (f: Fixtures) => `/api/alumnos/${f.fusionConservado}/fusionar`,
    body: (f: Fixtures) => ({ duplicadoId: f.fusionDuplicado }),
    esperado: admin,
  },
  {
    method: 'GET',
    path: '/api/alumnos/:id/fusiones',
    url: (f: Fixtures) => `/api/alumnos/${f.fusionConservado}/fusiones`,
    esperado: oficina,
  },
  { method: 'GET', path: '/api/padres/inscripciones', esperado: { ...conLogin(403), tutor: 200 } },
];
