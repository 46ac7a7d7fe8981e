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
