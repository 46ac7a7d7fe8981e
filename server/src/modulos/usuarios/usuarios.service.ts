import { randomBytes } from 'node:crypto';
import type { Rol } from '@escuela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { findUsuarioByEmail, hasActiveAdmin, insertUsuario } from './usuarios.repository';

export interface CrearUsuario {
  nombre: string;
  email: string;
  rol: Rol;
  /** Absent: the account has no password until its owner sets one from an invitation link. */
  password?: string;
  emailVerificado?: boolean;
}

export async function crearUsuario(db: Db, datos: CrearUsuario) {
  const passwordHash = datos.password ? await hashPassword(datos.password) : null;
  return insertUsuario(db, {
    nombre: datos.nombre,
    email: datos.email,
    rol: datos.rol,
    passwordHash,
    emailVerificadoAt: datos.emailVerificado === false ? null : new Date(),
  });
}

/**
 * Run at start-up: with no active admin, create one from ADMIN_EMAIL/ADMIN_PASSWORD, or `admin@localhost`
 * with a random password printed once.
 */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (await hasActiveAdmin(db)) return;
  const email = config.adminEmail ?? 'admin@localhost';
  if (await findUsuarioByEmail(db, email)) {
    log.warn(`No hay ningún administrador activo, pero ${email} ya existe con otro rol o inactivo.`);
    return;
  }
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await crearUsuario(db, { nombre: 'Administrador', email, rol: 'admin', password });
  if (config.adminPassword) {
    log.info(`Administrador creado: ${email}`);
  } else {
    // Printed once, on purpose: the operator's only way to the first sign-in.
    console.log(`\n  Administrador creado: ${email}\n  Contraseña (se muestra una sola vez): ${password}\n`);
  }
}
