/**
 * The first sheet of an .xlsx as rows of cells, read straight from its XML: the sheet, its shared strings
 * and the number formats that say a number is a date. SheetJS reads the same (it still reads .xls and
 * .ods) but builds a whole workbook model on the way, ~25 MB for a 5,000-row file against ~10 here, and
 * the import worker's peak is the server's peak during the heavy jobs (decision 058). A unit test reads a
 * table of files both ways and expects the same cells.
 * Runs after `revisarArchivo`: the file is a ZIP whose sizes and rows are within bounds.
 */
import { inflateRawSync } from 'node:zlib';
import { mensajesAlumno } from '@escuela/shared/alumnos/alumnos.mensajes';
import { LIMITES_ZIP, RechazoImportacion } from './guardia';
import { fechaDeSerial, type Celda } from './valores';
import { datosDeEntrada, leerDirectorioZip, type EntradaZip } from './zip';

/** Excel's own date and time formats (ids without a formatCode in styles.xml), CJK locales' included. */
const FORMATOS_FECHA = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58, 71,
  72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
]);

/**
 * Whether a number format shows a date or a time: a date/time token outside quotes, escapes and
 * brackets, or an elapsed-time bracket ([h], [mm]…). The rule of SheetJS's `SSF.is_date`.
 */
export function esFormatoFecha(formato: string): boolean {
  for (let i = 0; i < formato.length;) {
    const c = formato[i]!;
    if (/^general/i.test(formato.slice(i, i + 7))) i += 7;
    else if (c === '"') {
      const fin = formato.indexOf('"', i + 1);
      i = fin < 0 ? formato.length : fin + 1;
    } else if (c === '\\' || c === '_') i += 2;
    else if (c === '[') {
      const fin = formato.indexOf(']', i);
      const dentro = formato.slice(i, fin < 0 ? formato.length : fin + 1);
      if (/^\[[HhMmSs]*\]$/.test(dentro)) return true;
      i += dentro.length;
    } else if ((c === 'B' || c === 'b') && (formato[i + 1] === '1' || formato[i + 1] === '2')) return true;
    else if (/[MDYHSEmdyhseg]/.test(c)) return true;
    else if (/^(A\/P|AM\/PM)/i.test(formato.slice(i, i + 5))) return true;
    else if (c === '0' || c === '#' || c === '.') {
      i += 1;
      while (i < formato.length && '0#?.,E+-%'.includes(formato[i]!)) i += 1;
    } else i += 1;
  }
  return false;
}

const ENTIDADES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text as written: entities, character references, and OOXML's `_xHHHH_` escapes. */
function textoXml(crudo: string): string {
  if (!crudo.includes('&') && !crudo.includes('_x')) return crudo;
  return crudo
    .replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (todo, e: string) => {
      if (e[0] !== '#') return ENTIDADES[e.toLowerCase()] ?? todo;
      const codigo = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return codigo <= 0x10ffff ? String.fromCodePoint(codigo) : todo;
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The text of a shared or inline string: its runs joined, phonetic guides (`<rPh>`) left out. */
function textoDeCadena(xml: string): string {
  let texto = '';
  for (const m of xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t\b[^>]*?(?:\/>|>([^<]*)<\/t>)/g))
    texto += m[1] ?? '';
  return textoXml(texto);
}

const atributo = (atributos: string, nombre: string) =>
  new RegExp(`(?:^|\\s)${nombre}="([^"]*)"`).exec(atributos)?.[1];

/** Column letters → 0-based index ('A' 0, 'Z' 25, 'AA' 26). */
function columnaDe(letras: string): number {
  let n = 0;
  for (const l of letras) n = n * 26 + (l.charCodeAt(0) - 64);
  return n - 1;
}

class Libro {
  private readonly entradas: Map<string, EntradaZip>;
  constructor(private readonly buf: Buffer) {
    this.entradas = new Map(leerDirectorioZip(buf).map((e) => [e.nombre, e]));
  }

  texto(nombre: string): string | null {
    const e = this.entradas.get(nombre);
    if (!e) return null;
    const datos = datosDeEntrada(this.buf, e);
    if (e.metodo === 0) return datos.toString('utf8');
    return inflateRawSync(datos, { maxOutputLength: LIMITES_ZIP.descomprimidoMaximo }).toString('utf8');
  }

  /** The targets of a part's relationships by id, and by type (its last path segment), as ZIP paths. */
  relaciones(parte: string) {
    const carpeta = parte.slice(0, parte.lastIndexOf('/') + 1);
    const rels = this.texto(`${carpeta}_rels/${parte.slice(carpeta.length)}.rels`) ?? '';
    const porId = new Map<string, string>();
    const porTipo = new Map<string, string>();
    for (const [, atributos] of rels.matchAll(/<Relationship\b([^>]*)>/g)) {
      const destino = atributo(atributos!, 'Target');
      if (!destino || atributo(atributos!, 'TargetMode') === 'External') continue;
      const ruta = destino.startsWith('/') ? destino.slice(1) : normalizar(carpeta + destino);
      porId.set(atributo(atributos!, 'Id') ?? '', ruta);
      const tipo = atributo(atributos!, 'Type')?.split('/').at(-1);
      if (tipo && !porTipo.has(tipo)) porTipo.set(tipo, ruta);
    }
    return { porId, porTipo };
  }
}

/** 'xl/worksheets/../sharedStrings.xml' → 'xl/sharedStrings.xml'. */
function normalizar(ruta: string): string {
  const partes: string[] = [];
  for (const p of ruta.split('/')) {
    if (p === '..') partes.pop();
    else if (p !== '.' && p !== '') partes.push(p);
  }
  return partes.join('/');
}

/** Which cell styles (index in `<cellXfs>`) show a date. */
function estilosDeFecha(stylesXml: string | null): boolean[] {
  if (!stylesXml) return [];
  const propios = new Map<number, string>();
  for (const [, atributos] of stylesXml.matchAll(/<numFmt\b([^>]*)>/g))
    propios.set(Number(atributo(atributos!, 'numFmtId')), textoXml(atributo(atributos!, 'formatCode') ?? ''));
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '';
  return [...xfs.matchAll(/<xf\b([^>]*)>/g)].map(([, atributos]) => {
    const id = Number(atributo(atributos!, 'numFmtId') ?? 0);
    const propio = propios.get(id);
    return propio !== undefined ? esFormatoFecha(propio) : FORMATOS_FECHA.has(id);
  });
}

const ilegible = () => new RechazoImportacion('unprocessable', mensajesAlumno.archivoIlegible);

/** The first sheet's cells (rows and columns from A1; at most 61 columns), as `leerHoja` answers them. */
export function leerXlsx(buf: Buffer): Celda[][] {
  const libro = new Libro(buf);
  const principal = libro.relaciones('').porTipo.get('officeDocument') ?? 'xl/workbook.xml';
  const workbookXml = libro.texto(principal);
  if (workbookXml === null) throw ilegible();
  const { porId, porTipo } = libro.relaciones(principal);
  const primera = /<sheet\b([^>]*)>/.exec(workbookXml)?.[1];
  const idHoja = primera && /\s\w+:id="([^"]*)"/.exec(primera)?.[1];
  const hojaXml = idHoja ? libro.texto(porId.get(idHoja) ?? '') : null;
  if (hojaXml === null) return [];
  const sistema1904 = /<workbookPr\b[^>]*\bdate1904="(1|true)"/.test(workbookXml);
  const fechas = estilosDeFecha(libro.texto(porTipo.get('styles') ?? ''));
  const compartidas: string[] = [];
  for (const [, si] of (libro.texto(porTipo.get('sharedStrings') ?? '') ?? '').matchAll(
    /<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g,
  ))
    compartidas.push(si ? textoDeCadena(si) : '');

  const filas: Celda[][] = [];
  let fila = -1;
  let columna = -1;
  let ultimaFila = -1;
  let ultimaColumna = -1;
  const marcas = /<row\b([^>]*?)\/?>|<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
  for (let m = marcas.exec(hojaXml); m; m = marcas.exec(hojaXml)) {
    if (m[1] !== undefined) {
      const r = atributo(m[1], 'r');
      fila = r ? Number(r) - 1 : fila + 1;
      columna = -1;
      continue;
    }
    const atributos = m[2]!;
    const ref = /^([A-Z]+)(\d+)$/.exec(atributo(atributos, 'r') ?? '');
    if (ref) {
      columna = columnaDe(ref[1]!);
      fila = Number(ref[2]) - 1;
    } else columna += 1;
    const dentro = m[3] ?? '';
    const tipo = atributo(atributos, 't') ?? 'n';
    const v = /<v\b[^>]*>([^<]*)<\/v>/.exec(dentro)?.[1];
    let valor: Celda | undefined;
    if (tipo === 'inlineStr') {
      const is = /<is\b[^>]*>([\s\S]*?)<\/is>/.exec(dentro)?.[1];
      valor = is === undefined ? undefined : textoDeCadena(is);
    } else if (v === undefined) valor = undefined;
    else if (tipo === 's') valor = compartidas[Number(v)] ?? null;
    else if (tipo === 'str') valor = textoXml(v);
    else if (tipo === 'b') valor = v === '1' || v === 'true' ? 'VERDADERO' : 'FALSO';
    else if (tipo === 'e') valor = null;
    else if (tipo === 'd') valor = /^\d{4}-\d{2}-\d{2}/.test(v) ? { fecha: v.slice(0, 10) } : null;
    else {
      const n = Number(v);
      const estilo = Number(atributo(atributos, 's') ?? 0);
      const fecha = fechas[estilo] ? fechaDeSerial(n, sistema1904) : null;
      valor = fecha ? { fecha } : n;
    }
    if (valor === undefined) continue;
    if (fila + 1 > LIMITES_ZIP.filasMaximas)
      throw new RechazoImportacion('unprocessable', mensajesAlumno.demasiadasFilas);
    ultimaFila = Math.max(ultimaFila, fila);
    ultimaColumna = Math.max(ultimaColumna, columna);
    if (columna <= 60) (filas[fila] ??= [])[columna] = valor;
  }

  // Every row as wide as the widest, holes as null (the rows between are empty ones).
  const anchura = Math.min(ultimaColumna, 60) + 1;
  for (let r = 0; r <= ultimaFila; r++) {
    const f = (filas[r] ??= []);
    for (let c = 0; c < anchura; c++) f[c] ??= null;
  }
  return filas;
}
