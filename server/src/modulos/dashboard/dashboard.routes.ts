import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import { anotarLecturaAlumnos } from '../derechos/registro-accesos';
import { SIN_PROFESOR, type Alcance } from '../../lib/alcance';
import {
  asistenciaSemanal,
  contarTotales,
  observacionesRecientes,
  sesionesDeTarjeta,
  ultimasObservacionesActualizadas,
} from './dashboard.repository';

/**
 * `profesorId` narrows the admin's or coordinador's view to one teacher; a teacher naming anyone but
 * themself gets nothing (an empty list).
 */
function profesorPedido(alcance: Alcance, profesorId: number | undefined): number | undefined {
  if (alcance === null || profesorId === undefined) return profesorId;
  return profesorId === alcance ? profesorId : SIN_PROFESOR;
}

/** The home dashboards (spec §2, §7): every staff role, each scoped by `ctx.alcance()`. */
export function dashboardRoutes(app: FastifyInstance): void {
  route(app, dashboardEndpoints.stats, STAFF, async ({ alcance }) => contarTotales(app.db, await alcance()));
  route(app, dashboardEndpoints.asistenciaSemanal, STAFF, async ({ alcance }) =>
    asistenciaSemanal(app.db, await alcance()),
  );
  // Both lists show children's observations: each child shown is in the access log (decision 045).
  route(app, dashboardEndpoints.ultimasActualizadas, STAFF, async ({ alcance, query, usuario }) => {
    const lista = await ultimasObservacionesActualizadas(app.db, await alcance(), query.limit);
    await anotarLecturaAlumnos(
      app.db,
      usuario,
      'observaciones',
      lista.map((a) => a.id),
    );
    return lista;
  });
  route(app, dashboardEndpoints.observacionesRecientes, STAFF, async ({ alcance, query, usuario }) => {
    const lista = await observacionesRecientes(app.db, await alcance(), query.limit);
    await anotarLecturaAlumnos(
      app.db,
      usuario,
      'observaciones',
      lista.map((o) => o.alumno.id),
    );
    return lista;
  });
  route(app, dashboardEndpoints.proximasSesiones, STAFF, async (ctx) => {
    const alcance = await ctx.alcance();
    const { profesorId, limit } = ctx.query;
    return sesionesDeTarjeta(app.db, 'proximas', alcance, profesorPedido(alcance, profesorId), limit);
  });
  route(app, dashboardEndpoints.observacionesSesiones, STAFF, async (ctx) => {
    const alcance = await ctx.alcance();
    const { profesorId, limit } = ctx.query;
    return sesionesDeTarjeta(app.db, 'conObservaciones', alcance, profesorPedido(alcance, profesorId), limit);
  });
}
