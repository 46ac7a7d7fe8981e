import { randomBytes } from 'node:crypto';
import {
  mensajeCreadosDesdeProfesores,
  mensajesUsuarios,
  type CreadosDesdeProfesores,
  type GuardarUsuario,
  type ProfesorOmitido,
  type Rol,
  type UsuarioGestion,
  type UsuarioGuardado,
} from '@escuela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { esViolacionUnica } from '../../lib/postgres-errores';
import { terminarLoginsDeUsuario } from '../auth/auth.service';
import { deleteSegundoFactor, findSegundoFactor } from '../auth/segundo-factor.repository';
import { enviarInvitaciones, type ContextoCorreo } from '../cuentas/cuentas.service';
import {
  deleteUsuarios,
  existeOtroUsuarioConEmail,
  findUsuario,
  findUsuarioByEmail,
  hasActiveAdmin,
  insertUsuario,
  insertUsuariosProfesor,
  listProfesoresActivosConCuenta,
  listUsuariosGestion,
  lockAdminsActivos,
  updateUsuario,
  vincularProfesores,
} from './usuarios.repository';
import { vincularProfesorPorEmail } from '../profesores/profesores.repository';

export interface CrearUsuario {
  nombre: string;
  email: string;
  rol: Rol;
  /** Absent: the account has no password until its owner sets one from an invitation link. */
  password?: string;
  emailVerificado?: boolean;
  activo?: boolean;
}

/** A user (start-up admin, seed, tests); a `profesor` takes over the unlinked teacher with their e-mail. */
export async function crearUsuario(db: DbOrTx, datos: CrearUsuario) {
  const passwordHash = datos.password ? await hashPassword(datos.password) : null;
  const usuario = await insertUsuario(db, {
    nombre: datos.nombre,
    email: datos.email,
    rol: datos.rol,
    passwordHash,
    activo: datos.activo ?? true,
    emailVerificadoAt: datos.emailVerificado === false ? null : new Date(),
  });
  if (usuario.rol === 'profesor') await vincularProfesorPorEmail(db, usuario.email);
  return usuario;
}

const duplicado = () => new AppError('conflict', mensajesUsuarios.emailDuplicado, { field: 'email' });
const noEncontrado = () => new AppError('not_found', mensajesUsuarios.noEncontrado);

async function usuarioGestion(db: DbOrTx, id: number): Promise<UsuarioGestion> {
  const [u] = await listUsuariosGestion(db, id);
  if (!u) throw noEncontrado();
  return u;
}

export const listarUsuarios = (db: Db) => listUsuariosGestion(db);

/**
 * POST /api/usuarios. A blank password creates the account without one and e-mails an invitation to
 * choose it (DESIGN.md §4). A `profesor` takes over the unlinked teacher record with their e-mail.
 */
export async function crearUsuarioGestion(
  ctx: ContextoCorreo,
  datos: GuardarUsuario,
): Promise<UsuarioGuardado> {
  if (await existeOtroUsuarioConEmail(ctx.db, datos.email)) throw duplicado();
  const passwordHash = datos.password ? await hashPassword(datos.password) : null;
  let usuario;
  try {
    usuario = await ctx.db.transaction(async (tx) => {
      const u = await insertUsuario(tx, {
        nombre: datos.nombre,
        email: datos.email,
        rol: datos.rol,
        activo: datos.activo,
        passwordHash,
        emailVerificadoAt: new Date(),
      });
      if (u.rol === 'profesor') await vincularProfesorPorEmail(tx, u.email);
      if (!passwordHash && u.activo) await enviarInvitaciones(tx, ctx, [u]);
      return u;
    });
  } catch (err) {
    if (esViolacionUnica(err)) throw duplicado();
    throw err;
  }
  const invitar = !passwordHash && usuario.activo;
  return {
    message: invitar ? mensajesUsuarios.creadoInvitado : mensajesUsuarios.creado,
    usuario: await usuarioGestion(ctx.db, usuario.id),
    invitacionEnviada: invitar,
  };
}

/**
 * The rules of DESIGN.md §4 for a change that takes `id` out of the active admins (deactivation,
 * demotion, deletion): never oneself, never the last active admin. Call inside the transaction.
 */
async function comprobarAdmins(tx: DbOrTx, actorId: number, id: number, propio: string): Promise<void> {
  if (id === actorId) throw new AppError('conflict', propio);
  const activos = await lockAdminsActivos(tx);
  if (activos.includes(id) && activos.length <= 1) {
    throw new AppError('conflict', mensajesUsuarios.ultimoAdmin);
  }
}

/**
 * PUT /api/usuarios/:id. A blank password keeps the current one. Deactivation, a role change and a
 * password change end every session of the user (but the one the acting admin is using).
 */
export async function actualizarUsuario(
  db: Db,
  actor: { id: number; loginId?: number },
  id: number,
  datos: GuardarUsuario,
): Promise<UsuarioGuardado & { cambios: { rol?: string; activo?: boolean } }> {
  const passwordHash = datos.password ? await hashPassword(datos.password) : undefined;
  try {
    const cambios = await db.transaction(async (tx) => {
      const actual = await findUsuario(tx, id);
      if (!actual || actual.rol === 'tutor') throw noEncontrado();
      const pierdeAdmin = actual.rol === 'admin' && actual.activo && (datos.rol !== 'admin' || !datos.activo);
      if (pierdeAdmin) {
        const propio = datos.activo ? mensajesUsuarios.propioRol : mensajesUsuarios.propioDesactivar;
        await comprobarAdmins(tx, actor.id, id, propio);
      }
      if (datos.email !== actual.email && (await existeOtroUsuarioConEmail(tx, datos.email, id))) {
        throw duplicado();
      }
      await updateUsuario(tx, id, {
        nombre: datos.nombre,
        email: datos.email,
        rol: datos.rol,
        activo: datos.activo,
        ...(passwordHash ? { passwordHash } : {}),
      });
      const rolCambiado = datos.rol !== actual.rol;
      const desactivado = actual.activo && !datos.activo;
      if (rolCambiado || desactivado || passwordHash) {
        // An admin who changes their own password here keeps the session they are using.
        const excepto = id === actor.id ? { exceptoLoginId: actor.loginId } : {};
        await terminarLoginsDeUsuario(tx, id, excepto);
      }
      // A new e-mail or the `profesor` role may match an unlinked teacher.
      if (datos.rol === 'profesor') await vincularProfesorPorEmail(tx, datos.email);
      return {
        ...(rolCambiado ? { rol: `${actual.rol}→${datos.rol}` } : {}),
        ...(actual.activo !== datos.activo ? { activo: datos.activo } : {}),
      };
    });
    return {
      message: mensajesUsuarios.actualizado,
      usuario: await usuarioGestion(db, id),
      invitacionEnviada: false,
      cambios,
    };
  } catch (err) {
    if (esViolacionUnica(err)) throw duplicado();
    throw err;
  }
}

/** DELETE /api/usuarios/:id: staff only (parents are deleted from /admin-padres). */
export async function eliminarUsuario(db: Db, actorId: number, id: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const actual = await findUsuario(tx, id);
    if (!actual || actual.rol === 'tutor') throw noEncontrado();
    if (id === actorId) throw new AppError('conflict', mensajesUsuarios.propioEliminar);
    if (actual.rol === 'admin') await comprobarAdmins(tx, actorId, id, mensajesUsuarios.propioEliminar);
    await terminarLoginsDeUsuario(tx, id);
    await deleteUsuarios(tx, [id]);
  });
  return { message: mensajesUsuarios.eliminado };
}

/**
 * DELETE /api/usuarios/:id/segundo-factor: for a staff member who lost their phone and their recovery
 * codes. Their sessions end with it, so whoever held one signs in again (and sets a factor up again when
 * the school requires it). One's own factor is turned off from one's menu, with a code or the password.
 */
export async function quitarSegundoFactor(db: Db, actorId: number, id: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const actual = await findUsuario(tx, id);
    if (!actual || actual.rol === 'tutor') throw noEncontrado();
    if (id === actorId) throw new AppError('conflict', mensajesUsuarios.propioSegundoFactor);
    if (!(await findSegundoFactor(tx, id))?.activadoAt) {
      throw new AppError('conflict', mensajesUsuarios.sinSegundoFactor);
    }
    await deleteSegundoFactor(tx, id);
    await terminarLoginsDeUsuario(tx, id);
  });
  return { message: mensajesUsuarios.segundoFactorQuitado };
}

/**
 * POST /api/usuarios/crear-desde-profesores: a `profesor` account, linked and invited, for every active
 * teacher with an e-mail and no account. A teacher whose e-mail already belongs to an unlinked
 * `profesor` account is linked to it instead. Running it again creates nothing new.
 */
export async function crearDesdeProfesores(ctx: ContextoCorreo): Promise<CreadosDesdeProfesores> {
  const { creados, omitidos } = await ctx.db.transaction(async (tx) => {
    const candidatos = await listProfesoresActivosConCuenta(tx);
    const omitidos: ProfesorOmitido[] = [];
    const nuevos: typeof candidatos = [];
    const vincular: number[] = [];
    for (const p of candidatos) {
      const nombre = `${p.nombre} ${p.apellidos}`.trim();
      const omitir = (motivo: string) => omitidos.push({ profesorId: p.id, nombre, motivo });
      if (p.usuarioId !== null) omitir(mensajesUsuarios.omitidoConCuenta);
      else if (!p.email.trim()) omitir(mensajesUsuarios.omitidoSinEmail);
      else if (p.cuentaConEmailId === null) nuevos.push(p);
      else if (p.cuentaConEmailRol === 'profesor' && !p.cuentaConEmailVinculada) {
        vincular.push(p.id);
        omitir(mensajesUsuarios.omitidoConCuenta);
      } else omitir(mensajesUsuarios.omitidoEmailEnUso);
    }
    // A user's `nombre` is the first name the welcome uses (spec 01, authenticated user); the teacher's
    // record keeps the surnames.
    const creados = await insertUsuariosProfesor(
      tx,
      nuevos.map((p) => ({ nombre: p.nombre.trim(), email: p.email })),
    );
    await vincularProfesores(tx, [...vincular, ...nuevos.map((p) => p.id)]);
    const porEmail = new Map(creados.map((u) => [u.email, u]));
    const usuarios = nuevos.flatMap((p) => {
      const u = porEmail.get(p.email.toLowerCase());
      if (!u) {
        // Taken by another request between the read and the insert.
        omitidos.push({
          profesorId: p.id,
          nombre: `${p.nombre} ${p.apellidos}`.trim(),
          motivo: mensajesUsuarios.omitidoEmailEnUso,
        });
        return [];
      }
      return [{ usuario: u, profesorId: p.id, nombreCompleto: `${p.nombre} ${p.apellidos}`.trim() }];
    });
    await enviarInvitaciones(
      tx,
      ctx,
      usuarios.map((c) => c.usuario),
    );
    return { creados: usuarios, omitidos };
  });
  return {
    message: mensajeCreadosDesdeProfesores(creados.length, omitidos.length),
    creados: creados.length,
    // The office reads who was created by the teacher's full name.
    usuarios: creados.map(({ usuario, profesorId, nombreCompleto }) => ({
      id: usuario.id,
      nombre: nombreCompleto,
      email: usuario.email,
      profesorId,
    })),
    omitidos,
  };
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
