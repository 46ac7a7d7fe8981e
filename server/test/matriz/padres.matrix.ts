import { privacidadAceptada } from '@escuela/shared';
import { insertColegio, insertGrupo } from '../fabricas';
import { soloRoles, todos, type CrearFixtures, type FilaMatriz, type Fixtures } from './matriz';

/** A school the matrix tutor does not belong to, with a group. */
export const fixtures: CrearFixtures = async (t) => {
  const colegio = await insertColegio(t.db);
  return { padresColegioId: colegio.id, padresGrupoId: (await insertGrupo(t.db, colegio.id)).id };
};

let n = 0;
const perfil = {
  nombre: 'Matriz',
  apellidos: 'De Prueba',
  direccion: 'Calle Mayor 1',
  dni: '12345678Z',
  telefono1: '600000000',
  telefono2: '',
  cuentaBancaria: 'ES9121000418450200051332',
  titularCuenta: 'Matriz De Prueba',
};

export const filas: FilaMatriz[] = [
  {
    method: 'POST',
    path: '/api/auth/register-parent',
    // A new e-mail for every role, so each call is a real registration.
    body: (f: Fixtures) => ({
      ...perfil,
      email: `matriz-registro-${++n}@prueba.es`,
      password: 'Robot#Azul2026',
      telefono2: '910000000',
      socioAmpa: false,
      colegioId: f.padresColegioId,
    }),
    esperado: todos(201),
  },
  { method: 'GET', path: '/api/padres/colegios', esperado: todos(200) },
  { method: 'GET', path: '/api/padres/alumnos', esperado: soloRoles(['tutor'], 200) },
  { method: 'GET', path: '/api/padres/asistencias', esperado: soloRoles(['tutor'], 200) },
  { method: 'GET', path: '/api/padres/actividades', esperado: soloRoles(['tutor'], 200) },
  { method: 'GET', path: '/api/padres/observaciones', esperado: soloRoles(['tutor'], 200) },
  { method: 'GET', path: '/api/padres/grupos', esperado: soloRoles(['tutor'], 200) },
  {
    method: 'POST',
    path: '/api/padres/inscribir-alumno',
    // A group of a school that is not the tutor's: out of scope answers 404.
    body: (f: Fixtures) => ({
      nombre: 'Ana',
      apellidos: 'Matriz',
      fechaNacimiento: '2016-05-04',
      curso: '3',
      letra: 'A',
      grupoId: f.padresGrupoId,
      telefono1: '600000000',
      consentimientos: [privacidadAceptada()],
    }),
    esperado: soloRoles(['tutor'], 404),
  },
  { method: 'GET', path: '/api/padres/datos', esperado: soloRoles(['tutor'], 200) },
  { method: 'PUT', path: '/api/padres/datos', body: perfil, esperado: soloRoles(['tutor'], 200) },
];
