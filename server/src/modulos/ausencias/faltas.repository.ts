/**
 * The unannounced-absence sweep's statements (faltas.ts, decision 038): claim today's unjustified absences
 * with no family notice in the schools that ask for it, once each; then who to tell about them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { sumarDias } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { filasDe } from '../../db/filas';
import {
  alumnos,
  asistencias,
  ausencias,
  colegios,
  faltasNotificadas,
  grupos,
  padres,
  sesiones,
  usuarios,
} from '../../db/schema/index';

export interface FaltaReclamada {
  alumno_id: number;
  sesion_id: number;
}

/**
 * Claims in `faltas_notificadas` (ON CONFLICT DO NOTHING ... RETURNING) every absence of `hoy` marked at
 * least `graciaMin` minutes ago, unjustified, with no notice; answers the ones this call claimed.
 */
export async function reclamarFaltasSinAviso(
  tx: DbOrTx,
  hoy: string,
  graciaMin: number,
): Promise<FaltaReclamada[]> {
  return filasDe<FaltaReclamada>(
    await tx.execute(sql`
        insert into ${faltasNotificadas} (alumno_id, sesion_id)
        select x.alumno_id, x.sesion_id
        from ${asistencias} x
        join ${sesiones} s on s.id = x.sesion_id and s.estado <> 'cancelada'
        join ${grupos} g on g.id = s.grupo_id
        join ${colegios} c on c.id = g.colegio_id and c.avisar_faltas
        where x.fecha_sesion >= ${`${hoy} 00:00:00`} and x.fecha_sesion < ${`${sumarDias(hoy, 1)} 00:00:00`}
          and x.asistio = false and x.justificada = false
          and x.updated_at <= now() - make_interval(mins => ${graciaMin})
          and not exists (select 1 from ${ausencias} a where a.alumno_id = x.alumno_id and a.sesion_id = x.sesion_id)
        on conflict (alumno_id, sesion_id) do nothing
        returning alumno_id, sesion_id`),
  );
}

/** The child, class and the family's active account of each claimed absence. */
export async function listDetallesFaltas(tx: DbOrTx, reclamadas: readonly FaltaReclamada[]) {
  return tx
    .select({
      alumnoId: alumnos.id,
      alumno: alumnos.nombre,
      sesionId: sesiones.id,
      fecha: sesiones.fecha,
      grupo: grupos.nombre,
      colegio: colegios.nombre,
      email: usuarios.email,
    })
    .from(alumnos)
    .innerJoin(padres, eq(padres.id, alumnos.padreId))
    .innerJoin(usuarios, and(eq(usuarios.id, padres.usuarioId), eq(usuarios.activo, true)))
    .innerJoin(sesiones, inArray(sesiones.id, [...new Set(reclamadas.map((r) => r.sesion_id))]))
    .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
    .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
    .where(
      sql`(${alumnos.id}, ${sesiones.id}) in (${sql.join(
        reclamadas.map((r) => sql`(${r.alumno_id}::int, ${r.sesion_id}::int)`),
        sql`, `,
      )})`,
    );
}
