import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { actividadesEndpoints, LIMITES_IMPORTACION, mensajesActividad, SOLO_ADMIN } from '@escuela/shared';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/descarga';
import { route } from '../../lib/route';
import { leerArchivoSubido } from '../../lib/subida';
import { cerrarWorkerImportacion, leerHojaEnWorker } from '../alumnos/importacion/en-worker';
import { RechazoImportacion } from '../alumnos/importacion/guardia';
import {
  actualizarActividad,
  crearActividad,
  eliminarActividad,
  importarActividades,
  listarActividades,
  plantillaActividades,
} from './actividades.service';

/** Activities: admin-only routes (spec 02 §6); the CSV import shares the students' guarded upload path. */
export function actividadesRoutes(app: FastifyInstance): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LIMITES_IMPORTACION.tamanoMaximo, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    scope.addHook('onClose', async () => cerrarWorkerImportacion());

    route(scope, actividadesEndpoints.list, SOLO_ADMIN, () => listarActividades(app.db));
    route(scope, actividadesEndpoints.create, SOLO_ADMIN, ({ body }) => crearActividad(app.db, body), {
      status: 201,
    });
    route(scope, actividadesEndpoints.update, SOLO_ADMIN, ({ params, body }) =>
      actualizarActividad(app.db, params.id, body),
    );
    route(scope, actividadesEndpoints.remove, SOLO_ADMIN, ({ params }) =>
      eliminarActividad(app.db, params.id),
    );

    route(scope, actividadesEndpoints.importar, SOLO_ADMIN, async ({ req, usuario }) => {
      const { buffer, nombre } = await leerArchivoSubido(req);
      try {
        if (!/\.csv$/i.test(nombre.trim())) {
          throw new RechazoImportacion('unsupported_type', mensajesActividad.formatoNoAdmitido);
        }
        const hoja = await leerHojaEnWorker(buffer, nombre);
        const resultado = await importarActividades(app.db, hoja);
        req.log.info(
          {
            evento: 'importacion_actividades',
            usuario: usuario.id,
            archivo: nombre,
            creadas: resultado.creadas,
            actualizadas: resultado.actualizadas,
            errores: resultado.errores?.length ?? 0,
          },
          'Importación de actividades',
        );
        return resultado;
      } catch (err) {
        if (err instanceof RechazoImportacion) {
          req.log.warn(
            { evento: 'importacion_rechazada', usuario: usuario.id, archivo: nombre, codigo: err.codigo },
            err.message,
          );
          throw new AppError(err.codigo, err.message);
        }
        throw err;
      }
    });

    route(scope, actividadesEndpoints.plantilla, SOLO_ADMIN, async ({ reply }) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('plantilla_actividades.csv'))
        .send(plantillaActividades()),
    );
  });
}
