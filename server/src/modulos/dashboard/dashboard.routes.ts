import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import { alcanceDe, SIN_PROFESOR, type Alcance } from '../profesores/alcance';
import {
  asistenciaSemanal,
  contarTotales,
  observacionesRecientes,
  proximasSesiones,
  sesionesConObservaciones,
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

/** The home dashboards (spec §2, §7): every staff role, each scoped by `alcanceDe`. */
export function dashboardRoutes(app: FastifyInstance): void {
  route(app, dashboardEndpoints.stats, STAFF, async ({ usuario }) =>
    contarTotales(app.db, await alcanceDe(app.db, usuario)),
  );
  route(app, dashboardEndpoints.asistenciaSemanal, STAFF, async ({ usuario }) =>
    asistenciaSemanal(app.db, await alcanceDe(app.db, usuario)),
  );
  route(app, dashboardEndpoints.ultimasActualizadas, STAFF, async ({ usuario, query }) =>
    ultimasObservacionesActualizadas(app.db, await alcanceDe(app.db, usuario), query.limit),
  );
  route(app, dashboardEndpoints.observacionesRecientes, STAFF, async ({ usuario, query }) =>
    observacionesRecientes(app.db, await alcanceDe(app.db, usuario), query.limit),
  );
  route(app, dashboardEndpoints.proximasSesiones, STAFF, async ({ usuario, query }) => {
    const alcance = await alcanceDe(app.db, usuario);
    return proximasSesiones(app.db, alcance, profesorPedido(alcance, query.profesorId), query.limit);
  });
  route(app, dashboardEndpoints.observacionesSesiones, STAFF, async ({ usuario, query }) => {
    const alcance = await alcanceDe(app.db, usuario);
    return sesionesConObservaciones(app.db, alcance, profesorPedido(alcance, query.profesorId), query.limit);
  });
}
