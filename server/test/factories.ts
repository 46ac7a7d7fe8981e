/**
 * Test data. Users, schools, teachers and groups are created through their services, the way the
 * product creates them; the parents' portal rows (sessions, activities, attendance, families) are small
 * direct inserts.
 */
import { asc, eq } from 'drizzle-orm';
import {
  ROLES,
  type GuardarColegio,
  type GuardarProfesor,
  type RegistroPadreInput,
  type Rol,
} from '@escuela/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import {
  actividades,
  alumnos,
  asistencias,
  colegios,
  grupos,
  materiales,
  matriculas,
  niveles,
  observaciones,
  padres,
  profesores,
  sesiones,
} from '../src/db/schema/index';
import { crearColegio } from '../src/modulos/colegios/colegios.service';
import { crearGrupo, listarNiveles } from '../src/modulos/grupos/grupos.service';
import { crearProfesor } from '../src/modulos/profesores/profesores.service';
import { crearUsuario } from '../src/modulos/usuarios/usuarios.service';

let secuencia = 0;
export const PASSWORD_PRUEBA = 'Prueba#2026seguro';

export async function crearUsuarioDePrueba(
  db: Db,
  rol: Rol,
  datos: { email?: string; nombre?: string } = {},
) {
  secuencia += 1;
  const email = datos.email ?? `${rol}${secuencia}-${Date.now()}@prueba.es`;
  return crearUsuario(db, {
    nombre: datos.nombre ?? `${rol} ${secuencia}`,
    email,
    rol,
    password: PASSWORD_PRUEBA,
  });
}

/** Signs in through the API and returns the `cookie` header for later requests. */
export async function cookieDe(
  app: FastifyInstance,
  email: string,
  password = PASSWORD_PRUEBA,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login de ${email} falló: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  return `sid=${cookie!.value}`;
}

export type RolOAnonimo = Rol | 'anonimo';
/** From the least to the most privileged (ROLES runs the other way). */
export const TODOS_LOS_ROLES: RolOAnonimo[] = ['anonimo', ...[...ROLES].reverse()];

/** One signed-in user per role, with its cookie (anonimo has none). */
export async function sesionesPorRol(app: FastifyInstance, db: Db) {
  const cookies: Record<RolOAnonimo, string | undefined> = { anonimo: undefined } as never;
  const usuarios: Partial<Record<Rol, Awaited<ReturnType<typeof crearUsuarioDePrueba>>>> = {};
  for (const rol of [...ROLES].reverse()) {
    const usuario = await crearUsuarioDePrueba(db, rol);
    usuarios[rol] = usuario;
    cookies[rol] = await cookieDe(app, usuario.email);
  }
  return { cookies, usuarios };
}

// ── Schools, teachers and groups (issue 5), built on their services ──────────────────────────────

export async function crearColegioDePrueba(db: Db, datos: Partial<GuardarColegio> = {}) {
  secuencia += 1;
  return crearColegio(db, {
    nombre: `Colegio de Prueba ${secuencia}`,
    alias: `CP${secuencia}`,
    direccion: `Calle de Prueba ${secuencia}, Madrid`,
    telefono: '910000000',
    contactoResponsable: 'Dirección',
    convenio: null,
    ...datos,
  });
}

/**
 * A teacher; with `{ conCuenta: true }` also a `profesor` user with the same e-mail, which the product
 * links (`profesores.usuario_id`) as it creates it, so `cookieDe(app, profesor.email)` signs in as that
 * teacher.
 */
export async function crearProfesorDePrueba(
  db: Db,
  datos: Partial<GuardarProfesor> & { conCuenta?: boolean } = {},
) {
  const { conCuenta, ...campos } = datos;
  secuencia += 1;
  const profesor = await crearProfesor(db, {
    nombre: `Profesor ${secuencia}`,
    apellidos: 'De Prueba',
    email: `profe${secuencia}-${Date.now()}@prueba.es`,
    telefono: '600000000',
    direccion: 'Calle Mayor 1, Madrid',
    especializacion: ['Kids I'],
    horarioPreferido: 'tarde',
    carnetConducir: false,
    coche: false,
    numeroCuenta: 'ES9121000418450200051332',
    fechaAlta: '2024-09-01',
    fechaBaja: null,
    salario: 15,
    desplazamiento: '0',
    observaciones: null,
    ...campos,
  });
  if (!conCuenta) return { ...profesor, usuarioId: null as number | null };
  const usuario = await crearUsuarioDePrueba(db, 'profesor', {
    email: profesor.email,
    nombre: profesor.nombre,
  });
  return { ...profesor, usuarioId: usuario.id as number | null };
}

/** A group (default: the first level, Monday and Wednesday at 16:00, one hour). */
export async function crearGrupoDePrueba(
  db: Db,
  datos: {
    colegioId: number;
    profesorId: number;
    nivelId?: number;
    horario?: string;
    nombre?: string;
    duracion?: number;
  },
) {
  secuencia += 1;
  const nivelId = datos.nivelId ?? (await listarNiveles(db))[0]!.id;
  return crearGrupo(db, {
    nombre: datos.nombre ?? `Grupo de Prueba ${secuencia}`,
    nivelId,
    duracion: datos.duracion ?? 1,
    horario: datos.horario ?? '1@16:00,3@16:00',
    colegioId: datos.colegioId,
    profesorId: datos.profesorId,
  });
}

// ── The parents' portal (issue 4): direct inserts ───────────────────────────────────────────────

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

/** A day before any session a test makes: "in the group all along". */
export const DESDE_SIEMPRE = '2000-01-01';

/**
 * An enrolment row (decision 030), for students inserted directly: in `grupoId` from `desde` (included)
 * to `hasta` (excluded; null = still there).
 */
export async function matricular(
  db: Db,
  alumnoId: number,
  grupoId: number,
  desde = DESDE_SIEMPRE,
  hasta: string | null = null,
) {
  await db.insert(matriculas).values({ alumnoId, grupoId, desde, hasta });
}

/** A student's enrolment history, oldest first, as [grupoId, desde, hasta] rows. */
export async function historialMatriculas(db: Db, alumnoId: number) {
  const filas = await db
    .select({ grupoId: matriculas.grupoId, desde: matriculas.desde, hasta: matriculas.hasta })
    .from(matriculas)
    .where(eq(matriculas.alumnoId, alumnoId))
    .orderBy(asc(matriculas.desde));
  return filas.map((m) => [m.grupoId, m.desde, m.hasta] as const);
}

/** A child of the family, in `grupoId` (enrolled since `desde`) or in none. */
export async function insertHijo(
  db: Db,
  padreId: number,
  grupoId: number | null,
  nombre = 'Hijo',
  desde = DESDE_SIEMPRE,
) {
  const [a] = await db
    .insert(alumnos)
    .values({ nombre, apellidos: 'Prueba', curso: '3', letra: 'A', grupoId, padreId, telefono1: '600111222' })
    .returning();
  if (grupoId !== null) await matricular(db, a!.id, grupoId, desde);
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

/** A valid body of POST /api/auth/register-parent (a family signing up in the school), new e-mail each time. */
export function datosRegistroPadre(
  colegioId: number,
  email = `familia-registro-${sig()}@prueba.es`,
): RegistroPadreInput {
  return {
    nombre: 'Lucía',
    apellidos: 'Martín Pérez',
    email,
    password: 'Robot#Azul2026',
    direccion: 'Calle del Pez 3, Madrid',
    cuentaBancaria: 'ES91 2100 0418 4502 0005 1332',
    titularCuenta: 'Lucía Martín Pérez',
    dni: '12345678Z',
    telefono1: '600123456',
    telefono2: '910123456',
    socioAmpa: false,
    colegioId,
  };
}
