import type { FastifyInstance } from 'fastify';
import { distanciasEndpoints, SOLO_ADMIN } from '@escuela/shared';
import { route } from '../../lib/route';
import {
  actualizarDistancia,
  crearDistancia,
  eliminarDistancia,
  listarDistancias,
} from './distancias.service';

/** Custom teacher–school distances (spec §2 Distancias Personalizadas: admin only). */
export function distanciasRoutes(app: FastifyInstance): void {
  route(app, distanciasEndpoints.list, SOLO_ADMIN, () => listarDistancias(app.db));
  route(app, distanciasEndpoints.create, SOLO_ADMIN, ({ body }) => crearDistancia(app.db, body), {
    status: 201,
  });
  route(app, distanciasEndpoints.update, SOLO_ADMIN, ({ params, body }) =>
    actualizarDistancia(app.db, params.id, body),
  );
  route(app, distanciasEndpoints.remove, SOLO_ADMIN, ({ params }) => eliminarDistancia(app.db, params.id));
}
