import type { FastifyInstance } from 'fastify';
import { asistenciasEndpoints, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import { anotarLecturaAlumnos } from '../derechos/registro-accesos';
import {
  asistenciasDeSesion,
  asistenciasProfesoresDeSesion,
  guardarAsistencia,
  guardarAsistenciaProfesor,
} from './asistencias.service';
import { sincronizarAsistencias } from './sincronizacion.service';
import { actorDe } from '../../lib/alcance';

/**
 * Attendance control is staff-only; a profesor only for sessions of their groups (404 otherwise). The
 * scope comes from the route context (`ctx.alcance()`), never resolved in the service.
 */
export function asistenciasRoutes(app: FastifyInstance): void {
  route(app, asistenciasEndpoints.deSesion, STAFF, async ({ params, alcance, usuario }) => {
    const lista = await asistenciasDeSesion(app.db, await alcance(), params.id);
    // The sheet shows each child's attendance (and observations): one access-log row each (decision 045).
    await anotarLecturaAlumnos(
      app.db,
      usuario,
      'asistencia',
      lista.map((a) => a.alumnoId),
    );
    return lista;
  });
  route(app, asistenciasEndpoints.guardar, STAFF, async ({ body, alcance }) =>
    guardarAsistencia(app.db, await alcance(), body),
  );
  route(app, asistenciasEndpoints.profesoresDeSesion, STAFF, async ({ params, alcance }) =>
    asistenciasProfesoresDeSesion(app.db, await alcance(), params.id),
  );
  route(app, asistenciasEndpoints.guardarProfesor, STAFF, async ({ params, body, alcance }) =>
    guardarAsistenciaProfesor(app.db, await alcance(), params.id, body),
  );
  route(app, asistenciasEndpoints.sincronizar, STAFF, async ({ body, usuario, alcance }) =>
    sincronizarAsistencias(app.db, await actorDe(usuario, alcance), body.marcas),
  );
}
