import { esEnmascarado } from '@escuela/shared/derechos/enmascarar';
/**
 * From rows of cells to validated student rows: the first row names the columns (accents, case and
 * punctuation ignored, common aliases accepted); every other row is converted with our date, number and
 * course rules and validated with the shared schema. A bad row becomes 'Fila N: …' (N as the spreadsheet
 * numbers it: the header is row 1). Blank rows are skipped; blank cells leave a field as it is.
 */
import {
  actualizarAlumnoSchema,
  mensajesAlumno,
  mensajesCampo,
  textoValido,
  type ActualizarAlumno,
  type ColumnaAlumno,
} from '@escuela/shared';
import { setImmediate } from 'node:timers/promises';
import { RechazoImportacion } from './guardia';
import {
  normalizarCurso,
  normalizarTexto,
  parseFechaEs,
  parseNumeroEs,
  textoDeCelda,
  type Celda,
} from './valores';

/** `padreEmail`: the family's account, by its e-mail (decision 040); the detailed export's column. */
type Columna = ColumnaAlumno | 'telefonos' | 'cuenta' | 'padreEmail';

const ALIAS: Record<Columna, string[]> = {
  id: ['id', 'identificador', 'id alumno', 'codigo'],
  nombre: ['nombre', 'nombre alumno', 'nombre del alumno'],
  apellidos: ['apellidos', 'apellido', 'apellidos alumno', 'apellidos del alumno'],
  fechaNacimiento: [
    'fecha de nacimiento',
    'fecha nacimiento',
    'f nacimiento',
    'nacimiento',
    'fecha nac',
    'f nac',
  ],
  curso: ['curso'],
  letra: ['letra', 'clase', 'letra curso'],
  grupo: ['grupo', 'nombre grupo', 'nombre del grupo'],
  telefono1: ['telefono 1', 'telefono', 'tel', 'tel 1', 'tlf', 'tlf 1', 'movil', 'telefono principal'],
  telefono2: ['telefono 2', 'tel 2', 'tlf 2', 'telefono secundario'],
  telefonos: ['telefonos', 'telefonos de contacto'],
  dni: ['dni', 'nie', 'dni nie', 'documento'],
  cuenta: ['cuenta', 'iban', 'cuenta bancaria'],
  observaciones: ['observaciones', 'observacion', 'notas'],
  padreEmail: [
    'email del tutor',
    'email tutor',
    'email de la familia',
    'email familia',
    'email del padre',
    'correo del tutor',
    'correo de la familia',
  ],
  estado: ['estado'],
  desde: [
    'en el grupo desde',
    'desde',
    'fecha desde',
    'fecha de alta',
    'fecha alta',
    'alta en el grupo',
    'fecha de inicio',
    'fecha inicio',
    'fecha de matricula',
    'fecha matricula',
  ],
};
const compacto = (t: string) => normalizarTexto(t).replace(/\s/g, '');
const PORALIAS = new Map<string, Columna>(
  Object.entries(ALIAS).flatMap(([col, alias]) => alias.map((a) => [compacto(a), col as Columna])),
);

export type MapaColumnas = Map<number, Columna>;

export function mapearCabeceras(cabecera: Celda[]): MapaColumnas {
  const mapa: MapaColumnas = new Map();
  const usadas = new Set<Columna>();
  cabecera.forEach((celda, i) => {
    const col = PORALIAS.get(compacto(textoDeCelda(celda)));
    if (col && !usadas.has(col)) {
      mapa.set(i, col);
      usadas.add(col);
    }
  });
  if (!usadas.has('nombre') || !usadas.has('apellidos')) {
    throw new RechazoImportacion('unprocessable', mensajesAlumno.columnasObligatorias);
  }
  return mapa;
}

export interface FilaValida {
  /** The spreadsheet's row number. */
  fila: number;
  id: number | null;
  /** The group's name; undefined when the column is absent or the cell blank (the group is kept). */
  grupo: string | undefined;
  campos: ActualizarAlumno & { nombre: string; apellidos: string };
}

export type ResultadoFila = { ok: true; valor: FilaValida } | { ok: false; error: string } | null;

const ESTADOS: Record<string, 'alta' | 'baja'> = {
  alta: 'alta',
  activo: 'alta',
  activa: 'alta',
  baja: 'baja',
};

/** One data row; null when every cell is blank. */
export function convertirFila(celdas: Celda[], mapa: MapaColumnas, numeroFila: number): ResultadoFila {
  const textos = new Map<Columna, string>();
  const crudas = new Map<Columna, Celda>();
  for (const [i, col] of mapa) {
    const celda = celdas[i] ?? null;
    const texto = textoDeCelda(celda);
    if (texto !== '') {
      textos.set(col, texto);
      crudas.set(col, celda);
    }
  }
  if (celdas.every((c) => textoDeCelda(c) === '')) return null;

  const errores: string[] = [];
  // A NUL or a lone surrogate in any cell (a hand-made .xlsx can hold both): the row is refused, never a 500.
  if ([...textos.values()].some((t) => !textoValido(t))) errores.push(mensajesCampo.caracterNoPermitido);
  const entrada: Record<string, unknown> = {
    nombre: textos.get('nombre') ?? '',
    apellidos: textos.get('apellidos') ?? '',
  };
  let id: number | null = null;
  if (textos.has('id')) {
    const n = parseNumeroEs(crudas.get('id')!);
    if (n === null || !Number.isInteger(n) || n < 1 || n > 2_147_483_647) errores.push('El ID no es válido');
    else id = n;
  }
  if (textos.has('fechaNacimiento')) {
    const fecha = parseFechaEs(crudas.get('fechaNacimiento')!);
    if (fecha) entrada.fechaNacimiento = fecha;
    else errores.push(mensajesAlumno.fecha);
  }
  if (textos.has('desde')) {
    const desde = parseFechaEs(crudas.get('desde')!);
    if (desde) entrada.desde = desde;
    else errores.push(mensajesAlumno.desde);
  }
  if (textos.has('curso')) {
    const curso = normalizarCurso(textos.get('curso')!);
    if (curso) entrada.curso = curso;
    else errores.push(`${mensajesAlumno.curso} («${textos.get('curso')}»)`);
  }
  if (textos.has('estado')) {
    const estado = ESTADOS[normalizarTexto(textos.get('estado')!)];
    if (estado) entrada.estado = estado;
    else errores.push(mensajesAlumno.estado);
  }
  for (const col of [
    'letra',
    'telefono1',
    'telefono2',
    'dni',
    'cuenta',
    'observaciones',
    'padreEmail',
  ] as const) {
    // A masked DNI or account (an exported sheet, decision 045) is like a blank cell: the stored one stays.
    if (textos.has(col) && !esEnmascarado(textos.get(col))) entrada[col] = textos.get(col);
  }
  if (textos.has('telefonos')) {
    const [t1, t2] = textos
      .get('telefonos')!
      .split(/\s*[/,;|]\s*|\s+y\s+/)
      .filter(Boolean);
    if (t1 && entrada.telefono1 === undefined) entrada.telefono1 = t1;
    if (t2 && entrada.telefono2 === undefined) entrada.telefono2 = t2;
  }

  const validado = actualizarAlumnoSchema.safeParse(entrada);
  if (!validado.success) {
    for (const issue of validado.error.issues)
      if (!errores.includes(issue.message)) errores.push(issue.message);
  }
  if (errores.length > 0 || !validado.success)
    return { ok: false, error: `Fila ${numeroFila}: ${errores.join('; ')}` };
  return {
    ok: true,
    valor: {
      fila: numeroFila,
      id,
      grupo: textos.get('grupo'),
      campos: validado.data as FilaValida['campos'],
    },
  };
}

export interface FilasConvertidas {
  filas: FilaValida[];
  errores: string[];
}

/** Rows converted between two yields to other requests (~10 ms of the main thread). */
const FILAS_POR_TURNO = 500;

/**
 * Runs on the main thread, where the shared schema already is (the worker only reads the file, so it
 * carries no zod: ~18 MB less while it lives, decision 019 lever 16), yielding every FILAS_POR_TURNO rows.
 */
export async function convertirFilas(hoja: Celda[][]): Promise<FilasConvertidas> {
  const [cabecera, ...resto] = hoja;
  if (!cabecera) throw new RechazoImportacion('unprocessable', mensajesAlumno.sinFilas);
  const mapa = mapearCabeceras(cabecera);
  const filas: FilaValida[] = [];
  const errores: string[] = [];
  for (let i = 0; i < resto.length; i++) {
    if (i > 0 && i % FILAS_POR_TURNO === 0) await setImmediate();
    const r = convertirFila(resto[i]!, mapa, i + 2);
    if (!r) continue;
    if (r.ok) filas.push(r.valor);
    else errores.push(r.error);
  }
  if (filas.length === 0 && errores.length === 0) {
    throw new RechazoImportacion('unprocessable', mensajesAlumno.sinFilas);
  }
  return { filas, errores };
}
