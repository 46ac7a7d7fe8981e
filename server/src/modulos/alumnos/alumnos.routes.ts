import { avisosDe } from '../plazas/plazas.routes';
import { repartirTrasCambio } from '../plazas/plazas.service';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  alumnosEndpoints,
  derechosEndpoints,
  LIMITES_IMPORTACION,
  SOLO_ADMIN,
  STAFF,
  XLSX,
} from '@escuela/shared';
import { actorDe } from '../../lib/alcance';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/descarga';
import { route } from '../../lib/route';
import { leerArchivoSubido } from '../../lib/subida';
import { exportarAlumnos, exportarDetalles, plantillaAlumnos } from './alumnos.exportar';
import { guardarImportacion } from './alumnos.importar';
import { anotarLecturaAlumnos } from '../derechos/registro-accesos';
import {
  actualizarAlumno,
  crearAlumno,
  eliminarAlumno,
  leerFichaAlumno,
  listarAlumnos,
  revelarDatoAlumno,
} from './alumnos.service';
import { cerrarWorkerImportacion, procesarEnWorker } from './importacion/en-worker';
import { RechazoImportacion } from './importacion/guardia';

function enviarXlsx(reply: FastifyReply, nombre: string, buffer: Buffer) {
  return reply
    .header('Content-Type', XLSX)
    .header('Content-Disposition', contentDisposition(nombre))
    .send(buffer);
}

/**
 * Every staff role lists, reads and edits (a profesor only students of their groups, and only
 * observaciones: see the service); admin creates, deletes, imports and exports. Multipart is registered
 * in this module's own scope, with the 5 MB file limit.
 */
export function alumnosRoutes(app: FastifyInstance): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LIMITES_IMPORTACION.tamanoMaximo, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    scope.addHook('onClose', async () => cerrarWorkerImportacion());

    route(scope, alumnosEndpoints.list, STAFF, async ({ query, usuario, alcance }) =>
      listarAlumnos(app.db, await actorDe(usuario, alcance), query),
    );
    route(scope, alumnosEndpoints.get, STAFF, async ({ params, usuario, alcance }) =>
      leerFichaAlumno(app.db, await actorDe(usuario, alcance), params.id),
    );
    route(scope, derechosEndpoints.revelarAlumno, SOLO_ADMIN, async ({ params, query, usuario, alcance }) =>
      revelarDatoAlumno(app.db, await actorDe(usuario, alcance), params.id, query.campo),
    );
    route(
      scope,
      alumnosEndpoints.create,
      SOLO_ADMIN,
      async ({ body, usuario, alcance }) => crearAlumno(app.db, await actorDe(usuario, alcance), body),
      { status: 201 },
    );
    route(scope, alumnosEndpoints.update, STAFF, async ({ params, body, usuario, alcance, req }) => {
      const alumno = await actualizarAlumno(app.db, await actorDe(usuario, alcance), params.id, body);
      // A baja or a move may free a place: it goes to the waiting list (decision 047).
      if (usuario.rol === 'admin' && (body.estado !== undefined || body.grupoId !== undefined)) {
        await repartirTrasCambio(app.db, avisosDe(app, req));
      }
      return alumno;
    });
    route(scope, alumnosEndpoints.remove, SOLO_ADMIN, async ({ params, usuario, alcance, req }) => {
      const resultado = await eliminarAlumno(app.db, await actorDe(usuario, alcance), params.id);
      await repartirTrasCambio(app.db, avisosDe(app, req));
      return resultado;
    });

    route(scope, alumnosEndpoints.importar, SOLO_ADMIN, async ({ req, usuario }) => {
      const { buffer, nombre } = await leerArchivoSubido(req);
      try {
        const convertidas = await procesarEnWorker(buffer, nombre);
        const resultado = await guardarImportacion(app.db, usuario.id, convertidas);
        req.log.info(
          {
            evento: 'importacion_alumnos',
            usuario: usuario.id,
            archivo: nombre,
            creados: resultado.creados,
            actualizados: resultado.actualizados,
            errores: resultado.errores.length,
          },
          'Importación de alumnos',
        );
        return resultado;
      } catch (err) {
        if (err instanceof RechazoImportacion) {
          req.log.warn(
            {
              evento: 'importacion_rechazada',
              usuario: usuario.id,
              archivo: nombre,
              codigo: err.codigo,
            },
            err.message,
          );
          throw new AppError(err.codigo, err.message);
        }
        throw err;
      }
    });

    route(scope, alumnosEndpoints.plantilla, SOLO_ADMIN, async ({ reply }) =>
      enviarXlsx(reply, 'plantilla_alumnos.xlsx', await plantillaAlumnos()),
    );
    route(scope, alumnosEndpoints.exportar, SOLO_ADMIN, async ({ query, req, reply, usuario }) => {
      const { buffer, filas, alumnoIds } = await exportarAlumnos(app.db, query);
      await anotarLecturaAlumnos(app.db, usuario, 'exportacion', alumnoIds);
      req.log.info(
        { evento: 'exportacion_alumnos', usuario: usuario.id, filas, filtros: query },
        'Exportación de alumnos',
      );
      return enviarXlsx(reply, 'alumnos.xlsx', buffer);
    });
    route(scope, alumnosEndpoints.exportarDetalles, SOLO_ADMIN, async ({ req, reply, usuario }) => {
      const { buffer, filas, alumnoIds } = await exportarDetalles(app.db);
      await anotarLecturaAlumnos(app.db, usuario, 'exportacion', alumnoIds);
      req.log.info(
        { evento: 'exportacion_detalle_alumnos', usuario: usuario.id, filas },
        'Exportación del detalle de alumnos',
      );
      return enviarXlsx(reply, 'detalle_alumnos.xlsx', buffer);
    });
  });
}
