/**
 * A parent enrols a child (spec 01 §3, DESIGN.md §4, decision 040): one record per child. Inside one
 * transaction, with the family's row locked (a double submission links instead of duplicating), the
 * students that might be the child are read and `decidirInscripcion` says what happens: a new student
 * enrolled from today, an existing one linked to the family, or a pending enrolment the office decides.
 * Waiting lists and places hook in here, after the decision.
 */
import {
  mensajesInscripcion,
  mensajesPadres,
  mensajesPlazas,
  type InscribirAlumno,
  type InscripcionPadre,
  type ResultadoInscribir,
} from '@escuela/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { registrarMatriculas } from '../alumnos/matriculas.service';
import {
  findPadreDeUsuario,
  grupoEsDeColegio,
  insertAlumno,
  listAlumnosDePadre,
} from '../padres/padres.repository';
import {
  guardarConsentimientosDeInscripcion,
  registrarConsentimientos,
  type Autor,
} from '../consentimientos/consentimientos.service';
import { decidirPlaza, ponerEnEspera } from '../plazas/plazas.service';
import { decidirInscripcion, palabras } from './coincidencias';
import {
  bloquearPadre,
  insertHistorial,
  insertInscripcion,
  listCandidatos,
  listInscripcionesDePadre,
  listPendientesDePadre,
  vincularAlumno,
} from './inscripciones.repository';

type Resultado =
  | { tipo: 'inscrito' | 'vinculado'; alumnoId: number }
  | { tipo: 'lista_espera'; alumnoId: number; posicion: number }
  | { tipo: 'pendiente'; inscripcionId: number };

const mismasPalabras = (x: string, y: string) => palabras(x).join(' ') === palabras(y).join(' ');

/** The same child asked for again while the first request waits (folded names, same birth date). */
const mismaSolicitud = (
  a: InscribirAlumno,
  b: { nombre: string; apellidos: string; fechaNacimiento: string },
) =>
  mismasPalabras(a.nombre, b.nombre) &&
  mismasPalabras(a.apellidos, b.apellidos) &&
  a.fechaNacimiento === b.fechaNacimiento;

async function decidir(tx: DbOrTx, autor: Autor, datos: InscribirAlumno): Promise<Resultado> {
  const { usuarioId, padreId } = autor;
  await bloquearPadre(tx, padreId);
  const repetida = (await listPendientesDePadre(tx, padreId)).find((p) => mismaSolicitud(datos, p));
  if (repetida) {
    await guardarConsentimientosDeInscripcion(tx, repetida.id, autor, datos.consentimientos);
    return { tipo: 'pendiente', inscripcionId: repetida.id };
  }

  const candidatos = await listCandidatos(tx, datos);
  let decision = decidirInscripcion({ ...datos, padreId }, candidatos);
  if (decision.tipo === 'vincular') {
    if (await vincularAlumno(tx, decision.alumnoId, padreId, datos)) {
      await registrarConsentimientos(
        tx,
        { id: decision.alumnoId, fechaNacimiento: datos.fechaNacimiento },
        autor,
        datos.consentimientos,
      );
      return { tipo: 'vinculado', alumnoId: decision.alumnoId };
    }
    // Another family linked it between the read and the write: never hand it over.
    decision = {
      tipo: 'pendiente',
      motivo: 'otra_familia',
      candidatos: [{ id: decision.alumnoId, razones: ['mismo_nombre', 'misma_fecha', 'otra_familia'] }],
    };
  }
  if (decision.tipo === 'pendiente') {
    const inscripcion = await insertInscripcion(tx, {
      padreId,
      nombre: datos.nombre,
      apellidos: datos.apellidos,
      fechaNacimiento: datos.fechaNacimiento,
      curso: datos.curso,
      letra: datos.letra,
      grupoId: datos.grupoId,
      telefono1: datos.telefono1,
      telefono2: datos.telefono2,
      dni: datos.dni,
      cuenta: datos.cuenta,
      motivo: decision.motivo,
      candidatos: decision.candidatos,
    });
    await insertHistorial(tx, { inscripcionId: inscripcion.id, estado: 'pendiente', autorId: usuarioId });
    await guardarConsentimientosDeInscripcion(tx, inscripcion.id, autor, datos.consentimientos);
    return { tipo: 'pendiente', inscripcionId: inscripcion.id };
  }
  // A full group: the child is recorded (no group, not in alta) and waits (decision 047).
  const plaza = await decidirPlaza(tx, datos.grupoId);
  const { id } = await insertAlumno(tx, {
    ...(plaza === 'lista_espera' ? { estado: 'baja' as const } : {}),
    nombre: datos.nombre,
    apellidos: datos.apellidos,
    fechaNacimiento: datos.fechaNacimiento,
    curso: datos.curso,
    letra: datos.letra,
    grupoId: plaza === 'lista_espera' ? null : datos.grupoId,
    padreId,
    telefono1: datos.telefono1,
    telefono2: datos.telefono2,
    dni: datos.dni,
    cuenta: datos.cuenta,
  });
  // The family's decisions are the child's records, whether enrolled or waiting.
  await registrarConsentimientos(
    tx,
    { id, fechaNacimiento: datos.fechaNacimiento },
    autor,
    datos.consentimientos,
  );
  if (plaza === 'lista_espera') {
    const posicion = await ponerEnEspera(tx, {
      grupoId: datos.grupoId,
      alumnoId: id,
      padreId,
      autorId: usuarioId,
    });
    return { tipo: 'lista_espera', alumnoId: id, posicion };
  }
  // Enrolled from today (DESIGN.md §4): the group's earlier sessions are not the child's.
  await registrarMatriculas(
    tx,
    [{ alumnoId: id, grupoId: datos.grupoId, desde: hoyEscuela(), nuevo: true }],
    usuarioId,
  );
  return { tipo: 'inscrito', alumnoId: id };
}

export const aInscripcionPadre = (
  f: Awaited<ReturnType<typeof listInscripcionesDePadre>>[number],
): InscripcionPadre => ({ ...f, creadaAt: f.creadaAt.toISOString() });

export async function inscribirAlumno(
  db: Db,
  usuarioId: number,
  datos: InscribirAlumno,
  ip: string | null,
): Promise<ResultadoInscribir> {
  const padre = await findPadreDeUsuario(db, usuarioId);
  // A group of another school answers exactly like a missing one.
  if (!padre?.colegioId || !(await grupoEsDeColegio(db, datos.grupoId, padre.colegioId))) {
    throw new AppError('not_found', mensajesPadres.grupoAjeno, { field: 'grupoId' });
  }
  const resultado = await db.transaction((tx) => decidir(tx, { usuarioId, padreId: padre.id, ip }, datos));
  if (resultado.tipo === 'pendiente') {
    const [inscripcion] = await listInscripcionesDePadre(db, padre.id, resultado.inscripcionId);
    return {
      message: mensajesInscripcion.pendiente,
      resultado: 'pendiente',
      alumno: null,
      inscripcion: inscripcion ? aInscripcionPadre(inscripcion) : null,
      estado: 'pendiente',
      posicion: null,
    };
  }
  const [alumno] = await listAlumnosDePadre(db, padre.id, resultado.alumnoId);
  const enEspera = resultado.tipo === 'lista_espera';
  return {
    message: enEspera
      ? mensajesPlazas.enEspera(resultado.posicion)
      : resultado.tipo === 'vinculado'
        ? mensajesInscripcion.vinculado
        : mensajesPadres.inscrito,
    resultado: enEspera ? 'inscrito' : resultado.tipo,
    alumno: alumno ?? null,
    inscripcion: null,
    estado: resultado.tipo,
    posicion: enEspera ? resultado.posicion : null,
  };
}

/** GET /api/padres/inscripciones. */
export async function inscripcionesDePadre(db: Db, usuarioId: number): Promise<InscripcionPadre[]> {
  const padre = await findPadreDeUsuario(db, usuarioId);
  return padre ? (await listInscripcionesDePadre(db, padre.id)).map(aInscripcionPadre) : [];
}
