import type { FastifyInstance } from 'fastify';
import { gruposEndpoints, SOLO_ADMIN, STAFF } from '@escuela/shared';
import { route } from '../../lib/route';
import { avisosDe } from '../plazas/plazas.routes';
import { repartirTrasCambio } from '../plazas/plazas.service';
import {
  actualizarGrupo,
  crearGrupo,
  eliminarGrupo,
  listarGrupos,
  listarNiveles,
  listarOpcionesGrupos,
  obtenerGrupo,
} from './grupos.service';

/** Admin writes; coordinador reads every group; a profesor reads only theirs (scoped in the query). */
export function gruposRoutes(app: FastifyInstance): void {
  route(app, gruposEndpoints.list, STAFF, async ({ query, alcance }) =>
    listarGrupos(app.db, await alcance(), query),
  );
  route(app, gruposEndpoints.opciones, STAFF, async ({ alcance }) =>
    listarOpcionesGrupos(app.db, await alcance()),
  );
  route(app, gruposEndpoints.create, SOLO_ADMIN, ({ body }) => crearGrupo(app.db, body), { status: 201 });
  route(app, gruposEndpoints.update, SOLO_ADMIN, async ({ params, body, req }) => {
    const grupo = await actualizarGrupo(app.db, params.id, body);
    // More places: they go to the waiting list (decision 047).
    if (body.plazasMaximas === undefined) return grupo;
    const ofertas = await repartirTrasCambio(app.db, avisosDe(app, req));
    return ofertas.length > 0 ? obtenerGrupo(app.db, params.id) : grupo;
  });
  route(app, gruposEndpoints.remove, SOLO_ADMIN, ({ params }) => eliminarGrupo(app.db, params.id));
  route(app, gruposEndpoints.niveles, STAFF, () => listarNiveles(app.db));
}
