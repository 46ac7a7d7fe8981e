import type { FastifyInstance } from 'fastify';
import { distanciasEndpoints } from '@escuela/shared';
import { route } from '../../lib/route';
import {
  actualizarDistancia,
  crearDistancia,
  eliminarDistancia,
  listarDistancias,
} from './distancias.service';

const ADMIN = ['admin'] as const;

/** Custom teacher–school distances (spec §2 Distancias Personalizadas: admin only). */
export function distanciasRoutes(app: FastifyInstance): void {
  route(app, distanciasEndpoints.list, ADMIN, () => listarDistancias(app.db));
  route(app, distanciasEndpoints.create, ADMIN, ({ body }) => crearDistancia(app.db, body), {
    status: 201,
  });
  route(app, distanciasEndpoints.update, ADMIN, ({ params, body }) =>
    actualizarDistancia(app.db, params.id, body),
  );
  route(app, distanciasEndpoints.remove, ADMIN, ({ params }) => eliminarDistancia(app.db, params.id));
}
