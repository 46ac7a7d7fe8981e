/**
 * National holidays of Spain and the Comunidad de Madrid's regional ones (DESIGN.md §3), from the
 * maintained `date-holidays` data, for the current and the next school year. Loaded at start-up only for
 * a school year that has no general holiday yet, so a day the admin removed stays removed. The library is
 * imported lazily, so a server whose holidays are loaded never holds its data.
 */
import { cursoEscolarDe, rangoCursoEscolar } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { contarFestivosGenerales, insertFestivosGenerales } from './festivos.repository';

/** Public holidays (national + Madrid) whose date falls in [desde, hasta], one per day. */
export async function festivosOficiales(
  desde: string,
  hasta: string,
): Promise<{ fecha: string; nombre: string }[]> {
  // Loaded only when needed: the library's data for every country costs ~25 MB and ~0.3 s.
  const { default: Holidays } = await import('date-holidays');
  const hd = new Holidays('ES', 'MD', { types: ['public'] });
  const porDia = new Map<string, string>();
  for (let anio = Number(desde.slice(0, 4)); anio <= Number(hasta.slice(0, 4)); anio++) {
    for (const h of hd.getHolidays(anio)) {
      const fecha = h.date.slice(0, 10);
      if (fecha >= desde && fecha <= hasta && !porDia.has(fecha)) porDia.set(fecha, h.name);
    }
  }
  return [...porDia.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([fecha, nombre]) => ({ fecha, nombre }));
}

/** Loads the official holidays of the school year of `hoy` and the next one, where missing. Answers how many school years were loaded. */
export async function cargarFestivosOficiales(db: DbOrTx, hoy: string): Promise<number> {
  const primero = cursoEscolarDe(hoy);
  let cargados = 0;
  for (const anio of [primero, primero + 1]) {
    const { desde, hasta } = rangoCursoEscolar(anio);
    if ((await contarFestivosGenerales(db, desde, hasta)) > 0) continue;
    await insertFestivosGenerales(db, await festivosOficiales(desde, hasta));
    cargados += 1;
  }
  return cargados;
}
