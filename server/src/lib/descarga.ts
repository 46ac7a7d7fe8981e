/**
 * `Content-Disposition` (attachment, or inline for a page or a feed the browser shows) with a file name
 * that survives any character (RFC 6266 / RFC 5987): an ASCII `filename` for old clients and the exact
 * UTF-8 name in `filename*`.
 */

/** Characters no file system accepts, replaced before the name goes out. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const INSEGUROS = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

export function nombreArchivoSeguro(nombre: string): string {
  return nombre.replace(INSEGUROS, '-').replace(/\s+/g, '_');
}

/** 'Robótica' → 'Robotica'; anything else outside printable ASCII becomes '_'. */
function ascii(nombre: string): string {
  return nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
}

/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * ! unescaped, which attr-char does not allow. */
function rfc5987(nombre: string): string {
  return encodeURIComponent(nombre).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The one way to name a file in an answer: `reply.header('Content-Disposition', contentDisposition(nombre))`. */
export function contentDisposition(
  nombre: string,
  disposicion: 'attachment' | 'inline' = 'attachment',
): string {
  const seguro = nombreArchivoSeguro(nombre);
  return `${disposicion}; filename="${ascii(seguro)}"; filename*=UTF-8''${rfc5987(seguro)}`;
}
