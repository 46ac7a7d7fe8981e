/**
 * What payroll needs: the teachers' own attendance for every past completed session (one absence, and one
 * class Diego covered for Sara, so a substitute shows), and a distance for every teacher–school pair but
 * two of the '0.08' teachers' (Lucía–La Paloma, Pablo–Cervantes), so 'Calcular Nóminas' asks for them:
 * one can be answered and the other skipped. Idempotent through the unique keys: rows already there,
 * and distances the admin has since entered, are kept.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { asistenciasProfesores, distancias, grupos, sesiones } from '../../db/schema/index';
import { CUENTAS_DEMO } from './cuentas';
import type { PasoDemo } from './index';

const SIN_DISTANCIA = [
  [CUENTAS_DEMO.profesor.email, 'Colegio Virgen de la Paloma'],
  ['pablo.ortega@demo.roboescuela.es', 'CEIP Miguel de Cervantes'],
];
const SUSTITUCION = {
  grupo: 'Pequeños inventores · La Paloma',
  sustituto: 'diego.navarro@demo.roboescuela.es',
};
const AUSENCIA = 'Robótica Kids II · La Paloma';

export const paso: PasoDemo = {
  nombre: 'Asistencia del profesorado y distancias',
  async run(db, ctx) {
    const hoy = `${new Date().toISOString().slice(0, 10)} 00:00:00`;
    const pasadas = await db
      .select({ id: sesiones.id, grupoId: sesiones.grupoId, profesorId: grupos.profesorId })
      .from(sesiones)
      .innerJoin(grupos, eq(grupos.id, sesiones.grupoId))
      .where(and(lt(sesiones.fecha, hoy), eq(sesiones.estado, 'completada')))
      .orderBy(asc(sesiones.fecha), asc(sesiones.id));

    // The exceptions first, so the "present" rows below do not take their place.
    const primera = (grupo: string) => pasadas.find((s) => s.grupoId === ctx.ids[`grupo:${grupo}`]);
    const especiales: { sesionId: number; profesorId: number; asistio: boolean }[] = [];
    const cubierta = primera(SUSTITUCION.grupo);
    const sustituto = ctx.ids[`profesor:${SUSTITUCION.sustituto}`];
    if (cubierta && sustituto) {
      especiales.push({ sesionId: cubierta.id, profesorId: cubierta.profesorId, asistio: false });
      especiales.push({ sesionId: cubierta.id, profesorId: sustituto, asistio: true });
    }
    const ausente = primera(AUSENCIA);
    if (ausente) especiales.push({ sesionId: ausente.id, profesorId: ausente.profesorId, asistio: false });
    if (especiales.length) await db.insert(asistenciasProfesores).values(especiales).onConflictDoNothing();

    const filas = pasadas.map((s) => ({ sesionId: s.id, profesorId: s.profesorId, asistio: true }));
    for (let i = 0; i < filas.length; i += 1000) {
      await db
        .insert(asistenciasProfesores)
        .values(filas.slice(i, i + 1000))
        .onConflictDoNothing();
    }

    const profesorIds = Object.entries(ctx.ids).filter(([k]) => k.startsWith('profesor:'));
    const colegioIds = Object.entries(ctx.ids).filter(([k]) => k.startsWith('colegio:'));
    const sinDistancia = new Set(SIN_DISTANCIA.map(([p, c]) => `profesor:${p}|colegio:${c}`));
    const nuevas = profesorIds.flatMap(([pk, profesorId], i) =>
      colegioIds
        .filter(([ck]) => !sinDistancia.has(`${pk}|${ck}`))
        // A stable, plausible one-way distance in km (2 decimals).
        .map(([, colegioId], j) => ({
          profesorId,
          colegioId,
          kilometros: Math.round((2.5 + ((i * 7 + j * 11) % 23) * 1.35) * 100) / 100,
        })),
    );
    if (nuevas.length) await db.insert(distancias).values(nuevas).onConflictDoNothing();
  },
};
