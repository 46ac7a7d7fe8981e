import { randomUUID } from 'node:crypto';
import { soloRoles, type FilaMatriz, type Fixtures } from './matriz';

const STAFF = ['profesor', 'coordinador', 'admin'] as const;
// The matrix profesor has no groups: attendance of another teacher's session answers 404. The session
// has begun (a mark on a later one is 409 for everyone: asistencias.test.ts).
const ajeno = (status: number) => ({ ...soloRoles([...STAFF], status), profesor: 404 });

export const filas: FilaMatriz[] = [
  {
    method: 'GET',
    path: '/api/asistencias/sesion/:id',
    url: (f) => `/api/asistencias/sesion/${f.sesionPasadaId}`,
    esperado: ajeno(200),
  },
  {
    method: 'POST',
    path: '/api/asistencias',
    body: (f: Fixtures) => ({
      alumnoId: f.alumnoId,
      grupoId: f.grupoId,
      sesionId: f.sesionPasadaId,
      fechaSesion: f.sesionPasadaFecha,
      asistio: false,
    }),
    esperado: ajeno(200),
  },
  {
    method: 'GET',
    path: '/api/asistencias-profesores/sesion/:id',
    url: (f) => `/api/asistencias-profesores/sesion/${f.sesionPasadaId}`,
    esperado: ajeno(200),
  },
  {
    method: 'POST',
    path: '/api/asistencias-profesores/sesion/:id',
    url: (f) => `/api/asistencias-profesores/sesion/${f.sesionPasadaId}`,
    body: (f: Fixtures) => ({ profesorId: f.profesorId, asistio: true }),
    esperado: ajeno(200),
  },
  {
    method: 'POST',
    path: '/api/asistencias/sincronizar',
    body: (f: Fixtures) => ({
      marcas: [
        {
          id: randomUUID(),
          sesionId: f.sesionPasadaId,
          alumnoId: f.alumnoId,
          asistio: false,
          hechaEn: new Date().toISOString(),
        },
      ],
    }),
    esperado: ajeno(200),
  },
];
