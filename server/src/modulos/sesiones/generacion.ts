/**
 * Session generation as a pure rule (DESIGN.md §4): for every group and every date of the range whose
 * weekday is in the group's horario, one session at that day's start time, unless the date is a holiday
 * for every school or for the group's school. The service loads the inputs and saves the rows with one
 * `insert … on conflict do nothing`, which keeps what exists (idempotent).
 */
import { diaDeLaSemana, diasEntre, parseHorario, sumarDias } from '@escuela/shared';

export interface GrupoAGenerar {
  id: number;
  nombre: string;
  colegioId: number;
  horario: string;
}

export interface FestivoAGenerar {
  fecha: string;
  nombre: string;
  /** null = every school */
  colegioId: number | null;
}

export interface SesionGenerada {
  grupoId: number;
  /** School wall-clock time, 'yyyy-MM-dd HH:mm:00'. */
  fecha: string;
}

export interface Generacion {
  sesiones: SesionGenerada[];
  /** Sessions not generated because their date was a holiday. */
  omitidasPorFestivo: number;
  /** The holidays that skipped at least one session, by date. */
  festivos: { fecha: string; nombre: string }[];
  /** Groups that could not be generated (no schedule). */
  errores: string[];
}

export function generarSesiones(
  desde: string,
  hasta: string,
  grupos: readonly GrupoAGenerar[],
  festivos: readonly FestivoAGenerar[],
): Generacion {
  const generales = new Map<string, string>();
  const porColegio = new Map<string, string>();
  for (const f of festivos) {
    if (f.colegioId === null) generales.set(f.fecha, f.nombre);
    else porColegio.set(`${f.colegioId}|${f.fecha}`, f.nombre);
  }

  // The days of the range with their weekday, computed once for every group.
  const dias: { dia: string; semana: number }[] = [];
  const total = diasEntre(desde, hasta);
  for (let i = 0; i <= total; i++) {
    const dia = sumarDias(desde, i);
    dias.push({ dia, semana: diaDeLaSemana(dia) });
  }

  const sesiones: SesionGenerada[] = [];
  const nombrados = new Map<string, string>();
  const errores: string[] = [];
  let omitidasPorFestivo = 0;
  for (const grupo of grupos) {
    const entradas = parseHorario(grupo.horario);
    if (entradas.length === 0) {
      errores.push(`${grupo.nombre}: el grupo no tiene horario`);
      continue;
    }
    const horaPorDia = new Map(entradas.map((e) => [e.dia, e.hora]));
    // In date order, so each group's rows reach the (grupo, fecha) index already sorted.
    for (const { dia, semana } of dias) {
      const hora = horaPorDia.get(semana);
      if (hora === undefined) continue;
      const festivo = generales.get(dia) ?? porColegio.get(`${grupo.colegioId}|${dia}`);
      if (festivo !== undefined) {
        omitidasPorFestivo += 1;
        if (!nombrados.has(dia)) nombrados.set(dia, festivo);
        continue;
      }
      sesiones.push({ grupoId: grupo.id, fecha: `${dia} ${hora}:00` });
    }
  }
  const festivosNombrados = [...nombrados.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([fecha, nombre]) => ({ fecha, nombre }));
  return { sesiones, omitidasPorFestivo, festivos: festivosNombrados, errores };
}
