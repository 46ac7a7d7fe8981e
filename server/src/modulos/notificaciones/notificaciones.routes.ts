import type { FastifyInstance } from 'fastify';
import { mensajesPush, plantillasEndpoints, pushEndpoints, SOLO_ADMIN, type Rol } from '@escuela/shared';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import type { ClavesServidor } from './claves';
import { servicioAdmitido } from './emisor-push';
import { guardarPlantilla, listarPlantillas, restablecerPlantilla } from './plantillas.service';
import { deleteSuscripcionDeUsuario, upsertSuscripcion } from './push.repository';

/** Who automatic messages and notices go to, and so who may receive them as push notifications. */
const CON_PUSH = ['tutor', 'profesor'] as const satisfies readonly Rol[];

export function notificacionesRoutes(
  app: FastifyInstance,
  { claves, serviciosPush }: { claves: ClavesServidor; serviciosPush: readonly string[] },
): void {
  route(app, plantillasEndpoints.list, SOLO_ADMIN, () => listarPlantillas(app.db));
  route(app, plantillasEndpoints.guardar, SOLO_ADMIN, async ({ params, body, usuario, req }) => {
    const p = await guardarPlantilla(app.db, params.clave, body, usuario.id);
    req.log.info(
      { evento: 'plantilla_guardada', usuario: usuario.id, clave: params.clave },
      'Plantilla guardada',
    );
    return p;
  });
  route(app, plantillasEndpoints.restablecer, SOLO_ADMIN, ({ params }) =>
    restablecerPlantilla(app.db, params.clave),
  );

  route(app, pushEndpoints.clave, CON_PUSH, async () => ({ clavePublica: claves.vapid.publica }));
  route(
    app,
    pushEndpoints.suscribir,
    CON_PUSH,
    async ({ body, usuario }) => {
      if (!servicioAdmitido(body.endpoint, serviciosPush)) {
        throw new AppError('bad_request', mensajesPush.servicio, { field: 'endpoint' });
      }
      await upsertSuscripcion(app.db, { usuarioId: usuario.id, endpoint: body.endpoint, ...body.keys });
      return { activa: true, message: mensajesPush.activadas };
    },
    { status: 201 },
  );
  route(app, pushEndpoints.baja, CON_PUSH, async ({ body, usuario }) => {
    await deleteSuscripcionDeUsuario(app.db, usuario.id, body.endpoint);
    return { activa: false, message: mensajesPush.desactivadas };
  });
}
