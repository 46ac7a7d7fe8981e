/** The family's side of places (issue 26): its offers and waiting places, and asking for a baja. */
import {
  fechaEfectivaBaja,
  mensajesError,
  mensajesPlazas,
  type EsperaPadre,
  type OfertaPadre,
  type PlazasCurso,
  NIVELES_DE_CURSO,
  type SolicitarBaja,
} from '@escuela/shared';
import { textoDeFechaEs } from '@escuela/shared/common/entrada-es';
import type { CursoSlug } from '@escuela/shared/cursos/curso-slugs';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { conConflictoUnico } from '../../lib/postgres-errores';
import { findPadreDeUsuario, listAlumnosDePadre } from '../padres/padres.repository';
import { findBajaPendiente, insertBaja, listEsperaDePadre, listPlazasDeNiveles } from './plazas.repository';

/** GET /api/cursos/:slug/plazas: an unknown course answers 404. */
export async function plazasDeCurso(db: Db, slug: string): Promise<PlazasCurso> {
  if (!Object.hasOwn(NIVELES_DE_CURSO, slug)) throw new AppError('not_found', mensajesError.noEncontrado);
  const filas = await listPlazasDeNiveles(db, NIVELES_DE_CURSO[slug as CursoSlug]);
  const porColegio = new Map<number, PlazasCurso[number]>();
  for (const f of filas) {
    const c = porColegio.get(f.colegioId) ?? { colegio: { id: f.colegioId, nombre: f.colegio }, grupos: [] };
    c.grupos.push({ id: f.id, nombre: f.nombre, horario: f.horario, plazasLibres: f.plazasLibres });
    porColegio.set(f.colegioId, c);
  }
  return [...porColegio.values()];
}

const iso = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).toISOString();

async function esperasDe(db: Db, usuarioId: number) {
  const padre = await findPadreDeUsuario(db, usuarioId);
  return padre ? listEsperaDePadre(db, padre.id) : [];
}

/** GET /api/padres/ofertas: the live offers (an expired one the job has not closed yet is left out). */
export async function ofertasDePadre(db: Db, usuarioId: number, ahora = new Date()): Promise<OfertaPadre[]> {
  return (await esperasDe(db, usuarioId))
    .filter((e) => e.estado === 'ofrecida' && e.caduca && new Date(e.caduca) > ahora)
    .map((e) => ({
      id: e.id,
      grupo: { id: e.grupoId, nombre: e.grupo },
      alumno: { id: e.alumnoId, nombre: e.alumno },
      caduca: iso(e.caduca!),
    }));
}

/** GET /api/padres/lista-espera. */
export async function esperasDePadre(db: Db, usuarioId: number): Promise<EsperaPadre[]> {
  return (await esperasDe(db, usuarioId)).map((e) => ({
    id: e.id,
    grupo: { id: e.grupoId, nombre: e.grupo },
    alumno: { id: e.alumnoId, nombre: e.alumno },
    posicion: e.posicion,
    estado: e.estado,
  }));
}

/**
 * POST /api/padres/bajas: the baja waits for its effective date (the terms' 15-day rule); the job then
 * takes the child out of the group and the place goes to the waiting list.
 */
export async function solicitarBaja(db: Db, usuarioId: number, datos: SolicitarBaja) {
  const padre = await findPadreDeUsuario(db, usuarioId);
  const [alumno] = padre ? await listAlumnosDePadre(db, padre.id, datos.alumnoId) : [];
  if (!padre || !alumno) throw new AppError('not_found', mensajesError.noEncontrado);
  if (!alumno.grupoId) throw new AppError('bad_request', mensajesPlazas.bajaSinGrupo, { field: 'alumnoId' });
  const fechaEfectiva = fechaEfectivaBaja(hoyEscuela(), datos.fecha);
  const conflicto = () => new AppError('conflict', mensajesPlazas.bajaYaSolicitada, { field: 'alumnoId' });
  if (await findBajaPendiente(db, alumno.id)) throw conflicto();
  await conConflictoUnico(
    () =>
      insertBaja(db, {
        alumnoId: alumno.id,
        grupoId: alumno.grupoId,
        fechaSolicitada: datos.fecha,
        fechaEfectiva,
        autorId: usuarioId,
      }),
    conflicto,
  );
  return { message: mensajesPlazas.bajaSolicitada(textoDeFechaEs(fechaEfectiva)), fechaEfectiva };
}
