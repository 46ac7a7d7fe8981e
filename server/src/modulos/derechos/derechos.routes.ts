import type { FastifyInstance } from 'fastify';
import { derechosEndpoints, mensajesError, SOLO_ADMIN, ZIP } from '@escuela/shared';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { familiaDeUsuario } from './cobertura.repository';
import { zipMisDatos } from './mis-datos';
import {
  abrirSupresionPorRetencion,
  ejecutarSupresion,
  listarSupresiones,
  solicitarSupresion,
} from './supresion.service';
import { contentDisposition } from '../../lib/descarga';
import { route } from '../../lib/route';
import { padreIdDe } from '../padres/padres.service';
import { accesosDeFamilia, listarRegistroAccesos } from './registro-accesos.service';

const TUTOR = ['tutor'] as const;

/**
 * A family's rights over its data (issue 25, decisions 045 and 046): the access log (admin; a parent
 * sees their own children's), the download, and erasure.
 */
export function derechosRoutes(app: FastifyInstance): void {
  route(app, derechosEndpoints.registroAccesos, SOLO_ADMIN, ({ query }) =>
    listarRegistroAccesos(app.db, query),
  );
  route(app, derechosEndpoints.accesosPadre, TUTOR, async ({ usuario }) =>
    accesosDeFamilia(app.db, await padreIdDe(app.db, usuario.id)),
  );
  route(app, derechosEndpoints.misDatos, TUTOR, async ({ usuario, reply, req }) => {
    const familia = await familiaDeUsuario(app.db, usuario.id);
    if (!familia) throw new AppError('not_found', mensajesError.noEncontrado);
    const zip = await zipMisDatos(app.db, familia);
    req.log.info({ evento: 'descarga_mis_datos', usuario: usuario.id }, 'Descarga de datos de una familia');
    return reply
      .header('Content-Type', ZIP)
      .header('Content-Disposition', contentDisposition(`mis-datos-${hoyEscuela()}.zip`))
      .send(zip);
  });

  route(
    app,
    derechosEndpoints.solicitarSupresion,
    TUTOR,
    async ({ usuario, req }) => {
      const creada = await solicitarSupresion(app.db, await padreIdDe(app.db, usuario.id), usuario.id);
      req.log.info(
        { evento: 'supresion_solicitada', usuario: usuario.id, solicitud: creada.id },
        'Solicitud de supresión',
      );
      return creada;
    },
    { status: 201 },
  );
  route(app, derechosEndpoints.supresiones, SOLO_ADMIN, () => listarSupresiones(app.db));
  route(
    app,
    derechosEndpoints.crearSupresion,
    SOLO_ADMIN,
    ({ body, usuario }) => abrirSupresionPorRetencion(app.db, body.padreId, usuario.id),
    { status: 201 },
  );
  route(app, derechosEndpoints.ejecutarSupresion, SOLO_ADMIN, async ({ params, usuario, req }) => {
    const hecho = await ejecutarSupresion(app.db, params.id, usuario.id);
    req.log.info(
      { evento: 'supresion_ejecutada', usuario: usuario.id, solicitud: params.id },
      'Supresión ejecutada',
    );
    return hecho;
  });
}
