/**
 * Reading the one `file` part of a multipart upload under the import size limit (DESIGN.md §4: 5 MB →
 * 413). A declared oversize body is refused before a byte is read; an undeclared one is stopped by the
 * multipart file limit the module registered (`limits.fileSize`). A multipart body the parser cannot
 * read (no boundary, a broken part header, cut short) is the client's fault: 400, never 500
 * (decision 028). The file's name must be valid text (it reaches the logs and the answers).
 */
import type { FastifyRequest } from 'fastify';
import { LIMITES_IMPORTACION, mensajesAlumno, mensajesError, textoValido } from '@escuela/shared';
import { AppError } from './app-error';

/** `multipart/form-data; boundary=…` with a non-empty boundary (RFC 7578), else the parser cannot start. */
export function tieneBoundary(tipo: string | undefined): boolean {
  return /;\s*boundary\s*=\s*("[^"]+"|[^\s;]+)/i.test(tipo ?? '');
}

const multipartInvalido = () =>
  new AppError('bad_request', mensajesError.multipartInvalido, { field: 'file' });

/** An error of the body parser itself (busboy) carries no HTTP status; the multipart limits do. */
function deLaPeticion(err: unknown): AppError | undefined {
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('too_large', mensajesAlumno.archivoGrande);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return undefined;
  return multipartInvalido();
}

export async function leerArchivoSubido(req: FastifyRequest): Promise<{ buffer: Buffer; nombre: string }> {
  if (Number(req.headers['content-length'] ?? 0) > LIMITES_IMPORTACION.tamanoMaximo + 64 * 1024) {
    throw new AppError('too_large', mensajesAlumno.archivoGrande);
  }
  if (!req.isMultipart()) throw new AppError('bad_request', mensajesAlumno.sinArchivo, { field: 'file' });
  if (!tieneBoundary(req.headers['content-type'])) throw multipartInvalido();
  try {
    const parte = await req.file();
    if (!parte || parte.fieldname !== 'file') {
      throw new AppError('bad_request', mensajesAlumno.sinArchivo, { field: 'file' });
    }
    const buffer = await parte.toBuffer();
    if (!textoValido(parte.filename)) throw multipartInvalido();
    return { buffer, nombre: parte.filename };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw deLaPeticion(err) ?? err;
  }
}
