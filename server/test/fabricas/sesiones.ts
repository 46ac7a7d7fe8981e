/** Class sessions and what happens in them (attendance, observations, an activity): bare rows. */
import { sumarDias } from '@escuela/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { hoyEscuela } from '../../src/lib/fecha-escuela';
import {
  actividades,
  asistencias,
  materiales,
  niveles,
  observaciones,
  sesiones,
} from '../../src/db/schema/index';

/** A session `dias` days from now (negative: past) at 16:00 school time. */
export async function insertSesion(
  db: Db,
  grupoId: number,
  dias: number,
  extra: { estado?: 'planificada' | 'completada' | 'cancelada'; actividad?: string } = {},
) {
  // The day on the school's calendar, as the server reads it: a UTC day is yesterday's from 23:00 UTC
  // to midnight in Madrid's winter (a cancellation of "today's" class then waited for quiet hours to end).
  const fecha = `${sumarDias(hoyEscuela(), dias)} 16:00:00`;
  let actividadId: number | null = null;
  if (extra.actividad) {
    const [nivel] = await db.select().from(niveles).where(eq(niveles.orden, 3));
    const [material] = await db
      .insert(materiales)
      .values({ descripcion: `Kit ${extra.actividad}`, total: 10 })
      .returning();
    const [a] = await db
      .insert(actividades)
      .values({
        titulo: extra.actividad,
        nivelId: nivel!.id,
        material1Id: material!.id,
        cantidad1: 1,
        observaciones: `Descripción de ${extra.actividad}`,
      })
      .returning();
    actividadId = a!.id;
  }
  const [s] = await db
    .insert(sesiones)
    .values({ grupoId, fecha, estado: extra.estado ?? 'planificada', actividadId })
    .returning();
  return s!;
}

export async function insertAsistencia(
  db: Db,
  alumnoId: number,
  sesion: { id: number; grupoId: number; fecha: string },
  asistio: boolean,
  justificada = false,
) {
  await db.insert(asistencias).values({
    alumnoId,
    grupoId: sesion.grupoId,
    sesionId: sesion.id,
    fechaSesion: sesion.fecha,
    asistio,
    justificada,
    observaciones: asistio ? null : 'Avisó por teléfono',
  });
}

export async function insertObservacion(db: Db, alumnoId: number, grupoId: number, texto: string) {
  await db.insert(observaciones).values({ alumnoId, grupoId, texto });
}
