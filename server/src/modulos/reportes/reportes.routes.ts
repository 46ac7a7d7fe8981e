import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { reportesEndpoints, textosReporte, XLSX, SOLO_ADMIN } from '@escuela/shared';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/descarga';
import { route } from '../../lib/route';
import { anotarLecturaAlumnos } from '../derechos/registro-accesos';
import { escribirReporteAsistencias } from './reporte-asistencias';
import { listGruposReporte } from './reportes.repository';

/** Attendance reports, admin only (spec §6). */
export function reportesRoutes(app: FastifyInstance): void {
  route(app, reportesEndpoints.asistencias, SOLO_ADMIN, async ({ query, req, reply, usuario }) => {
    const { mes, anio, grupoId } = query;
    const grupos = await listGruposReporte(app.db, grupoId);
    if (grupoId !== 'all' && !grupos.length) throw new AppError('not_found', textosReporte.grupoNoEncontrado);
    const cual = grupoId === 'all' ? 'todos' : grupos[0]!.nombre;
    const archivo = `asistencias-${cual}-${anio}-${String(mes).padStart(2, '0')}.xlsx`;
    req.log.info(
      { evento: 'reporte_asistencias', usuario: usuario.id, mes, anio, grupoId, grupos: grupos.length },
      'Reporte de asistencias',
    );

    // Errors after this point cannot become a JSON answer: the headers are gone. The stream is cut, so
    // the client sees a failed download rather than a truncated file.
    const salida = new PassThrough();
    escribirReporteAsistencias(app.db, { mes, anio, grupos }, salida, (ids) =>
      anotarLecturaAlumnos(app.db, usuario, 'exportacion', ids),
    ).catch((err: unknown) => {
      req.log.error({ err }, 'No se pudo generar el reporte de asistencias');
      salida.destroy(err as Error);
    });
    return reply
      .header('Content-Type', XLSX)
      .header('Content-Disposition', contentDisposition(archivo))
      .send(salida);
  });
}
