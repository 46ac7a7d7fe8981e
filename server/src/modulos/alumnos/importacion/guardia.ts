/**
 * The cheap checks a hostile upload meets before any spreadsheet parser: the real type (magic bytes and
 * ZIP contents) against the extension → 415; for ZIP formats the declared and the actually inflated
 * size (zip bombs) → 413; a sheet with more than 20,000 rows, declared or counted while inflating → 422.
 */
import { LIMITES_IMPORTACION, mensajesAlumno } from '@escuela/shared/alumnos/alumnos.mensajes';
import { inflarEntrada, leerDirectorioZip, ZipInvalido, type EntradaZip } from './zip';

export type TipoArchivo = 'xlsx' | 'xls' | 'ods' | 'csv';
export type CodigoRechazo = 'too_large' | 'unsupported_type' | 'unprocessable' | 'bad_request';

/** A refusal with its HTTP meaning; crosses the worker boundary as `{codigo, message}`. */
export class RechazoImportacion extends Error {
  constructor(
    readonly codigo: CodigoRechazo,
    message: string,
  ) {
    super(message);
  }
}

export const LIMITES_ZIP = {
  /** Total inflated bytes of every entry together. */
  descomprimidoMaximo: 50 * 1024 * 1024,
  /** Rows of a sheet, the header included. */
  filasMaximas: LIMITES_IMPORTACION.filasMaximas + 1,
  /** Cells holding something (ODS repeats counted as what they expand to). */
  celdasMaximas: (LIMITES_IMPORTACION.filasMaximas + 1) * 40,
};

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MIME_ODS = 'application/vnd.oasis.opendocument.spreadsheet';

export function tipoPorExtension(nombreArchivo: string): TipoArchivo {
  const ext = /\.([a-z0-9]+)$/i.exec(nombreArchivo.trim())?.[1]?.toLowerCase();
  if (ext === 'xlsx' || ext === 'xls' || ext === 'ods' || ext === 'csv') return ext;
  throw new RechazoImportacion('unsupported_type', mensajesAlumno.formatoNoAdmitido);
}

const noCoincide = () => new RechazoImportacion('unsupported_type', mensajesAlumno.tipoNoCoincide);
const ilegible = () => new RechazoImportacion('unprocessable', mensajesAlumno.archivoIlegible);
const demasiadasFilas = () => new RechazoImportacion('unprocessable', mensajesAlumno.demasiadasFilas);
const descomprimidoGrande = () => new RechazoImportacion('too_large', mensajesAlumno.descomprimidoGrande);

function leerDirectorio(buf: Buffer): EntradaZip[] {
  try {
    return leerDirectorioZip(buf);
  } catch (err) {
    if (err instanceof ZipInvalido) throw ilegible();
    throw err;
  }
}

/**
 * Checks the content against the extension and, for .xlsx/.ods, bounds the decompression and the rows.
 * Answers the type to parse the file as.
 */
export async function revisarArchivo(buf: Buffer, nombreArchivo: string): Promise<TipoArchivo> {
  const tipo = tipoPorExtension(nombreArchivo);
  if (buf.length === 0) throw new RechazoImportacion('unprocessable', mensajesAlumno.sinFilas);
  if (buf.length > LIMITES_IMPORTACION.tamanoMaximo) {
    throw new RechazoImportacion('too_large', mensajesAlumno.archivoGrande);
  }
  const esZip = buf.subarray(0, 4).equals(ZIP);
  const esOle = buf.subarray(0, 8).equals(OLE);
  if (tipo === 'xls') {
    if (!esOle) throw noCoincide();
    return tipo;
  }
  if (tipo === 'csv') {
    if (esZip || esOle || buf.includes(0)) throw noCoincide();
    return tipo;
  }
  if (!esZip) throw noCoincide();
  const entradas = leerDirectorio(buf);
  const nombres = new Set(entradas.map((e) => e.nombre));
  if (tipo === 'xlsx' && !(nombres.has('[Content_Types].xml') && nombres.has('xl/workbook.xml')))
    throw noCoincide();
  if (tipo === 'ods') {
    const mimetype = entradas.find((e) => e.nombre === 'mimetype');
    let texto = '';
    if (mimetype) await inflarEntrada(buf, mimetype, 200, (t) => void (texto += t)).catch(() => undefined);
    if (texto.trim() !== MIME_ODS || !nombres.has('content.xml')) throw noCoincide();
  }
  await revisarZip(buf, tipo, entradas);
  return tipo;
}

const esHoja = (tipo: TipoArchivo, nombre: string) =>
  tipo === 'xlsx' ? /^xl\/worksheets\/[^/]+\.xml$/.test(nombre) : nombre === 'content.xml';

/**
 * ODS repeats rows and cells (`table:number-rows-repeated="3000000"`): a few bytes can stand for millions
 * of rows, which the parser would expand. Counts, over complete tags only, the rows and cells that hold
 * something (empty repeats, which LibreOffice writes to the end of every sheet, cost nothing).
 */
class ContadorOds {
  filas = 0;
  celdas = 0;
  private resto = '';
  private repeticionFila = 1;
  private filaConDatos = false;

  /** False once a limit is passed. */
  leer(texto: string): boolean {
    let t = this.resto + texto;
    const abierto = t.lastIndexOf('<');
    if (abierto >= 0 && t.indexOf('>', abierto) < 0) {
      this.resto = t.slice(abierto);
      t = t.slice(0, abierto);
    } else this.resto = '';
    if (this.resto.length > 64 * 1024) return false;
    const tags = /<table:table-row\b([^>]*)>|<\/table:table-row>|<table:(?:covered-)?table-cell\b([^>]*)>/g;
    for (let m = tags.exec(t); m; m = tags.exec(t)) {
      if (m[1] !== undefined) {
        this.repeticionFila = Number(/number-rows-repeated="(\d+)"/.exec(m[1])?.[1] ?? 1);
        this.filaConDatos = false;
        if (m[1].endsWith('/')) this.repeticionFila = 1;
      } else if (m[2] !== undefined) {
        if (m[2].endsWith('/')) continue;
        const columnas = Number(/number-columns-repeated="(\d+)"/.exec(m[2])?.[1] ?? 1);
        this.celdas += columnas * this.repeticionFila;
        this.filaConDatos = true;
      } else {
        if (this.filaConDatos) this.filas += this.repeticionFila;
        this.repeticionFila = 1;
        this.filaConDatos = false;
      }
      if (this.filas > LIMITES_ZIP.filasMaximas || this.celdas > LIMITES_ZIP.celdasMaximas) return false;
    }
    return true;
  }
}

/** Sum of declared sizes, then every entry inflated under the remaining budget, counting sheet rows. */
async function revisarZip(buf: Buffer, tipo: TipoArchivo, entradas: EntradaZip[]): Promise<void> {
  const declarado = entradas.reduce((s, e) => s + e.tamanoDescomprimido, 0);
  if (declarado > LIMITES_ZIP.descomprimidoMaximo) throw descomprimidoGrande();
  const patron = /<row[\s>]/g;
  let presupuesto = LIMITES_ZIP.descomprimidoMaximo;
  for (const entrada of entradas) {
    if (entrada.nombre.endsWith('/')) continue;
    const hoja = esHoja(tipo, entrada.nombre);
    let filas = 0;
    let resto = '';
    let inicio = '';
    let excedeFilas = false;
    const ods = tipo === 'ods' && hoja ? new ContadorOds() : null;
    const alTrozo = (texto: string) => {
      if (!hoja) return true;
      if (ods) {
        excedeFilas = !ods.leer(texto);
        return !excedeFilas;
      }
      if (inicio.length < 4096) {
        inicio += texto.slice(0, 4096);
        // Excel writes the used range near the top: <dimension ref="A1:L3000000"/>.
        const dim = /<dimension ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/.exec(inicio);
        if (dim?.[1] && Number(dim[1]) > LIMITES_ZIP.filasMaximas) excedeFilas = true;
      }
      const texto2 = resto + texto;
      filas += texto2.match(patron)?.length ?? 0;
      resto = texto2.slice(-4);
      if (filas > LIMITES_ZIP.filasMaximas) excedeFilas = true;
      return !excedeFilas;
    };
    let res;
    try {
      res = await inflarEntrada(buf, entrada, presupuesto, alTrozo);
    } catch (err) {
      if (err instanceof ZipInvalido) throw ilegible();
      throw err;
    }
    if (excedeFilas) throw demasiadasFilas();
    if (res.cortado) throw descomprimidoGrande();
    presupuesto -= res.bytes;
  }
}
