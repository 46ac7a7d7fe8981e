/**
 * About forty students spread over the demo groups (the first ones are the demo teacher's), some with
 * observaciones and their history, two without a group and two in baja. Their enrolment history
 * (decision 030): most since the term began, a few joined weeks later, one changed group mid-term and
 * the two in baja left it. Idempotent: a student is looked up by name and surnames before it is created.
 */
import { and, asc, eq } from 'drizzle-orm';
import { cursoDeNacimiento, cursoEscolarDe, sumarDias } from '@escuela/shared';
import { alumnos, grupos, niveles, observaciones } from '../../db/schema/index';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { registrarMatriculas } from '../../modulos/alumnos/matriculas.service';
import { inicioTrimestre } from './fechas';
import type { PasoDemo } from './index';

const NOMBRES = [
  ['Lucía', 'Fernández Núñez'],
  ['Hugo', 'García Martín'],
  ['Martina', 'López Sánchez'],
  ['Mateo', 'Pérez Gómez'],
  ['Sofía', 'Rodríguez Díaz'],
  ['Leo', 'Martínez Ruiz'],
  ['Valeria', 'Hernández Jiménez'],
  ['Daniel', 'Moreno Álvarez'],
  ['Julia', 'Muñoz Romero'],
  ['Álvaro', 'Alonso Gutiérrez'],
  ['Paula', 'Navarro Torres'],
  ['Pablo', 'Domínguez Vázquez'],
  ['Emma', 'Ramos Gil'],
  ['Manuel', 'Serrano Blanco'],
  ['Daniela', 'Molina Castro'],
  ['Adrián', 'Ortega Rubio'],
  ['Carla', 'Delgado Marín'],
  ['Álex', 'Sanz Iglesias'],
  ['Alba', 'Núñez Medina'],
  ['Marcos', 'Garrido Cortés'],
  ['Noa', 'Castillo Santos'],
  ['Enzo', 'Lozano Guerrero'],
  ['Vega', 'Cano Prieto'],
  ['Izan', 'Méndez Cruz'],
  ['Olivia', 'Calvo Gallego'],
  ['Íñigo', 'Vidal León'],
  ['Chloe', 'Herrera Márquez'],
  ['Bruno', 'Peña Flores'],
  ['Aitana', 'Cabrera Campos'],
  ['Gael', 'Vega Fuentes'],
  ['Claudia', 'Carrasco Diez'],
  ['Marco', 'Caballero Reyes'],
  ['Lola', 'Nieto Aguilar'],
  ['Thiago', 'Pascual Herrero'],
  ['Jimena', 'Santana Lorenzo'],
  ['Eric', 'Montero Hidalgo'],
  ['Irene', 'Giménez Ibáñez'],
  ['Rodrigo', 'Ferrer Durán'],
  ['Ainhoa', 'Vicente Mora'],
  ['Nicolás', 'Soler Arias'],
] as const;

const OBSERVACIONES = [
  'Muy participativo; ayuda a sus compañeros con el montaje.',
  'Le cuesta concentrarse al final de la sesión. Hablar con la familia.',
  'Ha terminado todos los retos de programación del trimestre.',
  // (A medical condition is safeguarding data, not an observation: see 32-salvaguarda.ts.)
  'Trae ideas propias para los retos; animarle a documentarlas.',
  'Muestra mucho interés por la impresión 3D.',
];
/**
 * The age a child of each level has in the calendar year the school year starts (the public courses'
 * ranges), so a demo Kids III child is 9 and in 4º Primaria, not a 2º ESO teenager.
 */
const EDAD_POR_NIVEL: Record<string, number> = {
  'Preescholers I': 4,
  'Preescholers II': 5,
  'Kids I': 6,
  'Kids II': 8,
  'Kids III': 9,
  'Junior I': 10,
  'Junior II': 12,
  'Junior III': 14,
};
/** Students who joined their group weeks after the term began, one who changed group, the two in baja. */
const SE_INCORPORAN = new Set([3, 11, 19, 27, 35]);
const CAMBIA_DE_GRUPO = 5;
const DE_BAJA = new Set([7, 23]);
const LETRAS = ['A', 'B', 'C'];

export const paso: PasoDemo = {
  nombre: 'Alumnos',
  async run(db, ctx) {
    let grupoIds = Object.entries(ctx.ids)
      .filter(([k]) => k.startsWith('grupo:'))
      .map(([, id]) => id);
    if (grupoIds.length === 0) {
      grupoIds = (await db.select({ id: grupos.id }).from(grupos).orderBy(asc(grupos.id)).limit(10)).map(
        (g) => g.id,
      );
    }
    const nivelDeGrupo = new Map(
      (
        await db
          .select({ id: grupos.id, nivel: niveles.nombre })
          .from(grupos)
          .innerJoin(niveles, eq(niveles.id, grupos.nivelId))
      ).map((g) => [g.id, g.nivel]),
    );
    const hoy = hoyEscuela();
    const inicioCurso = cursoEscolarDe(hoy);
    for (const [i, [nombre, apellidos]] of NOMBRES.entries()) {
      const [ya] = await db
        .select({ id: alumnos.id })
        .from(alumnos)
        .where(and(eq(alumnos.nombre, nombre), eq(alumnos.apellidos, apellidos)));
      if (ya) {
        ctx.ids[`alumno:${nombre} ${apellidos}`] = ya.id;
        continue;
      }
      // The last two have no group yet; two others left the activity.
      const grupoId =
        i >= NOMBRES.length - 2 || grupoIds.length === 0 ? null : grupoIds[i % grupoIds.length]!;
      const observacion = i % 4 === 0 ? OBSERVACIONES[(i / 4) % OBSERVACIONES.length]! : null;
      const edad = EDAD_POR_NIVEL[(grupoId !== null && nivelDeGrupo.get(grupoId)) || ''] ?? 9;
      const nacimiento = `${inicioCurso - edad}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;
      const cuando = new Date(Date.now() - i * 36 * 60 * 60 * 1000);
      const [alumno] = await db
        .insert(alumnos)
        .values({
          nombre,
          apellidos,
          fechaNacimiento: nacimiento,
          curso: cursoDeNacimiento(nacimiento, hoy),
          letra: LETRAS[i % LETRAS.length],
          grupoId,
          telefono1: `6${String(10_000_000 + i * 7_654_321).slice(0, 8)}`,
          observaciones: observacion,
          observacionesUpdatedAt: observacion ? cuando : null,
          estado: DE_BAJA.has(i) ? 'baja' : 'alta',
        })
        .returning({ id: alumnos.id });
      ctx.ids[`alumno:${nombre} ${apellidos}`] = alumno!.id;
      if (grupoId !== null) {
        const alumnoId = alumno!.id;
        const otro = grupoIds[(i + 1) % grupoIds.length]!;
        const pasos: { grupoId: number | null; desde: string }[] = SE_INCORPORAN.has(i)
          ? [{ grupoId, desde: sumarDias(hoy, -17) }]
          : i === CAMBIA_DE_GRUPO && otro !== grupoId
            ? [
                { grupoId: otro, desde: inicioTrimestre() },
                { grupoId, desde: sumarDias(hoy, -28) },
              ]
            : DE_BAJA.has(i)
              ? [
                  { grupoId, desde: inicioTrimestre() },
                  { grupoId: null, desde: sumarDias(hoy, -20) },
                ]
              : [{ grupoId, desde: inicioTrimestre() }];
        for (const paso of pasos) await registrarMatriculas(db, [{ alumnoId, ...paso }], null);
      }
      if (observacion) {
        await db
          .insert(observaciones)
          .values({ alumnoId: alumno!.id, grupoId, fecha: cuando, texto: observacion });
      }
    }
  },
};
