/**
 * Users and their sign-in sessions for tests. A test user's password is PASSWORD_PRUEBA, stored as a hash
 * computed once (HASH_PRUEBA), and a session is the row the sign-in would insert: no argon2 per test user,
 * no request to /api/auth/login. Only the tests of signing in sign in (`iniciarSesionApi`).
 */
import { ROLES, type Rol } from '@escuela/shared';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../src/db/client';
import { SESSION_ABSOLUTE_SECONDS } from '../../src/lib/duracion-login';
import { hashToken, newToken } from '../../src/lib/tokens';
import { findUsuarioParaLogin, insertLogin } from '../../src/modulos/auth/auth.repository';
import { insertUsuario } from '../../src/modulos/usuarios/usuarios.repository';
import { siguiente } from './secuencia';

export const PASSWORD_PRUEBA = 'Prueba#2026seguro';
/** argon2id(PASSWORD_PRUEBA) with the product's parameters (lib/password.ts), computed once. */
export const HASH_PRUEBA =
  '$argon2id$v=19$m=19456,t=2,p=1$8SvgJXArZfaERCsn7xk4sA$yW3EXr7A5Ck1JRypl4OqYIbrz+vIGfTJoShhDyW/49o';

export type RolOAnonimo = Rol | 'anonimo';
/** From the least to the most privileged (ROLES runs the other way). */
export const TODOS_LOS_ROLES: RolOAnonimo[] = ['anonimo', ...[...ROLES].reverse()];

/** An active user of `rol` whose password is PASSWORD_PRUEBA (a tutor's e-mail is verified). */
export async function crearUsuarioDePrueba(
  db: DbOrTx,
  rol: Rol,
  datos: { email?: string; nombre?: string } = {},
) {
  const n = siguiente();
  return insertUsuario(db, {
    nombre: datos.nombre ?? `${rol} ${n}`,
    email: datos.email ?? `${rol}${n}-${Date.now()}@prueba.es`,
    rol,
    passwordHash: HASH_PRUEBA,
    activo: true,
    emailVerificadoAt: new Date(),
  });
}

/** A new session of the user, inserted as the sign-in inserts it; answers the `cookie` header. */
export async function loginDe(db: DbOrTx, usuarioId: number): Promise<string> {
  const token = newToken();
  const expira = new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000);
  await insertLogin(db, usuarioId, hashToken(token), expira);
  return `sid=${token}`;
}

/** Signs in through POST /api/auth/login (for the tests of signing in); answers the `cookie` header. */
export async function iniciarSesionApi(
  app: FastifyInstance,
  email: string,
  password = PASSWORD_PRUEBA,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login de ${email} falló: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  return `sid=${cookie!.value}`;
}

/**
 * A session of the user with this e-mail, as if they signed in with `password`. When the stored hash is
 * HASH_PRUEBA and the password PASSWORD_PRUEBA (a user made by these factories, password untouched) and
 * the sign-in would let the account in, the session row is inserted directly; anything else (a password
 * the product set or changed, an account the sign-in refuses) takes the real sign-in, which answers as it
 * always did. So `cookieDe` still proves what a sign-in proves, without argon2 in the common case.
 */
export async function cookieDe(
  app: FastifyInstance,
  email: string,
  password = PASSWORD_PRUEBA,
): Promise<string> {
  const u = await findUsuarioParaLogin(app.db, email);
  const directa =
    password === PASSWORD_PRUEBA &&
    u?.passwordHash === HASH_PRUEBA &&
    u.activo &&
    !u.deBaja &&
    (u.rol !== 'tutor' || u.emailVerificadoAt !== null);
  return directa ? loginDe(app.db, u.id) : iniciarSesionApi(app, email, password);
}

/** One user per role with a session (anonimo has none). */
export async function loginsPorRol(_app: FastifyInstance, db: Db) {
  const cookies: Record<RolOAnonimo, string | undefined> = { anonimo: undefined } as never;
  const usuarios: Partial<Record<Rol, Awaited<ReturnType<typeof crearUsuarioDePrueba>>>> = {};
  for (const rol of [...ROLES].reverse()) {
    const usuario = await crearUsuarioDePrueba(db, rol);
    usuarios[rol] = usuario;
    cookies[rol] = await loginDe(db, usuario.id);
  }
  return { cookies, usuarios };
}
