/**
 * Small direct inserts for the parents' tests: schools, a teacher, groups, sessions, activities,
 * attendance and observations, plus a signed-in family. Kept apart from the shared factories so these
 * tests do not wait on the schools/groups services.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import {
  actividades,
  alumnos,
  asistencias,
  colegios,
  grupos,
  materiales,
  niveles,
  observaciones,
  padres,
  profesores,
  sesiones,
} from '../src/db/schema/index';
import { crearUsuario } from '../src/modulos/usuarios/usuarios.service';
import { PASSWORD_PRUEBA, cookieDe } from './factories';

let n = 0;
const sig = () => `${++n}-${Date.now()}`;

export async function insertColegio(db: Db, nombre = `Colegio ${sig()}`) {
  const [c] = await db
    .insert(colegios)
    .values({
      nombre,
      alias: nombre.slice(0, 10),
      direccion: 'Calle 1',
      telefono: '910000000',
      contactoResponsable: 'Dir',
    })
    .returning();
  return c!;
}

export async function insertGrupo(db: Db, colegioId: number, nombre = `Grupo ${sig()}`) {
  const [nivel] = await db.select().from(niveles).where(eq(niveles.orden, 3));
  const [profesor] = await db
    .insert(profesores)
    .values({
      nombre: 'Profe',
      apellidos: 'Prueba',
      email: `profe-${sig()}@prueba.es`,
      telefono: '600000000',
      direccion: 'Calle 2',
      numeroCuenta: 'ES9121000418450200051332',
      fechaAlta: '2024-09-01',
    })
    .returning();
  const [g] = await db
    .insert(grupos)
    .values({ nombre, nivelId: nivel!.id, colegioId, profesorId: profesor!.id, horario: '1@16:00' })
    .returning();
  return g!;
}

/** A session `dias` days from now (negative: past) at 16:00 school time. */
export async function insertSesion(
  db: Db,
  grupoId: number,
  dias: number,
  extra: { estado?: 'planificada' | 'completada' | 'cancelada'; actividad?: string } = {},
) {
  const d = new Date(Date.now() + dias * 86_400_000);
  const fecha = `${d.toISOString().slice(0, 10)} 16:00:00`;
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

export async function insertHijo(db: Db, padreId: number, grupoId: number | null, nombre = 'Hijo') {
  const [a] = await db
    .insert(alumnos)
    .values({ nombre, apellidos: 'Prueba', curso: '3', letra: 'A', grupoId, padreId, telefono1: '600111222' })
    .returning();
  return a!;
}

/** A verified tutor with a parent record in the school, signed in. */
export async function crearFamilia(app: FastifyInstance, db: Db, colegioId: number, nombre = 'Padre') {
  const usuario = await crearUsuario(db, {
    nombre,
    email: `familia-${sig()}@prueba.es`,
    rol: 'tutor',
    password: PASSWORD_PRUEBA,
  });
  const [padre] = await db
    .insert(padres)
    .values({
      usuarioId: usuario.id,
      nombre,
      apellidos: 'Apellido',
      direccion: 'Calle Mayor 1',
      dni: '12345678Z',
      telefono1: '600000001',
      cuentaBancaria: 'ES9121000418450200051332',
      titularCuenta: nombre,
      colegioId,
    })
    .returning();
  return { usuario, padre: padre!, cookie: await cookieDe(app, usuario.email) };
}
