import { cursoEscolarDe, rangoCursoEscolar, unirNombres, type EnlaceCalendario } from '@escuela/shared';
import { plegar } from '@escuela/shared/common/texto-es';
import type { Db } from '../../db/client';
import {
  existeColegio,
  festivosDe,
  findEnlace,
  guardarEnlace,
  listHijosEnGrupo,
  sesionesDeColegio,
  sesionesDeGrupos,
  sesionesDeProfesor,
  siguienteGeneracion,
  type SesionDeFeed,
} from './calendario.repository';
import { generarFeed, type SesionFeed } from './feed';
import { hashToken, tokenCalendario, type DuenoCalendario } from './tokens';

export interface ContextoCalendario {
  db: Db;
  /** The feeds' key (claves.ts). */
  clave: string;
  appUrl: string;
}

function enlaces(appUrl: string, token: string): EnlaceCalendario {
  const urlWeb = `${appUrl}/api/calendario/${token}.ics`;
  return { url: urlWeb.replace(/^https?:/, 'webcal:'), urlWeb };
}

/** GET …/enlace: the owner's current link, derived again from its generation; nulls before the first. */
export async function enlaceDe(ctx: ContextoCalendario, dueno: DuenoCalendario): Promise<EnlaceCalendario> {
  const e = await findEnlace(ctx.db, dueno);
  if (!e) return { url: null, urlWeb: null };
  return enlaces(ctx.appUrl, tokenCalendario(ctx.clave, dueno, e.generacion));
}

/** POST …/regenerar: the next generation's link; the previous token's hash is overwritten (its URL 404s). */
export async function regenerarEnlace(
  ctx: ContextoCalendario,
  dueno: DuenoCalendario,
): Promise<EnlaceCalendario> {
  const token = await ctx.db.transaction(async (tx) => {
    const generacion = await siguienteGeneracion(tx, dueno);
    const t = tokenCalendario(ctx.clave, dueno, generacion);
    await guardarEnlace(tx, dueno, generacion, hashToken(t));
    return t;
  });
  return enlaces(ctx.appUrl, token);
}

/**
 * A teacher's event title: the group, and its school unless the group's name already says it (offices
 * name groups with the school's alias: 'Robótica Kids I · San Fernando' at 'CEIP San Fernando').
 */
export function tituloParaProfesor(grupo: string, colegio: string, alias: string): string {
  const g = plegar(grupo);
  return [colegio, alias].some((n) => n.trim() && g.includes(plegar(n.trim())))
    ? grupo
    : `${grupo} · ${colegio}`;
}

const MOTIVO_SIN_INDICAR = 'no se ha indicado';

function aEvento(s: SesionDeFeed, titulo: string): SesionFeed {
  const cancelada = s.estado === 'cancelada';
  const partes = [`Clase del grupo ${s.grupo} en ${s.colegio}.`];
  if (s.profesor) partes.push(`Profesor: ${s.profesor}.`);
  if (cancelada) partes.unshift(`Clase cancelada. Motivo: ${s.observaciones?.trim() || MOTIVO_SIN_INDICAR}.`);
  return {
    id: s.id,
    fecha: s.fecha,
    duracionHoras: Number(s.duracion),
    cancelada,
    revision: s.revision,
    actualizada: s.actualizada,
    titulo,
    descripcion: partes.join('\n'),
    lugar: `${s.colegio}, ${s.direccion}`,
  };
}

/** The feed of a link's owner, from the start of this school year; only what the owner may see. */
export async function feedDe(
  ctx: Pick<ContextoCalendario, 'db' | 'appUrl'>,
  dueno: DuenoCalendario,
  hoy: string,
): Promise<string | undefined> {
  const desde = rangoCursoEscolar(cursoEscolarDe(hoy)).desde;
  const dominio = new URL(ctx.appUrl).hostname;
  let nombre: string;
  let sesiones: SesionFeed[];
  let colegioIds: number[];
  if (dueno.tipo === 'colegio') {
    const colegio = await existeColegio(ctx.db, dueno.colegioId);
    if (!colegio) return undefined;
    const filas = await sesionesDeColegio(ctx.db, desde, dueno.colegioId);
    nombre = `RoboEscuela · ${colegio.nombre}`;
    sesiones = filas.map((s) => aEvento(s, s.profesor ? `${s.grupo} · ${s.profesor}` : s.grupo));
    colegioIds = [dueno.colegioId];
  } else if (dueno.tipo === 'familia') {
    const hijos = await listHijosEnGrupo(ctx.db, dueno.usuarioId);
    const porGrupo = new Map<number, string[]>();
    for (const h of hijos)
      if (h.grupoId !== null) porGrupo.set(h.grupoId, [...(porGrupo.get(h.grupoId) ?? []), h.nombre!]);
    const filas = porGrupo.size ? await sesionesDeGrupos(ctx.db, desde, [...porGrupo.keys()]) : [];
    nombre = 'RoboEscuela · Clases';
    sesiones = filas.map((s) => aEvento(s, `${unirNombres(porGrupo.get(s.grupoId)!)} · ${s.grupo}`));
    colegioIds = [
      ...filas.map((s) => s.colegioId),
      ...hijos.flatMap((h) => (h.colegioPadre ? [h.colegioPadre] : [])),
    ];
  } else {
    const filas = await sesionesDeProfesor(ctx.db, desde, dueno.usuarioId);
    nombre = 'RoboEscuela · Mis clases';
    sesiones = filas.map((s) => aEvento(s, tituloParaProfesor(s.grupo, s.colegio, s.colegioAlias)));
    colegioIds = filas.map((s) => s.colegioId);
  }
  const festivos = await festivosDe(ctx.db, desde, [...new Set(colegioIds)]);
  return generarFeed({ nombre, dominio, sesiones, festivos });
}
