import {
  enmascarar,
  esEnmascarado,
  mensajesError,
  mensajesProfesor,
  type EstadoProfesor,
  type GuardarProfesor,
  type Profesor,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { terminarLoginsDeUsuario } from '../auth/auth.service';
import { conConflictoUnico } from '../../lib/postgres-errores';
import { anotarRevelacion } from '../derechos/registro-accesos';
import {
  countGruposDeProfesor,
  deleteProfesor,
  existeOtroConEmail,
  findProfesor,
  findProfesorByEmail,
  findProfesorDeUsuario,
  insertProfesor,
  listProfesores,
  updateProfesor,
  vincularProfesorPorEmail,
  type FilaProfesor,
} from './profesores.repository';

export function toProfesor(f: FilaProfesor): Profesor {
  return {
    id: f.id,
    nombre: f.nombre,
    apellidos: f.apellidos,
    email: f.email,
    telefono: f.telefono,
    direccion: f.direccion,
    especializacion: f.especializacion,
    horarioPreferido: f.horarioPreferido,
    carnetConducir: f.carnetConducir,
    coche: f.coche,
    // Masked in every answer (decision 045); `revelarCuentaProfesor` gives the whole value, logged.
    numeroCuenta: enmascarar(f.numeroCuenta) ?? '',
    fechaAlta: f.fechaAlta,
    fechaBaja: f.fechaBaja,
    salario: Number(f.salario),
    desplazamiento: f.desplazamiento,
    observaciones: f.observaciones,
    activo: f.fechaBaja === null,
  };
}

const duplicado = () => new AppError('conflict', mensajesProfesor.emailDuplicado, { field: 'email' });
const noEncontrado = () => new AppError('not_found', mensajesError.noEncontrado);

export async function listarProfesores(db: Db, filtro: { search?: string; estado: EstadoProfesor }) {
  return (await listProfesores(db, filtro)).map(toProfesor);
}

/** A new teacher takes over the unlinked `profesor` account with their e-mail, if there is one. */
export async function crearProfesor(db: Db, datos: GuardarProfesor): Promise<Profesor> {
  // A masked account only means "keep the stored one", and a new teacher has none.
  if (esEnmascarado(datos.numeroCuenta)) {
    throw new AppError('bad_request', mensajesProfesor.numeroCuenta, { field: 'numeroCuenta' });
  }
  if (await existeOtroConEmail(db, datos.email)) throw duplicado();
  const fila = await conConflictoUnico(
    () =>
      db.transaction(async (tx) => {
        const nuevo = await insertProfesor(tx, datos);
        await vincularProfesorPorEmail(tx, nuevo.email);
        return nuevo;
      }),
    duplicado,
  );
  return toProfesor(fila);
}

export async function actualizarProfesor(db: Db, id: number, enviado: GuardarProfesor): Promise<Profesor> {
  // The form sends the masked account back when nobody changed it: the stored one stays.
  const { numeroCuenta, ...resto } = enviado;
  const datos = esEnmascarado(numeroCuenta) ? resto : enviado;
  if (await existeOtroConEmail(db, datos.email, id)) throw duplicado();
  const fila = await conConflictoUnico(
    () =>
      db.transaction(async (tx) => {
        if (!(await updateProfesor(tx, id, datos))) return undefined;
        // A new e-mail may be an unlinked account's.
        await vincularProfesorPorEmail(tx, datos.email);
        const cambiado = (await findProfesor(tx, id))!;
        // A teacher who has left: their account's open sessions end now (DESIGN.md §4). A future date is
        // enforced when it comes by the session lookup itself.
        if (
          cambiado.usuarioId !== null &&
          cambiado.fechaBaja !== null &&
          cambiado.fechaBaja <= hoyEscuela()
        ) {
          await terminarLoginsDeUsuario(tx, cambiado.usuarioId);
        }
        return cambiado;
      }),
    duplicado,
  );
  if (!fila) throw noEncontrado();
  return toProfesor(fila);
}

/** Refused with 409 while groups still point at the teacher (their history would go with them). */
export async function eliminarProfesor(db: Db, id: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    if ((await countGruposDeProfesor(tx, id)) > 0) {
      throw new AppError('conflict', mensajesProfesor.conGrupos);
    }
    if (!(await deleteProfesor(tx, id))) throw noEncontrado();
    return { message: mensajesProfesor.eliminado };
  });
}

/**
 * GET /api/profesores/by-email: admin may ask about anyone; any other user only about their own
 * e-mail (another teacher's answers 404, like a missing one).
 */
export async function profesorPorEmail(
  db: Db,
  usuario: { id: number; email: string; rol: string },
  email: string,
) {
  let fila: FilaProfesor | undefined;
  if (usuario.rol === 'admin') fila = await findProfesorByEmail(db, email);
  else if (email === usuario.email.toLowerCase()) fila = await findProfesorDeUsuario(db, usuario.id);
  if (!fila) throw new AppError('not_found', mensajesProfesor.noEncontradoUsuario);
  return { id: fila.id, nombre: fila.nombre, apellidos: fila.apellidos };
}

/** GET /api/profesores/:id/revelar: an admin sees the whole account once, and the reveal is logged. */
export async function revelarCuentaProfesor(
  db: Db,
  usuario: { id: number; rol: string },
  id: number,
): Promise<{ valor: string | null }> {
  const fila = await findProfesor(db, id);
  if (!fila) throw noEncontrado();
  await anotarRevelacion(db, usuario, 'revelar_cuenta', { profesorId: id });
  return { valor: fila.numeroCuenta };
}
