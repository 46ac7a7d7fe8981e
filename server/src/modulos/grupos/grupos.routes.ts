import type { FastifyInstance } from 'fastify';
import { gruposEndpoints, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import { actualizarGrupo, crearGrupo, eliminarGrupo, listarGrupos, listarNiveles } from './grupos.service';

const ADMIN = ['admin'] as const;

/** Admin writes; coordinador reads every group; a profesor reads only theirs (scoped in the query). */
export function gruposRoutes(app: FastifyInstance): void {
  route(app, gruposEndpoints.list, STAFF, async ({ query, alcance }) =>
    listarGrupos(app.db, { alcance: await alcance(), ...query }),
  );
  route(app, gruposEndpoints.create, ADMIN, ({ body }) => crearGrupo(app.db, body), { status: 201 });
  route(app, gruposEndpoints.update, ADMIN, ({ params, body }) => actualizarGrupo(app.db, params.id, body));
  route(app, gruposEndpoints.remove, ADMIN, ({ params }) => eliminarGrupo(app.db, params.id));
  route(app, gruposEndpoints.niveles, STAFF, () => listarNiveles(app.db));
}
