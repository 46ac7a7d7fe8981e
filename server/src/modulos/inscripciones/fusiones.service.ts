/**
 * The merge tool for a child recorded twice (decision 040). The office keeps one record and folds the
 * duplicate into it, in one transaction with both rows locked: the attendance moves (for a session both
 * have, the kept record's stays), the observations' history moves whole, the enrolments that do not
 * overlap the kept record's move, blank fields (birth date, DNI, phones, family…) are filled from the
 * duplicate, and a history row says who merged what and when. Two families' children are never merged.
 */
import { moverConsentimientosYSalvaguarda } from '../consentimientos/consentimientos.repository';
import {
  mensajesError,
  mensajesFusion,
  type FusionAlumno,
  type FusionarAlumnosInput,
  type ResultadoFusion,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import type { Alumno as AlumnoBd } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { deleteAlumno, updateAlumno } from '../alumnos/alumnos.repository';
import {
  contarAsistencias,
  existeAlumno,
  findAlumnosBloqueando,
  findMatriculaAbierta,
  insertFusion,
  listFusiones,
  moverAsistencias,
  moverInscripciones,
  moverMatriculas,
  moverObservaciones,
} from './fusiones.repository';

/** The kept record's text, the duplicate's when the kept one has none, both when they differ. */
export function unirObservaciones(conservado: string | null, duplicado: string | null): string | null {
  const a = conservado?.trim() ? conservado : null;
  const b = duplicado?.trim() ? duplicado : null;
  if (!a || !b || a.trim() === b.trim()) return a ?? b;
  return `${a}\n\n${b}`;
}

/** The fields the kept record lacks, taken from the duplicate. */
function completar(c: AlumnoBd, d: AlumnoBd) {
  const observaciones = unirObservaciones(c.observaciones, d.observaciones);
  const fechas = [c.observacionesUpdatedAt, d.observacionesUpdatedAt].filter((f): f is Date => f !== null);
  return {
    fechaNacimiento: c.fechaNacimiento ?? d.fechaNacimiento,
    curso: c.curso ?? d.curso,
    letra: c.letra ?? d.letra,
    telefono1: c.telefono1 ?? d.telefono1,
    telefono2: c.telefono2 ?? d.telefono2,
    dni: c.dni ?? d.dni,
    cuenta: c.cuenta ?? d.cuenta,
    padreId: c.padreId ?? d.padreId,
    observaciones,
    observacionesUpdatedAt: fechas.length ? new Date(Math.max(...fechas.map((f) => f.getTime()))) : null,
  };
}

export async function fusionarAlumnos(
  db: Db,
  autorId: number,
  conservadoId: number,
  { duplicadoId }: FusionarAlumnosInput,
): Promise<ResultadoFusion> {
  if (duplicadoId === conservadoId) {
    throw new AppError('bad_request', mensajesFusion.mismoAlumno, { field: 'duplicadoId' });
  }
  return db.transaction(async (tx) => {
    const filas = await findAlumnosBloqueando(tx, [conservadoId, duplicadoId]);
    const conservado = filas.find((f) => f.id === conservadoId);
    const duplicado = filas.find((f) => f.id === duplicadoId);
    if (!conservado) throw new AppError('not_found', mensajesError.noEncontrado);
    if (!duplicado) {
      throw new AppError('bad_request', mensajesFusion.duplicadoNoExiste, { field: 'duplicadoId' });
    }
    if (
      conservado.padreId !== null &&
      duplicado.padreId !== null &&
      conservado.padreId !== duplicado.padreId
    ) {
      throw new AppError('conflict', mensajesFusion.otraFamilia);
    }
    const asistenciasDuplicado = await contarAsistencias(tx, duplicadoId);
    const asistencias = await moverAsistencias(tx, conservadoId, duplicadoId);
    const observaciones = await moverObservaciones(tx, conservadoId, duplicadoId);
    const abiertaAntes = await findMatriculaAbierta(tx, conservadoId);
    const matriculas = await moverMatriculas(tx, conservadoId, duplicadoId);
    const abierta = abiertaAntes ? undefined : await findMatriculaAbierta(tx, conservadoId);
    // The duplicate's row goes first: the DNI or family the kept record takes from it is then free.
    await moverInscripciones(tx, conservadoId, duplicadoId);
    await moverConsentimientosYSalvaguarda(tx, conservadoId, duplicadoId);
    await deleteAlumno(tx, duplicadoId);
    await updateAlumno(tx, conservadoId, {
      ...completar(conservado, duplicado),
      // An open enrolment the kept record did not have: it is in that group now.
      ...(abierta ? { grupoId: abierta.grupoId, estado: 'alta' as const } : {}),
    });
    const movidas = {
      asistencias,
      asistenciasDescartadas: asistenciasDuplicado - asistencias,
      observaciones,
      matriculas,
    };
    await insertFusion(tx, {
      conservadoId,
      eliminadoId: duplicadoId,
      eliminado: {
        nombre: duplicado.nombre,
        apellidos: duplicado.apellidos,
        fechaNacimiento: duplicado.fechaNacimiento,
        padreId: duplicado.padreId,
      },
      movidas,
      autorId,
    });
    return { message: mensajesFusion.fusionado, alumnoId: conservadoId, movidas };
  });
}

/** The merges into a student (404 for an unknown student). */
export async function historialFusiones(db: Db, alumnoId: number): Promise<FusionAlumno[]> {
  const filas = await listFusiones(db, alumnoId);
  if (!filas.length) {
    if (!(await existeAlumno(db, alumnoId))) throw new AppError('not_found', mensajesError.noEncontrado);
  }
  return filas.map((f) => ({
    id: f.id,
    eliminado: {
      id: f.eliminadoId,
      nombre: f.eliminado.nombre,
      apellidos: f.eliminado.apellidos,
      fechaNacimiento: f.eliminado.fechaNacimiento,
    },
    movidas: f.movidas,
    autor: f.autor,
    fecha: f.fecha.toISOString(),
  }));
}
