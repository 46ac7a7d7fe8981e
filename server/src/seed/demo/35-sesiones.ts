/**
 * A term of classes around today (DESIGN.md §3–§4): the official holidays of this school year and the
 * next, the Christmas and Easter breaks for every school, then the generation rule over the last eight
 * and the next eight weeks (holidays skipped). Past sessions are completada with the teacher's attendance;
 * the next step adds the students' attendance. Idempotent: generation and the inserts keep what exists.
 */
import Holidays from 'date-holidays';
import { sql } from 'drizzle-orm';
import { cursoEscolarDe, sumarDias } from '@escuela/shared';
import { asistenciasProfesores, grupos, sesiones } from '../../db/schema/index';
import { cargarFestivosOficiales } from '../../modulos/festivos/festivos-oficiales';
import { insertRangoFestivos } from '../../modulos/festivos/festivos.repository';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { generar } from '../../modulos/sesiones/sesiones.service';
import { finTrimestre, inicioTrimestre } from './fechas';
import type { PasoDemo } from './index';

function juevesSanto(anio: number): string | undefined {
  const h = new Holidays('ES', 'MD', { types: ['public'] })
    .getHolidays(anio)
    .find((x) => x.name.startsWith('Jueves Santo'));
  return h?.date.slice(0, 10);
}

export const paso: PasoDemo = {
  nombre: 'Festivos y sesiones del trimestre',
  async run(db) {
    const hoy = hoyEscuela();
    await cargarFestivosOficiales(db, hoy);
    const curso = cursoEscolarDe(hoy);
    await insertRangoFestivos(db, {
      desde: `${curso}-12-23`,
      hasta: `${curso + 1}-01-07`,
      nombre: 'Vacaciones de Navidad',
      colegioId: null,
    });
    const jueves = juevesSanto(curso + 1);
    if (jueves) {
      await insertRangoFestivos(db, {
        desde: sumarDias(jueves, -6),
        hasta: sumarDias(jueves, 4),
        nombre: 'Vacaciones de Semana Santa',
        colegioId: null,
      });
    }

    await generar(db, { fechaInicio: inicioTrimestre(), fechaFin: finTrimestre() });
    await db.execute(sql`
      update ${sesiones} set estado = 'completada'
      where estado = 'planificada' and fecha < ${`${hoy} 00:00:00`}::timestamp`);
    await db.execute(sql`
      insert into ${asistenciasProfesores} (sesion_id, profesor_id, asistio)
      select s.id, g.profesor_id, true
      from ${sesiones} s join ${grupos} g on g.id = s.grupo_id
      where s.estado = 'completada' and s.fecha < ${`${hoy} 00:00:00`}::timestamp
      on conflict (sesion_id, profesor_id) do nothing`);
  },
};
