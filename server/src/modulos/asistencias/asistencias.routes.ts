import type { FastifyInstance } from 'fastify';
import { asistenciasEndpoints, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import {
  asistenciasDeSesion,
  asistenciasProfesoresDeSesion,
  guardarAsistencia,
  guardarAsistenciaProfesor,
} from './asistencias.service';

/** Attendance control is staff-only; a profesor only for sessions of their groups (404 otherwise). */
export function asistenciasRoutes(app: FastifyInstance): void {
  route(app, asistenciasEndpoints.deSesion, STAFF, ({ params, usuario }) =>
    asistenciasDeSesion(app.db, usuario, params.id),
  );
  route(app, asistenciasEndpoints.guardar, STAFF, ({ body, usuario }) =>
    guardarAsistencia(app.db, usuario, body),
  );
  route(app, asistenciasEndpoints.profesoresDeSesion, STAFF, ({ params, usuario }) =>
    asistenciasProfesoresDeSesion(app.db, usuario, params.id),
  );
  route(app, asistenciasEndpoints.guardarProfesor, STAFF, ({ params, body, usuario }) =>
    guardarAsistenciaProfesor(app.db, usuario, params.id, body),
  );
}
