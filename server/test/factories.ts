/** Test data created through the services, the way the product creates it. */
import type { Rol } from '@escuela/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
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
export const TODOS_LOS_ROLES: RolOAnonimo[] = ['anonimo', 'tutor', 'profesor', 'coordinador', 'admin'];

/** One signed-in user per role, with its cookie (anonimo has none). */
export async function sesionesPorRol(app: FastifyInstance, db: Db) {
  const cookies: Record<RolOAnonimo, string | undefined> = { anonimo: undefined } as never;
  const usuarios: Partial<Record<Rol, Awaited<ReturnType<typeof crearUsuarioDePrueba>>>> = {};
  for (const rol of ['tutor', 'profesor', 'coordinador', 'admin'] as const) {
    const usuario = await crearUsuarioDePrueba(db, rol);
    usuarios[rol] = usuario;
    cookies[rol] = await cookieDe(app, usuario.email);
  }
  return { cookies, usuarios };
}

// ── Schools, teachers and groups (issue 5), built on their services ──────────────────────────────

export async function crearColegioDePrueba(
  db: Db,
  datos: Partial<import('@escuela/shared').GuardarColegio> = {},
) {
  const { crearColegio } = await import('../src/modulos/colegios/colegios.service');
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
 * A teacher; with `{ conCuenta: true }` also a `profesor` user with the same e-mail, linked through
 * `profesores.usuario_id`, so `cookieDe(app, profesor.email)` signs in as that teacher.
 */
export async function crearProfesorDePrueba(
  db: Db,
  datos: Partial<import('@escuela/shared').GuardarProfesor> & { conCuenta?: boolean } = {},
) {
  const { crearProfesor } = await import('../src/modulos/profesores/profesores.service');
  const { updateProfesor } = await import('../src/modulos/profesores/profesores.repository');
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
  await updateProfesor(db, profesor.id, { usuarioId: usuario.id });
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
  const { crearGrupo, listarNiveles } = await import('../src/modulos/grupos/grupos.service');
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
