import type { FastifyInstance } from 'fastify';
import { renovacionesEndpoints, SOLO_ADMIN } from '@escuela/shared';
import { route } from '../../lib/route';
import { avisosDe } from '../plazas/plazas.routes';
import { cerrarRenovacion } from './cierre.service';
import {
  abrirRenovacion,
  enviarRecordatorio,
  listarRenovaciones,
  renovacionesDePadre,
  responderRenovacion,
} from './renovaciones.service';

/** The school-year renewal: the office opens, reminds and closes; the family answers (decision 052). */
export function renovacionesRoutes(app: FastifyInstance): void {
  route(app, renovacionesEndpoints.list, SOLO_ADMIN, () => listarRenovaciones(app.db));
  route(
    app,
    renovacionesEndpoints.abrir,
    SOLO_ADMIN,
    ({ body, usuario, req }) => abrirRenovacion(app.db, avisosDe(app, req), usuario.id, body),
    { status: 201 },
  );
  route(app, renovacionesEndpoints.recordatorio, SOLO_ADMIN, ({ params, req }) =>
    enviarRecordatorio(app.db, avisosDe(app, req), params.id),
  );
  route(app, renovacionesEndpoints.cerrar, SOLO_ADMIN, ({ params, usuario, req }) =>
    cerrarRenovacion(app.db, avisosDe(app, req), usuario.id, params.id),
  );
  route(app, renovacionesEndpoints.dePadre, ['tutor'], ({ usuario }) =>
    renovacionesDePadre(app.db, usuario.id),
  );
  route(app, renovacionesEndpoints.responder, ['tutor'], ({ params, body, usuario }) =>
    responderRenovacion(app.db, usuario.id, params.id, body.continua),
  );
}
