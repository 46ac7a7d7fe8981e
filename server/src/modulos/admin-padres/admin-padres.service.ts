/**
 * Parents managed by the admin (/admin-padres). A parent is a `tutor` account plus its `padres` row;
 * deleting one deletes the account (the row goes with it) and keeps the children's student records
 * with their link cleared (`alumnos.padre_id` is ON DELETE SET NULL).
 */
import {
  mensajePadresEliminados,
  mensajesAdminPadres,
  type GuardarPadreAdmin,
  type PadreAdmin,
  type PadreGuardado,
} from '@escuela/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { terminarLoginsDeUsuario } from '../auth/auth.service';
import { enviarInvitaciones, type ContextoCorreo } from '../cuentas/cuentas.service';
import {
  deleteUsuarios,
  existeOtroUsuarioConEmail,
  insertUsuario,
  updateUsuario,
} from '../usuarios/usuarios.repository';
import { esViolacionUnica } from '../../lib/postgres-errores';
import { findUsuariosDePadres, listPadresAdmin, updatePadreAdmin } from './admin-padres.repository';
import { colegioExiste, findPadreConCuenta, insertPadre } from '../padres/padres.repository';

const duplicado = () => new AppError('conflict', mensajesAdminPadres.emailDuplicado, { field: 'email' });
const noEncontrado = () => new AppError('not_found', mensajesAdminPadres.noEncontrado);

async function comprobarColegio(db: DbOrTx, colegioId: number) {
  if (!(await colegioExiste(db, colegioId))) {
    throw new AppError('bad_request', mensajesAdminPadres.colegioInexistente, { field: 'colegioId' });
  }
}

async function padreAdmin(db: DbOrTx, id: number): Promise<PadreAdmin> {
  const [p] = await listPadresAdmin(db, { ids: [id] });
  if (!p) throw noEncontrado();
  return p;
}

/**
 * A blank password never becomes a default one: the account has none and its owner is invited (the
 * invitation is queued in the transaction that creates the account).
 */
export async function crearPadreAdmin(ctx: ContextoCorreo, datos: GuardarPadreAdmin): Promise<PadreGuardado> {
  await comprobarColegio(ctx.db, datos.colegioId);
  if (await existeOtroUsuarioConEmail(ctx.db, datos.email)) throw duplicado();
  const passwordHash = datos.password ? await hashPassword(datos.password) : null;
  let creado;
  try {
    creado = await ctx.db.transaction(async (tx) => {
      const usuario = await insertUsuario(tx, {
        nombre: datos.nombre,
        email: datos.email,
        rol: 'tutor',
        passwordHash,
        // The admin vouches for the address; an invitation link proves it anyway.
        emailVerificadoAt: new Date(),
      });
      const padre = await insertPadre(tx, {
        usuarioId: usuario.id,
        nombre: datos.nombre,
        colegioId: datos.colegioId,
      });
      if (!passwordHash) await enviarInvitaciones(tx, ctx, [usuario]);
      return { usuario, padreId: padre.id };
    });
  } catch (err) {
    if (esViolacionUnica(err)) throw duplicado();
    throw err;
  }
  const invitar = !passwordHash;
  return {
    message: invitar ? mensajesAdminPadres.creadoInvitado : mensajesAdminPadres.creado,
    padre: await padreAdmin(ctx.db, creado.padreId),
    invitacionEnviada: invitar,
  };
}

/** A blank password keeps the current one; a new one ends the parent's sessions. */
export async function actualizarPadreAdmin(
  db: Db,
  id: number,
  datos: GuardarPadreAdmin,
): Promise<PadreGuardado> {
  await comprobarColegio(db, datos.colegioId);
  const passwordHash = datos.password ? await hashPassword(datos.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const actual = await findPadreConCuenta(tx, id);
      if (!actual) throw noEncontrado();
      if (
        datos.email !== actual.email &&
        (await existeOtroUsuarioConEmail(tx, datos.email, actual.usuarioId))
      ) {
        throw duplicado();
      }
      await updateUsuario(tx, actual.usuarioId, {
        nombre: datos.nombre,
        email: datos.email,
        ...(passwordHash ? { passwordHash } : {}),
      });
      await updatePadreAdmin(tx, id, { nombre: datos.nombre, colegioId: datos.colegioId });
      if (passwordHash) await terminarLoginsDeUsuario(tx, actual.usuarioId);
    });
  } catch (err) {
    if (esViolacionUnica(err)) throw duplicado();
    throw err;
  }
  return {
    message: mensajesAdminPadres.actualizado,
    padre: await padreAdmin(db, id),
    invitacionEnviada: false,
  };
}

/** Deletes the parents' accounts (ending their sessions); answers how many and how many children were unlinked. */
export async function eliminarPadres(db: Db, ids: number[]) {
  return db.transaction(async (tx) => {
    const { usuarioIds, alumnos } = await findUsuariosDePadres(tx, ids);
    await terminarLoginsDeUsuario(tx, usuarioIds);
    const eliminados = await deleteUsuarios(tx, usuarioIds);
    return { eliminados, alumnosDesvinculados: alumnos };
  });
}

export async function eliminarPadre(db: Db, id: number) {
  const { eliminados, alumnosDesvinculados } = await eliminarPadres(db, [id]);
  if (eliminados === 0) throw noEncontrado();
  return { message: mensajesAdminPadres.eliminado, alumnosDesvinculados };
}

export async function eliminarVariosPadres(db: Db, ids: number[]) {
  const res = await eliminarPadres(db, ids);
  return { message: mensajePadresEliminados(res.eliminados), ...res };
}

export const listarPadresAdmin = listPadresAdmin;
