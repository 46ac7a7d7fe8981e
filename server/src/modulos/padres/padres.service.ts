import {
  mensajesError,
  mensajesPadres,
  type AlumnoPadre,
  type DatosPadre,
  type InscribirAlumno,
  type PerfilPadre,
  type RegistroPadre,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { hashPassword } from '../../lib/password';
import { esViolacionUnica } from '../../lib/postgres-errores';
import { findUsuarioByEmail, insertUsuario } from '../usuarios/usuarios.repository';
import { avisarIntentoRegistro, enviarVerificacion, type ContextoCorreo } from '../cuentas/cuentas.service';
import { registrarMatriculas } from '../alumnos/matriculas.service';
import {
  colegioExiste,
  findPadreDeUsuario,
  findPerfil,
  grupoEsDeColegio,
  insertAlumno,
  insertPadre,
  listAlumnosDePadre,
  updateNombreUsuario,
  updatePadre,
} from './padres.repository';

/**
 * Spec §3 registration: the tutor user (unverified), its `padres` row and the verification e-mail
 * (queued in the outbox) in one transaction. An e-mail that already has an account gets the same answer
 * and changes nothing; its owner is told of the attempt (DESIGN.md §4), so the answer reveals nothing
 * about the address.
 */
export async function registrarPadre(ctx: ContextoCorreo, datos: RegistroPadre): Promise<string> {
  if (!(await colegioExiste(ctx.db, datos.colegioId))) {
    throw new AppError('bad_request', mensajesPadres.colegio, { field: 'colegioId' });
  }
  const existente = await findUsuarioByEmail(ctx.db, datos.email);
  // Hashed either way, so a taken address costs the same time as a new one.
  const passwordHash = await hashPassword(datos.password);
  if (existente) {
    await avisarIntentoRegistro(ctx, existente);
    return mensajesPadres.registrado;
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const usuario = await insertUsuario(tx, {
        nombre: datos.nombre,
        email: datos.email,
        rol: 'tutor',
        passwordHash,
        emailVerificadoAt: null,
      });
      await insertPadre(tx, {
        usuarioId: usuario.id,
        nombre: datos.nombre,
        apellidos: datos.apellidos,
        direccion: datos.direccion,
        dni: datos.dni,
        telefono1: datos.telefono1,
        telefono2: datos.telefono2,
        cuentaBancaria: datos.cuentaBancaria,
        titularCuenta: datos.titularCuenta,
        socioAmpa: datos.socioAmpa,
        colegioId: datos.colegioId,
      });
      await enviarVerificacion(tx, ctx, usuario);
    });
  } catch (err) {
    if (!esViolacionUnica(err)) throw err;
    // Registered by a concurrent request between the check and the insert: the same answer.
    const ganador = await findUsuarioByEmail(ctx.db, datos.email);
    if (ganador) await avisarIntentoRegistro(ctx, ganador);
    return mensajesPadres.registrado;
  }
  return mensajesPadres.registrado;
}

/** The signed-in tutor's `padres` id, or null for a tutor account that has no parent record yet. */
export async function padreIdDe(db: Db, usuarioId: number): Promise<number | null> {
  return (await findPadreDeUsuario(db, usuarioId))?.id ?? null;
}

export async function inscribirAlumno(
  db: Db,
  usuarioId: number,
  datos: InscribirAlumno,
): Promise<AlumnoPadre> {
  const padre = await findPadreDeUsuario(db, usuarioId);
  // A group of another school answers exactly like a missing one.
  if (!padre?.colegioId || !(await grupoEsDeColegio(db, datos.grupoId, padre.colegioId))) {
    throw new AppError('not_found', mensajesPadres.grupoAjeno, { field: 'grupoId' });
  }
  // Enrolled from today (DESIGN.md §4): the group's earlier sessions are not the child's.
  const id = await db.transaction(async (tx) => {
    const { id } = await insertAlumno(tx, {
      nombre: datos.nombre,
      apellidos: datos.apellidos,
      fechaNacimiento: datos.fechaNacimiento,
      curso: datos.curso,
      letra: datos.letra,
      grupoId: datos.grupoId,
      padreId: padre.id,
      telefono1: datos.telefono1,
      telefono2: datos.telefono2,
      dni: datos.dni,
      cuenta: datos.cuenta,
    });
    await registrarMatriculas(
      tx,
      [{ alumnoId: id, grupoId: datos.grupoId, desde: hoyEscuela(), nuevo: true }],
      usuarioId,
    );
    return id;
  });
  const [alumno] = await listAlumnosDePadre(db, padre.id, id);
  return alumno!;
}

export async function perfilDe(db: Db, usuarioId: number): Promise<PerfilPadre> {
  const f = await findPerfil(db, usuarioId);
  if (!f) throw new AppError('not_found', mensajesError.noEncontrado);
  return {
    nombre: f.nombre ?? f.nombreUsuario,
    apellidos: f.apellidos ?? '',
    email: f.email,
    direccion: f.direccion ?? '',
    dni: f.dni ?? '',
    telefono1: f.telefono1 ?? '',
    telefono2: f.telefono2 ?? '',
    cuentaBancaria: f.cuentaBancaria ?? '',
    titularCuenta: f.titularCuenta ?? '',
    socioAmpa: f.socioAmpa ?? false,
    colegioNombre: f.colegioNombre,
  };
}

/** Saves the profile (creating the parent record of a tutor account that lacks one); the e-mail stays. */
export async function guardarPerfil(
  db: Db,
  usuarioId: number,
  { email, colegioNombre: _soloLectura, ...datos }: DatosPadre,
): Promise<PerfilPadre> {
  if (email !== undefined) {
    const actual = await findPerfil(db, usuarioId);
    if (!actual) throw new AppError('not_found', mensajesError.noEncontrado);
    if (email.toLowerCase() !== actual.email) {
      throw new AppError('bad_request', mensajesPadres.emailNoModificable, { field: 'email' });
    }
  }
  await db.transaction(async (tx) => {
    const padre = await findPadreDeUsuario(tx, usuarioId);
    if (padre) await updatePadre(tx, padre.id, datos);
    else await insertPadre(tx, { usuarioId, ...datos });
    // The greeting uses the account's name.
    await updateNombreUsuario(tx, usuarioId, datos.nombre);
  });
  return perfilDe(db, usuarioId);
}
