/**
 * Just enough of the ZIP format to refuse a hostile .xlsx/.ods before a parser sees it: the central
 * directory lists the entries and their declared sizes, and each entry can be inflated as a stream that
 * stops at a byte cap (a declared size may lie; the inflated bytes cannot).
 */
import { createInflateRaw } from 'node:zlib';

export interface EntradaZip {
  nombre: string;
  metodo: number;
  tamanoComprimido: number;
  tamanoDescomprimido: number;
  offsetCabecera: number;
}

export class ZipInvalido extends Error {}

/** The entries of the central directory. Throws ZipInvalido when there is none or it is malformed/ZIP64. */
export function leerDirectorioZip(buf: Buffer, maxEntradas = 5000): EntradaZip[] {
  const minimo = Math.max(0, buf.length - 22 - 65_535);
  let eocd = -1;
  for (let i = buf.length - 22; i >= minimo; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipInvalido('sin directorio central');
  const total = buf.readUInt16LE(eocd + 10);
  const offset = buf.readUInt32LE(eocd + 16);
  if (total === 0xffff || offset === 0xffffffff) throw new ZipInvalido('ZIP64 no admitido');
  if (total > maxEntradas) throw new ZipInvalido('demasiadas entradas');
  const entradas: EntradaZip[] = [];
  let p = offset;
  for (let k = 0; k < total; k++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new ZipInvalido('directorio dañado');
    const largoNombre = buf.readUInt16LE(p + 28);
    const largoExtra = buf.readUInt16LE(p + 30);
    const largoComentario = buf.readUInt16LE(p + 32);
    entradas.push({
      metodo: buf.readUInt16LE(p + 10),
      tamanoComprimido: buf.readUInt32LE(p + 20),
      tamanoDescomprimido: buf.readUInt32LE(p + 24),
      offsetCabecera: buf.readUInt32LE(p + 42),
      nombre: buf.toString('utf8', p + 46, p + 46 + largoNombre),
    });
    p += 46 + largoNombre + largoExtra + largoComentario;
  }
  return entradas;
}

export function datosDeEntrada(buf: Buffer, e: EntradaZip): Buffer {
  const p = e.offsetCabecera;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50)
    throw new ZipInvalido('cabecera local dañada');
  const inicio = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const fin = inicio + e.tamanoComprimido;
  if (fin > buf.length) throw new ZipInvalido('entrada truncada');
  return buf.subarray(inicio, fin);
}

export type Resultado = { bytes: number; cortado: boolean };

/**
 * Inflates one entry chunk by chunk, handing each chunk (as latin1 text, enough to find ASCII tags) to
 * `alTrozo`. Stops when the inflated bytes pass `maxBytes` or `alTrozo` returns false.
 */
export function inflarEntrada(
  buf: Buffer,
  e: EntradaZip,
  maxBytes: number,
  alTrozo: (texto: string) => boolean | void = () => true,
): Promise<Resultado> {
  const datos = datosDeEntrada(buf, e);
  if (e.metodo === 0) {
    const cortado =
      datos.length > maxBytes || alTrozo(datos.subarray(0, maxBytes).toString('latin1')) === false;
    return Promise.resolve({ bytes: Math.min(datos.length, maxBytes), cortado });
  }
  if (e.metodo !== 8) return Promise.reject(new ZipInvalido(`método de compresión ${e.metodo}`));
  return new Promise((resolve, reject) => {
    const inflador = createInflateRaw({ chunkSize: 64 * 1024 });
    let bytes = 0;
    let terminado = false;
    const acabar = (cortado: boolean) => {
      if (terminado) return;
      terminado = true;
      inflador.destroy();
      resolve({ bytes, cortado });
    };
    inflador.on('data', (trozo: Buffer) => {
      if (terminado) return;
      bytes += trozo.length;
      if (bytes > maxBytes || alTrozo(trozo.toString('latin1')) === false) acabar(true);
    });
    inflador.on('end', () => acabar(false));
    inflador.on('error', (err) => {
      if (!terminado) {
        terminado = true;
        reject(new ZipInvalido(err.message));
      }
    });
    inflador.end(datos);
  });
}
