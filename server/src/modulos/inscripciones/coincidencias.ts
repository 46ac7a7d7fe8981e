/**
 * Is the child a parent enrols already one of our students? (decision 040) A pure rule, no database: the
 * service reads the candidates (same birth date, same DNI or same name) and this decides, per candidate,
 * whether it is the same child, maybe the same child, or another one, and then what the enrolment does:
 * link the existing student, create a new one, or wait for the office (an "inscripción pendiente").
 * Kept apart from the enrolment itself so that waiting lists and places can reuse it.
 */
import { plegar } from '@escuela/shared/common/texto-es';
import type {
  MotivoInscripcion,
  RazonCoincidencia,
} from '@escuela/shared/inscripciones/inscripciones.estados';

export interface DatosNino {
  nombre: string;
  apellidos: string;
  /** yyyy-MM-dd; an imported student may have none. */
  fechaNacimiento: string | null;
  dni: string | null;
}

/** What the parent sent, and who they are. */
export interface Solicitud extends DatosNino {
  grupoId: number;
  padreId: number;
}

/** A student the search found. */
export interface Candidato extends DatosNino {
  id: number;
  grupoId: number | null;
  padreId: number | null;
  estado: 'alta' | 'baja';
}

export type Parecido = 'mismo' | 'dudoso';

export interface Comparacion {
  parecido: Parecido | null;
  razones: RazonCoincidencia[];
}

export type DecisionInscripcion =
  | { tipo: 'nuevo' }
  /** The student is this child, and has no family or this one: link it (again). */
  | { tipo: 'vincular'; alumnoId: number }
  | {
      tipo: 'pendiente';
      motivo: MotivoInscripcion;
      candidatos: { id: number; razones: RazonCoincidencia[] }[];
    };

/** A name's words, folded by the project's one folding (`plegar`, decision 037). */
export const palabras = (t: string) => plegar(t).split(/\s+/).filter(Boolean);

/** Levenshtein distance, stopping early once it passes `tope` (names are short). */
export function distancia(a: string, b: string, tope = 3): number {
  if (Math.abs(a.length - b.length) > tope) return tope + 1;
  let previa = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const fila = [i];
    let minimo = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(previa[j]! + 1, fila[j - 1]! + 1, previa[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      fila.push(v);
      minimo = Math.min(minimo, v);
    }
    if (minimo > tope) return tope + 1;
    previa = fila;
  }
  return previa[b.length]!;
}

/** One list of words is the start of the other ('garcia' / 'garcia lopez', 'maria' / 'maria jose'). */
const unoEmpiezaElOtro = (a: string[], b: string[]) => {
  const [corta, larga] = a.length <= b.length ? [a, b] : [b, a];
  return corta.length > 0 && corta.every((p, i) => larga[i] === p);
};

/**
 * How close two spellings of a name part are: 'igual' once folded (accents, case, spaces), 'parecido'
 * when one is the start of the other (one surname given of two, a compound first name cut short) or a
 * typo apart (at most 1 edit for a first name, at most 2 for the surnames), else null.
 */
export function compararParte(
  a: string,
  b: string,
  tipo: 'nombre' | 'apellidos',
): 'igual' | 'parecido' | null {
  const pa = palabras(a);
  const pb = palabras(b);
  const ja = pa.join(' ');
  const jb = pb.join(' ');
  if (ja === jb) return 'igual';
  if (unoEmpiezaElOtro(pa, pb)) return 'parecido';
  return distancia(ja, jb) <= (tipo === 'nombre' ? 1 : 2) ? 'parecido' : null;
}

/**
 * Two birth dates: 'igual', 'parecida' when one part differs (a typo in the day, the month or the year)
 * or day and month are swapped, 'desconocida' when either is missing, else null.
 */
export function compararFecha(
  a: string | null,
  b: string | null,
): 'igual' | 'parecida' | 'desconocida' | null {
  if (!a || !b) return 'desconocida';
  if (a === b) return 'igual';
  const [ya, ma, da] = a.split('-');
  const [yb, mb, db] = b.split('-');
  const iguales = Number(ya === yb) + Number(ma === mb) + Number(da === db);
  if (iguales === 2) return 'parecida';
  if (ya === yb && ma === db && da === mb) return 'parecida';
  return null;
}

/**
 * One candidate against the request. 'mismo' only when name and surnames are equal once folded, the
 * birth date is equal, the DNI does not contradict it, and the student is in alta in the very group asked
 * for; anything close but short of that is 'dudoso' (the office decides), with the reasons.
 */
export function compararNino(s: Solicitud, c: Candidato): Comparacion {
  const razones: RazonCoincidencia[] = [];
  const nombre = compararParte(s.nombre, c.nombre, 'nombre');
  const apellidos = compararParte(s.apellidos, c.apellidos, 'apellidos');
  const fecha = compararFecha(s.fechaNacimiento, c.fechaNacimiento);
  const dni = s.dni && c.dni ? (s.dni === c.dni ? 'igual' : 'distinto') : null;

  const nombreIgual = nombre === 'igual' && apellidos === 'igual';
  const nombreParecido = !nombreIgual && nombre !== null && apellidos !== null;
  razones.push(nombreIgual ? 'mismo_nombre' : nombreParecido ? 'nombre_parecido' : 'otro_nombre');
  razones.push(
    fecha === 'igual'
      ? 'misma_fecha'
      : fecha === 'parecida'
        ? 'fecha_parecida'
        : fecha === 'desconocida'
          ? 'sin_fecha'
          : 'otra_fecha',
  );
  if (dni === 'igual') razones.push('mismo_dni');
  if (dni === 'distinto') razones.push('otro_dni');

  let parecido: Parecido | null;
  if (dni === 'igual') parecido = nombreIgual && fecha === 'igual' ? 'mismo' : 'dudoso';
  else if (nombreIgual && fecha === 'igual') parecido = dni === 'distinto' ? 'dudoso' : 'mismo';
  else if (nombreIgual && (fecha === 'parecida' || fecha === 'desconocida')) parecido = 'dudoso';
  else if (nombreParecido && fecha === 'igual') parecido = 'dudoso';
  else parecido = null;

  if (parecido === 'mismo') {
    if (c.grupoId !== s.grupoId) {
      razones.push('otro_grupo');
      parecido = 'dudoso';
    }
    if (c.estado === 'baja') {
      razones.push('de_baja');
      parecido = 'dudoso';
    }
  }
  if (parecido && c.padreId !== null && c.padreId !== s.padreId) razones.push('otra_familia');
  return { parecido, razones };
}

/**
 * What the enrolment does. Exactly one 'mismo' candidate decides (near ones beside it, a sibling with a
 * close name, do not block): its student is linked when it has no family or this one; another family's
 * child is never handed over: the office looks. Two 'mismo' (duplicates already) or only 'dudoso' ones:
 * the office looks. Nothing close: a new student.
 */
export function decidirInscripcion(s: Solicitud, candidatos: readonly Candidato[]): DecisionInscripcion {
  const comparados = candidatos
    .map((c) => ({ c, ...compararNino(s, c) }))
    .filter((x) => x.parecido !== null)
    .sort((a, b) => a.c.id - b.c.id);
  const lista = (xs: typeof comparados) => xs.map((x) => ({ id: x.c.id, razones: x.razones }));
  const mismos = comparados.filter((x) => x.parecido === 'mismo');
  if (mismos.length === 1) {
    const [unico] = mismos;
    if (unico!.c.padreId === null || unico!.c.padreId === s.padreId)
      return { tipo: 'vincular', alumnoId: unico!.c.id };
    return { tipo: 'pendiente', motivo: 'otra_familia', candidatos: lista(mismos) };
  }
  if (mismos.length > 1)
    return { tipo: 'pendiente', motivo: 'varias_coincidencias', candidatos: lista(comparados) };
  if (comparados.length > 0)
    return { tipo: 'pendiente', motivo: 'coincidencia_dudosa', candidatos: lista(comparados) };
  return { tipo: 'nuevo' };
}
