/**
 * The group schedule format of spec §3: a comma list of `{día}@{HH:mm}`, days 1 = Lunes … 5 = Viernes
 * (0 = Domingo and 6 = Sábado can be displayed). All days share one start time; default 16:00.
 */
export const DIAS_SEMANA: Record<number, string> = {
  0: 'Domingo',
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
};

/** The days a group can be given in the editor (Monday–Friday). */
export const DIAS_LECTIVOS = [1, 2, 3, 4, 5] as const;
export const HORA_INICIO_POR_DEFECTO = '16:00';
export const SIN_HORARIO = 'Sin horario';

export const HORA_REGEX = /^([01]\d|2[0-3]):[0-5]\d$/;
const ENTRADA_REGEX = /^([0-6])@(([01]\d|2[0-3]):[0-5]\d)$/;

export interface EntradaHorario {
  dia: number;
  hora: string;
}

/** The valid entries of a schedule string, in order of day; malformed pieces are ignored. */
export function parseHorario(horario: string | null | undefined): EntradaHorario[] {
  if (!horario) return [];
  const porDia = new Map<number, string>();
  for (const pieza of horario.split(',')) {
    const m = ENTRADA_REGEX.exec(pieza.trim());
    if (m && !porDia.has(Number(m[1]))) porDia.set(Number(m[1]), m[2]!);
  }
  return [...porDia.entries()].sort(([a], [b]) => a - b).map(([dia, hora]) => ({ dia, hora }));
}

/** True when the whole string is a non-empty, well-formed schedule. */
export function isHorarioValido(horario: string): boolean {
  const piezas = horario.split(',');
  return horario.length > 0 && piezas.every((p) => ENTRADA_REGEX.test(p));
}

/** Days (sorted, without repeats) and one start time → `1@16:00,3@16:00`; no days → ''. */
export function formatHorario(dias: readonly number[], hora: string): string {
  return [...new Set(dias)]
    .sort((a, b) => a - b)
    .map((d) => `${d}@${hora}`)
    .join(',');
}

/** The editor's values from a stored schedule: its days and the first start time (16:00 when none). */
export function horarioAEditor(horario: string | null | undefined): { dias: number[]; horaInicio: string } {
  const entradas = parseHorario(horario);
  return {
    dias: entradas.map((e) => e.dia),
    horaInicio: entradas[0]?.hora ?? HORA_INICIO_POR_DEFECTO,
  };
}

/**
 * What the tables show: day names and the time ('Lunes, Miércoles 16:00'); days at different times are
 * listed each with its own ('Lunes 16:00, Jueves 17:30'); no schedule → 'Sin horario'.
 */
export function describirHorario(horario: string | null | undefined): string {
  const entradas = parseHorario(horario);
  if (entradas.length === 0) return SIN_HORARIO;
  const horas = new Set(entradas.map((e) => e.hora));
  if (horas.size === 1) {
    return `${entradas.map((e) => DIAS_SEMANA[e.dia]).join(', ')} ${entradas[0]!.hora}`;
  }
  return entradas.map((e) => `${DIAS_SEMANA[e.dia]} ${e.hora}`).join(', ');
}
