/**
 * Reading the one `file` part of a multipart upload under the import size limit (DESIGN.md §4: 5 MB →
 * 413). A declared oversize body is refused before a byte is read; an undeclared one is stopped by the
 * multipart file limit the module registered (`limits.fileSize`).
 */
import type { FastifyRequest } from 'fastify';
import { LIMITES_IMPORTACION, mensajesAlumno } from '@escuela/shared';
import { AppError } from './app-error';

export async function leerArchivoSubido(req: FastifyRequest): Promise<{ buffer: Buffer; nombre: string }> {
  if (Number(req.headers['content-length'] ?? 0) > LIMITES_IMPORTACION.tamanoMaximo + 64 * 1024) {
    throw new AppError('too_large', mensajesAlumno.archivoGrande);
  }
  if (!req.isMultipart()) throw new AppError('bad_request', mensajesAlumno.sinArchivo, { field: 'file' });
  const parte = await req.file();
  if (!parte || parte.fieldname !== 'file') {
    throw new AppError('bad_request', mensajesAlumno.sinArchivo, { field: 'file' });
  }
  try {
    return { buffer: await parte.toBuffer(), nombre: parte.filename };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('too_large', mensajesAlumno.archivoGrande);
    }
    throw err;
  }
}
