import type { FastifyInstance } from 'fastify';
import { asignacionEndpoints, SOLO_ADMIN } from '@escuela/shared';
import { route } from '../../lib/route';
import { asignar, removerActividades, removerMaterialesPeriodo } from './asignacion.service';

/** The admin-only bulk actions of /sesiones over activities and material periods. */
export function asignacionRoutes(app: FastifyInstance): void {
  route(app, asignacionEndpoints.asignar, SOLO_ADMIN, async ({ body, req, usuario }) => {
    const r = await asignar(app.db, body);
    req.log.info(
      {
        evento: 'asignacion_actividades',
        usuario: usuario.id,
        rango: body,
        asignadas: r.asignadas,
        noAsignables: r.noAsignables,
      },
      'Asignación de actividades',
    );
    return r;
  });
  route(app, asignacionEndpoints.removerActividades, SOLO_ADMIN, ({ body }) =>
    removerActividades(app.db, body),
  );
  route(app, asignacionEndpoints.removerMaterialesPeriodo, SOLO_ADMIN, ({ body }) =>
    removerMaterialesPeriodo(app.db, body),
  );
}
