/**
 * From the cells of an activities CSV to validated activities (pure). The first row names the columns
 * (accents, case and punctuation ignored: 'Título', 'TITULO', 'material_1' all match); levels and
 * materials are given by name; numbers are Spanish ('1,5'). A bad row becomes 'Fila N: …' (the header is
 * row 1); blank rows are skipped; a row repeating an earlier one's title and level is refused.
 */
import {
  actividadSchema,
  mensajesActividad,
  mensajesCampo,
  textoValido,
  type GuardarActividad,
} from '@escuela/shared';
import { RechazoImportacion } from '../alumnos/importacion/guardia';
import { normalizarTexto, parseNumeroEs, textoDeCelda, type Celda } from '../alumnos/importacion/valores';

type Columna =
  'titulo' | 'nivel' | 'material1' | 'cantidad1' | 'material2' | 'cantidad2' | 'alumnos' | 'observaciones';

const ALIAS: Record<Columna, string[]> = {
  titulo: ['titulo', 'actividad', 'nombre', 'nombre actividad'],
  nivel: ['nivel', 'nivel actividad'],
  material1: ['material 1', 'material', 'material uno'],
  cantidad1: ['cantidad 1', 'cantidad', 'cantidad material 1', 'cantidad uno'],
  material2: ['material 2', 'material dos'],
  cantidad2: ['cantidad 2', 'cantidad material 2', 'cantidad dos'],
  alumnos: [
    'alumnos',
    'num alumnos',
    'numero de alumnos',
    'n alumnos',
    'n º alumnos',
    'alumnos por material',
  ],
  observaciones: ['observaciones', 'observacion', 'notas', 'descripcion'],
};
const NOMBRE_COLUMNA: Record<Columna, string> = {
  titulo: 'Título',
  nivel: 'Nivel',
  material1: 'Material 1',
  cantidad1: 'Cantidad 1',
  material2: 'Material 2',
  cantidad2: 'Cantidad 2',
  alumnos: 'Alumnos',
  observaciones: 'Observaciones',
};
const compacto = (t: string) => normalizarTexto(t).replace(/\s/g, '');
const POR_ALIAS = new Map<string, Columna>(
  Object.entries(ALIAS).flatMap(([col, alias]) => alias.map((a) => [compacto(a), col as Columna])),
);

export function mapearCabeceras(cabecera: Celda[]): Map<number, Columna> {
  const mapa = new Map<number, Columna>();
  const usadas = new Set<Columna>();
  cabecera.forEach((celda, i) => {
    const col = POR_ALIAS.get(compacto(textoDeCelda(celda)));
    if (col && !usadas.has(col)) {
      mapa.set(i, col);
      usadas.add(col);
    }
  });
  if (!usadas.has('titulo') || !usadas.has('nivel')) {
    throw new RechazoImportacion('unprocessable', mensajesActividad.columnasObligatorias);
  }
  return mapa;
}

export interface Catalogos {
  niveles: { id: number; nombre: string }[];
  materiales: { id: number; descripcion: string }[];
}

export interface ActividadImportada {
  fila: number;
  datos: GuardarActividad;
}

export function convertirActividades(
  hoja: Celda[][],
  catalogos: Catalogos,
): { filas: ActividadImportada[]; errores: string[] } {
  const [cabecera, ...resto] = hoja;
  if (!cabecera) throw new RechazoImportacion('unprocessable', mensajesActividad.sinFilas);
  const mapa = mapearCabeceras(cabecera);
  const niveles = new Map(catalogos.niveles.map((n) => [compacto(n.nombre), n.id]));
  const materiales = new Map<string, number>();
  for (const m of catalogos.materiales) {
    const k = compacto(m.descripcion);
    if (!materiales.has(k)) materiales.set(k, m.id);
  }
  const vistas = new Map<string, number>();
  const filas: ActividadImportada[] = [];
  const errores: string[] = [];

  resto.forEach((celdas, i) => {
    const numeroFila = i + 2;
    const textos = new Map<Columna, string>();
    const crudas = new Map<Columna, Celda>();
    for (const [indice, col] of mapa) {
      const celda = celdas[indice] ?? null;
      const texto = textoDeCelda(celda);
      if (texto !== '') {
        textos.set(col, texto);
        crudas.set(col, celda);
      }
    }
    if (textos.size === 0) return;

    const problemas: string[] = [];
    // A NUL or a lone surrogate in any cell: the row is refused (its names are never looked up).
    if ([...textos.values()].some((t) => !textoValido(t))) {
      errores.push(`Fila ${numeroFila}: ${mensajesCampo.caracterNoPermitido}`);
      return;
    }
    const entrada: Record<string, unknown> = {
      titulo: textos.get('titulo') ?? '',
      observaciones: textos.get('observaciones') ?? null,
    };
    const nivel = textos.get('nivel');
    if (!nivel) problemas.push(mensajesActividad.nivel);
    else if (!niveles.has(compacto(nivel))) problemas.push(mensajesActividad.nivelDesconocido(nivel));
    else entrada.nivelId = niveles.get(compacto(nivel));
    for (const [col, campo] of [
      ['material1', 'material_1'],
      ['material2', 'material_2'],
    ] as const) {
      const nombre = textos.get(col);
      if (!nombre) entrada[campo] = null;
      else if (!materiales.has(compacto(nombre)))
        problemas.push(mensajesActividad.materialDesconocido(nombre));
      else entrada[campo] = materiales.get(compacto(nombre));
    }
    for (const [col, campo] of [
      ['cantidad1', 'cantidad_1'],
      ['cantidad2', 'cantidad_2'],
      ['alumnos', 'alumnos'],
    ] as const) {
      if (!textos.has(col)) continue;
      const n = parseNumeroEs(crudas.get(col)!);
      if (n === null) problemas.push(mensajesActividad.numeroInvalido(NOMBRE_COLUMNA[col]));
      else entrada[campo] = n;
    }
    entrada.nivelId ??= 0;

    const validado = actividadSchema.safeParse(entrada);
    if (!validado.success) {
      for (const issue of validado.error.issues) {
        // A missing or unknown level already has its own message.
        if (issue.path[0] === 'nivelId' && nivel) continue;
        if (!problemas.includes(issue.message)) problemas.push(issue.message);
      }
    }
    if (validado.success && problemas.length === 0) {
      const clave = `${compacto(validado.data.titulo)}|${validado.data.nivelId}`;
      const anterior = vistas.get(clave);
      if (anterior) problemas.push(mensajesActividad.repetidaEnArchivo(anterior));
      else vistas.set(clave, numeroFila);
    }
    if (problemas.length > 0 || !validado.success) {
      errores.push(`Fila ${numeroFila}: ${problemas.join('; ')}`);
      return;
    }
    filas.push({ fila: numeroFila, datos: validado.data });
  });
  if (filas.length === 0 && errores.length === 0) {
    throw new RechazoImportacion('unprocessable', mensajesActividad.sinFilas);
  }
  return { filas, errores };
}

/** Key that matches an imported row to an existing activity: same title (normalised) and level. */
export const claveActividad = (titulo: string, nivelId: number) => `${compacto(titulo)}|${nivelId}`;
