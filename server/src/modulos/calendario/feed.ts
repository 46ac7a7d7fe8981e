/**
 * A calendar feed (RFC 5545, issue 27, decision 039), built with `ical-generator` from plain rows:
 * - one event per session with a stable UID (`sesion-<id>@<host>`: a moved class keeps it), SEQUENCE =
 *   the session's revision (every edit bumps it), DTSTAMP/LAST-MODIFIED = its last change;
 * - a cancelled session stays, as STATUS:CANCELLED with its summary saying so (some apps ignore STATUS);
 * - times are instants in UTC, converted from the school's wall clock (Europe/Madrid), so every app shows
 *   them right without a VTIMEZONE;
 * - holidays as all-day, transparent events (`festivo-<id>@<host>`).
 */
import ical, { ICalEventBusyStatus, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { sumarDias } from '@escuela/shared';
import { instanteEscuela } from '../../lib/fecha-escuela';

export interface SesionFeed {
  id: number;
  /** School wall-clock time, 'yyyy-MM-dd HH:mm:ss'. */
  fecha: string;
  duracionHoras: number;
  cancelada: boolean;
  revision: number;
  actualizada: Date;
  titulo: string;
  descripcion: string;
  lugar: string;
}

export interface FestivoFeed {
  id: number;
  /** yyyy-MM-dd */
  fecha: string;
  nombre: string;
  actualizado: Date;
}

export interface DatosFeed {
  nombre: string;
  /** The host the UIDs are scoped to (APP_URL's). */
  dominio: string;
  sesiones: readonly SesionFeed[];
  festivos: readonly FestivoFeed[];
}

/** How often a calendar app should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const REFRESCO_SEGUNDOS = 3 * 60 * 60;

export const uidSesion = (id: number, dominio: string) => `sesion-${id}@${dominio}`;
export const uidFestivo = (id: number, dominio: string) => `festivo-${id}@${dominio}`;

/**
 * The school's offset from UTC for each wall-clock hour ('yyyy-MM-dd HH'), worked out once per process:
 * a pure fact of the time zone (no data of the school), so it never goes stale. A year of classes is a
 * few hundred keys; the map starts over past 20,000.
 */
const DESFASES = new Map<string, number>();

/** A wall-clock time of the school as an instant (as `instanteEscuela`, its offset memoised by hour). */
function instante(pared: string): Date {
  const clave = pared.slice(0, 13);
  const comoUtc = Date.parse(`${pared.replace(' ', 'T').slice(0, 19)}Z`);
  let desfase = DESFASES.get(clave);
  if (desfase === undefined) {
    if (DESFASES.size >= 20_000) DESFASES.clear();
    desfase = comoUtc - instanteEscuela(pared).getTime();
    DESFASES.set(clave, desfase);
  }
  return new Date(comoUtc - desfase);
}

export function generarFeed({ nombre, dominio, sesiones, festivos }: DatosFeed): string {
  const calendario = ical({
    name: nombre,
    prodId: { company: 'RoboEscuela', product: 'Calendario', language: 'ES' },
    ttl: REFRESCO_SEGUNDOS,
  });
  for (const s of sesiones) {
    const inicio = instante(s.fecha);
    calendario.createEvent({
      id: uidSesion(s.id, dominio),
      sequence: s.revision,
      start: inicio,
      end: new Date(inicio.getTime() + s.duracionHoras * 3_600_000),
      stamp: s.actualizada,
      lastModified: s.actualizada,
      summary: s.cancelada ? `Cancelada: ${s.titulo}` : s.titulo,
      description: s.descripcion,
      location: s.lugar,
      status: s.cancelada ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(s.cancelada ? { transparency: ICalEventTransparency.TRANSPARENT } : {}),
    });
  }
  for (const f of festivos) {
    calendario.createEvent({
      id: uidFestivo(f.id, dominio),
      allDay: true,
      start: new Date(`${f.fecha}T00:00:00Z`),
      end: new Date(`${sumarDias(f.fecha, 1)}T00:00:00Z`),
      stamp: f.actualizado,
      summary: `Festivo: ${f.nombre}`,
      transparency: ICalEventTransparency.TRANSPARENT,
      busystatus: ICalEventBusyStatus.FREE,
    });
  }
  return calendario.toString();
}
