import type { FastifyInstance } from 'fastify';
import { derechosEndpoints, mensajesError, SOLO_ADMIN, ZIP } from '@escuela/shared';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { familiaDeUsuario } from './cobertura.repository';
import { zipMisDatos } from './mis-datos';
import { route } from '../../lib/route';
import { padreIdDe } from '../padres/padres.service';
import { accesosDeFamilia, listarRegistroAccesos } from './registro-accesos.service';

const TUTOR = ['tutor'] as const;

/**
 * A family's rights over its data (issue 25, decisions 045 and 046): the access log (admin; a parent
 * sees their own children's), the download, and erasure.
 */
export function derechosRoutes(app: FastifyInstance): void {
  route(app, derechosEndpoints.registroAccesos, SOLO_ADMIN, ({ query }) => listarRegistroAccesos(app.db, query));
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
      .header('Content-Disposition', `attachment; filename="mis-datos-${hoyEscuela()}.zip"`)
      .send(zip);
  });
}
