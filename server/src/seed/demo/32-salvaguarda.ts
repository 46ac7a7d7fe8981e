/**
 * Consents and safeguarding data of the demo (DESIGN.md §10): the demo family's children have decided
 * some consents (Pablo's image for the school and the families, Lucía's refused; the rest pending, so
 * the portal shows its banner) and Pablo has a nut allergy and an authorised grandmother, so the
 * teacher's attendance screen shows the badges. A student of the office's list carries the latex allergy
 * the demo used to type into her observation. Students created by the office have every consent pending.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { VERSIONES_CONSENTIMIENTO, edadEn } from '@escuela/shared';
import type { Db } from '../../db/client';
import { alumnos, consentimientos, padres, salvaguardas } from '../../db/schema/index';
import { reemplazarSalvaguarda } from '../../modulos/consentimientos/consentimientos.repository';
import { identidadAlumno } from '../../modulos/alumnos/alumnos.repository';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { CUENTAS_DEMO } from './cuentas';
import type { PasoDemo } from './index';

const SALUD: Record<string, Parameters<typeof reemplazarSalvaguarda>[2]> = {
  'Pablo Navarro Gil': {
    alergias: [
      {
        tipo: 'Alergia',
        descripcion: 'Frutos secos',
        actuacion: 'No darle nada que los contenga. Si hay reacción, llamar al 112 y a la familia.',
      },
    ],
    recogida: [
      { nombre: 'Carmen Gil Ortega', dni: '00000000T', parentesco: 'Abuela', telefono: '611223344' },
    ],
    salirSolo: false,
  },
  'Lucía Navarro Gil': { alergias: [], recogida: [], salirSolo: true },
  'Emma Ramos Gil': {
    alergias: [
      {
        tipo: 'Alergia',
        descripcion: 'Látex',
        actuacion: 'Avisar antes de usar guantes; no usar guantes de látex.',
      },
    ],
    recogida: [],
    salirSolo: false,
  },
};

type Decision = boolean | { interno: boolean; familias: boolean; web: boolean };
const DECISIONES: Record<string, [keyof typeof VERSIONES_CONSENTIMIENTO, Decision][]> = {
  'Pablo Navarro Gil': [
    ['privacidad', true],
    ['imagen', { interno: true, familias: true, web: false }],
  ],
  'Lucía Navarro Gil': [
    ['privacidad', true],
    ['imagen', { interno: false, familias: false, web: false }],
    ['salida', true],
  ],
};

export const paso: PasoDemo = {
  nombre: 'Consentimientos y salud',
  async run(db: Db, ctx) {
    const nombres = Object.keys(SALUD);
    const filas = await db
      .select({
        ...identidadAlumno,
        padreId: alumnos.padreId,
      })
      .from(alumnos)
      .where(
        inArray(
          alumnos.nombre,
          nombres.map((n) => n.split(' ')[0]!),
        ),
      );
    const usuarioTutor = ctx.ids[`usuario:${CUENTAS_DEMO.tutor.email}`] ?? null;
    const [padreDemo] = usuarioTutor
      ? await db.select({ id: padres.id }).from(padres).where(eq(padres.usuarioId, usuarioTutor))
      : [];
    for (const nombre of nombres) {
      const alumno = filas.find((f) => `${f.nombre} ${f.apellidos}` === nombre);
      if (!alumno) continue;
      const [ya] = await db
        .select({ id: salvaguardas.alumnoId })
        .from(salvaguardas)
        .where(eq(salvaguardas.alumnoId, alumno.id));
      if (ya) continue;
      await reemplazarSalvaguarda(db, alumno.id, SALUD[nombre]!, null);
      const decisiones = DECISIONES[nombre];
      if (!decisiones || !padreDemo || alumno.padreId !== padreDemo.id) continue;
      const [decidido] = await db
        .select({ id: consentimientos.id })
        .from(consentimientos)
        .where(and(eq(consentimientos.alumnoId, alumno.id)));
      if (decidido) continue;
      const edad = alumno.fechaNacimiento ? edadEn(alumno.fechaNacimiento, hoyEscuela()) : null;
      await db.insert(consentimientos).values(
        decisiones.map(([tipo, decision]) => ({
          alumnoId: alumno.id,
          padreId: padreDemo.id,
          usuarioId: usuarioTutor,
          tipo,
          version: VERSIONES_CONSENTIMIENTO[tipo],
          decision,
          edadAlumno: edad,
        })),
      );
    }
  },
};
