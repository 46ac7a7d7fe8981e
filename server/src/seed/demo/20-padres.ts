/**
 * The demo family: the tutor account of `CUENTAS_DEMO.tutor` (verified, with its parent record) and two
 * children in groups of their school since the term began, each with a teacher's observation. Uses the school and groups of
 * the gestión step when present, else the first school and its groups, else leaves them unlinked.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alumnos, colegios, grupos, observaciones, padres } from '../../db/schema/index';
import { registrarMatriculas } from '../../modulos/alumnos/matriculas.service';
import { findUsuarioByEmail } from '../../modulos/usuarios/usuarios.repository';
import { crearUsuario } from '../../modulos/usuarios/usuarios.service';
import { CUENTAS_DEMO, DEMO_PASSWORD } from './cuentas';
import { inicioTrimestre } from './fechas';
import type { PasoDemo } from './index';

const COLEGIO = 'CEIP San Fernando';
const HIJOS = [
  {
    nombre: 'Pablo',
    curso: '2',
    letra: 'A',
    fechaNacimiento: '2018-04-12',
    grupo: 'Robótica Kids I · San Fernando',
    observacion: 'Pablo trabaja muy bien en equipo y ya monta solo los circuitos básicos.',
  },
  {
    nombre: 'Lucía',
    curso: '5',
    letra: 'B',
    fechaNacimiento: '2015-09-30',
    grupo: 'Programación Kids III · San Fernando',
    observacion: 'Lucía ha terminado su primer videojuego en Scratch. ¡Muy creativa!',
  },
];

async function colegioYGrupos(db: Db, ids: Record<string, number>) {
  const colegioId =
    ids[`colegio:${COLEGIO}`] ??
    (await db.select({ id: colegios.id }).from(colegios).orderBy(asc(colegios.id)).limit(1))[0]?.id ??
    null;
  const delColegio = colegioId
    ? await db
        .select({ id: grupos.id })
        .from(grupos)
        .where(eq(grupos.colegioId, colegioId))
        .orderBy(asc(grupos.id))
    : [];
  const grupoIds = HIJOS.map((h, i) => ids[`grupo:${h.grupo}`] ?? delColegio[i]?.id ?? null);
  return { colegioId, grupoIds };
}

export const paso: PasoDemo = {
  nombre: 'Familia de demostración',
  async run(db, ctx) {
    const cuenta = CUENTAS_DEMO.tutor;
    const usuario =
      (await findUsuarioByEmail(db, cuenta.email)) ??
      (await crearUsuario(db, { ...cuenta, rol: 'tutor', password: DEMO_PASSWORD, emailVerificado: true }));
    ctx.ids[`usuario:${cuenta.email}`] = usuario.id;
    ctx.cuentas.push({ rol: 'tutor', email: cuenta.email });

    const { colegioId, grupoIds } = await colegioYGrupos(db, ctx.ids);
    const [existente] = await db
      .select({ id: padres.id })
      .from(padres)
      .where(eq(padres.usuarioId, usuario.id));
    const padreId =
      existente?.id ??
      (
        await db
          .insert(padres)
          .values({
            usuarioId: usuario.id,
            nombre: cuenta.nombre,
            apellidos: 'Navarro Gil',
            direccion: 'Calle de Alcalá 120, 3º B, 28009 Madrid',
            dni: '12345678Z',
            telefono1: '612345678',
            telefono2: '913456789',
            cuentaBancaria: 'ES9121000418450200051332',
            titularCuenta: `${cuenta.nombre} Navarro Gil`,
            socioAmpa: true,
            colegioId,
          })
          .returning({ id: padres.id })
      )[0]!.id;
    ctx.ids[`padre:${cuenta.email}`] = padreId;

    for (const [i, hijo] of HIJOS.entries()) {
      const grupoId = grupoIds[i] ?? null;
      const [ya] = await db
        .select({ id: alumnos.id })
        .from(alumnos)
        .where(and(eq(alumnos.padreId, padreId), eq(alumnos.nombre, hijo.nombre)));
      if (ya) continue;
      const [alumno] = await db
        .insert(alumnos)
        .values({
          nombre: hijo.nombre,
          apellidos: 'Navarro Gil',
          fechaNacimiento: hijo.fechaNacimiento,
          curso: hijo.curso,
          letra: hijo.letra,
          grupoId,
          padreId,
          telefono1: '612345678',
        })
        .returning({ id: alumnos.id });
      ctx.ids[`alumno:${hijo.nombre} Navarro Gil`] = alumno!.id;
      if (grupoId !== null) {
        await registrarMatriculas(db, [{ alumnoId: alumno!.id, grupoId, desde: inicioTrimestre() }], null);
      }
      await db.insert(observaciones).values({ alumnoId: alumno!.id, grupoId, texto: hijo.observacion });
    }
  },
};
