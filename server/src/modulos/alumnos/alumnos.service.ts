import { decidirPlaza, ponerEnEspera } from '../plazas/plazas.service';
import {
  enmascarar,
  esEnmascarado,
  mensajesAlumno,
  mensajesError,
  type ActualizarAlumno,
  type Alumno,
  type AlumnoFila,
  type GuardarAlumno,
  type ListaAlumnos,
  type ResultadoEliminarAlumno,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import type { NewAlumno } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/alcance';
import { hoyEscuela } from '../../lib/fecha-escuela';
import {
  deleteAlumno,
  existeGrupo,
  findAlumno,
  findPadrePorEmail,
  insertAlumno,
  insertObservaciones,
  listAlumnos,
  updateAlumno,
} from './alumnos.repository';
import { cambioPorEdicion } from './matriculas';
import { esperaSiCompleto } from './plazas-oficina';
import { registrarMatriculas } from './matriculas.service';
import { anotarLecturaAlumnos, anotarRevelacion } from '../derechos/registro-accesos';

/** A masked DNI or account sent back by a form means "keep the stored one" (decision 045). */
function sinMascaras<T extends { dni?: unknown; cuenta?: unknown }>(body: T): T {
  const limpio = { ...body };
  if (esEnmascarado(limpio.dni)) delete limpio.dni;
  if (esEnmascarado(limpio.cuenta)) delete limpio.cuenta;
  return limpio;
}

/** GET /api/alumnos/:id: the record, and its read in the access log (decision 045). */
export async function leerFichaAlumno(db: Db, usuario: Actor, id: number): Promise<Alumno> {
  const alumno = await obtenerAlumno(db, usuario, id);
  await anotarLecturaAlumnos(db, usuario, 'ficha', [id]);
  return alumno;
}

/** GET /api/alumnos/:id/revelar: an admin sees one whole DNI or account; the reveal is logged. */
export async function revelarDatoAlumno(
  db: Db,
  usuario: Actor,
  id: number,
  campo: 'dni' | 'cuenta',
): Promise<{ valor: string | null }> {
  const f = await alumnoVisible(db, usuario, id);
  await anotarRevelacion(db, usuario, campo === 'dni' ? 'revelar_dni' : 'revelar_cuenta', { alumnoId: id });
  return { valor: f[campo] };
}

/** Who acts and what they may see: the route passes the scope, the service only applies it. */
export type { Actor };

type FilaBd = Awaited<ReturnType<typeof listAlumnos>>['filas'][number];

function aFila(f: FilaBd): AlumnoFila {
  return {
    id: f.id,
    nombre: f.nombre,
    apellidos: f.apellidos,
    curso: f.curso,
    letra: f.letra,
    grupo: f.grupoId !== null && f.grupoNombre !== null ? { id: f.grupoId, nombre: f.grupoNombre } : null,
    observaciones: f.observaciones,
    observacionesUpdatedAt: f.observacionesUpdatedAt?.toISOString() ?? null,
    estado: f.estado,
  };
}

export async function listarAlumnos(
  db: Db,
  usuario: Actor,
  query: Parameters<typeof listAlumnos>[1] & { page: number; limit: number },
): Promise<ListaAlumnos> {
  const { page, limit, ...filtros } = query;
  const { filas, total } = await listAlumnos(db, filtros, usuario.alcance, {
    offset: (page - 1) * limit,
    limit,
  });
  // The list shows each child's observations: those it showed are logged (decision 045).
  await anotarLecturaAlumnos(
    db,
    usuario,
    'observaciones',
    filas.filter((f) => f.observaciones?.trim()).map((f) => f.id),
  );
  return {
    alumnos: filas.map(aFila),
    paginacion: {
      total,
      totalPaginas: Math.max(1, Math.ceil(total / limit)),
      paginaActual: page,
      porPagina: limit,
    },
  };
}

async function alumnoVisible(db: Db, usuario: Actor, id: number) {
  const fila = await findAlumno(db, id, usuario.alcance);
  if (!fila) throw new AppError('not_found', mensajesError.noEncontrado);
  return fila;
}

export async function obtenerAlumno(db: Db, usuario: Actor, id: number): Promise<Alumno> {
  const f = await alumnoVisible(db, usuario, id);
  const esAdmin = usuario.rol === 'admin';
  return {
    ...aFila(f),
    fechaNacimiento: f.fechaNacimiento,
    telefono1: f.telefono1,
    telefono2: f.telefono2,
    // Identity and bank details are for the office only, masked (decision 045).
    dni: esAdmin ? enmascarar(f.dni) : null,
    cuenta: esAdmin ? enmascarar(f.cuenta) : null,
    numAsistencias: f.numAsistencias,
    desde: f.desde,
    padreEmail: esAdmin ? f.padreEmail : null,
  };
}

async function comprobarGrupo(db: Db, grupoId: number | null | undefined) {
  if (grupoId && !(await existeGrupo(db, grupoId))) {
    throw new AppError('bad_request', mensajesAlumno.grupo, { field: 'grupoId' });
  }
}

/**
 * `padreEmail` → the `padreId` column (decision 040): undefined leaves the link, null unlinks, an e-mail
 * without a family account is a 400 under the field.
 */
async function padrePorEmail(db: Db, email: string | null | undefined): Promise<number | null | undefined> {
  if (email == null) return email;
  const padre = await findPadrePorEmail(db, email);
  if (!padre) throw new AppError('bad_request', mensajesAlumno.padreDesconocido, { field: 'padreEmail' });
  return padre.id;
}

/** The enrolment change an edit makes, for `registrarMatriculas` (none when nothing moves). */
function cambioMatricula(
  alumnoId: number,
  antes: Parameters<typeof cambioPorEdicion>[0],
  despues: Parameters<typeof cambioPorEdicion>[1],
  desde: string | null | undefined,
) {
  const cambio = cambioPorEdicion(antes, despues, desde, hoyEscuela());
  return cambio ? [{ alumnoId, ...cambio, nuevo: antes === null }] : [];
}

export async function crearAlumno(db: Db, usuario: Actor, body: GuardarAlumno): Promise<Alumno> {
  const { desde, padreEmail, ...datos } = sinMascaras(body);
  await comprobarGrupo(db, datos.grupoId);
  const padreId = (await padrePorEmail(db, padreEmail)) ?? null;
  let listaEspera: Alumno['listaEspera'] = null;
  const id = await db.transaction(async (tx) => {
    const ahora = new Date();
    // A full group: the student is recorded without it, in baja, and waits on its list (decision 047).
    const grupoPedido = datos.estado === 'alta' ? (datos.grupoId ?? null) : null;
    const espera = grupoPedido !== null && (await decidirPlaza(tx, grupoPedido)) === 'lista_espera';
    const { id } = await insertAlumno(tx, {
      ...(datos as NewAlumno),
      padreId,
      grupoId: espera ? null : (datos.grupoId ?? null),
      ...(espera ? { estado: 'baja' as const } : {}),
      observacionesUpdatedAt: datos.observaciones ? ahora : null,
    });
    if (espera) {
      const posicion = await ponerEnEspera(tx, {
        grupoId: grupoPedido,
        alumnoId: id,
        padreId,
        autorId: usuario.id,
      });
      listaEspera = { grupoId: grupoPedido, posicion };
    }
    const estado = espera
      ? { grupoId: null, estado: 'baja' as const }
      : { grupoId: datos.grupoId ?? null, estado: datos.estado };
    await registrarMatriculas(tx, cambioMatricula(id, null, estado, desde), usuario.id);
    if (datos.observaciones) {
      await insertObservaciones(tx, [
        {
          alumnoId: id,
          grupoId: datos.grupoId ?? null,
          autorId: usuario.id,
          fecha: ahora,
          texto: datos.observaciones,
        },
      ]);
    }
    return id;
  });
  return { ...(await obtenerAlumno(db, usuario, id)), listaEspera };
}

/**
 * An admin changes any field sent. A profesor or coordinador changes observaciones only: every other
 * field in the body is ignored, whatever it says. Saving a different observaciones text stamps
 * `observaciones_updated_at` and appends it to the history, in the same transaction.
 */
export async function actualizarAlumno(
  db: Db,
  usuario: Actor,
  id: number,
  body: ActualizarAlumno,
): Promise<Alumno> {
  const actual = await alumnoVisible(db, usuario, id);
  const { desde, padreEmail, ...datos }: ActualizarAlumno =
    usuario.rol === 'admin'
      ? sinMascaras(body)
      : body.observaciones !== undefined
        ? { observaciones: body.observaciones }
        : {};
  const cambios = Object.fromEntries(
    Object.entries(datos).filter(([, v]) => v !== undefined),
  ) as Partial<NewAlumno>;
  const padreId = await padrePorEmail(db, padreEmail);
  if (padreId !== undefined && padreId !== actual.padreId) cambios.padreId = padreId;
  if (cambios.grupoId !== undefined) await comprobarGrupo(db, cambios.grupoId);
  const observacionCambia =
    datos.observaciones !== undefined && (datos.observaciones ?? null) !== actual.observaciones;
  const matricula = cambioMatricula(
    id,
    { grupoId: actual.grupoId, estado: actual.estado },
    {
      grupoId: cambios.grupoId !== undefined ? cambios.grupoId : actual.grupoId,
      estado: cambios.estado ?? actual.estado,
    },
    desde,
  );
  let listaEspera: Alumno['listaEspera'] = null;
  if (Object.keys(cambios).length > 0 || matricula.length > 0) {
    await db.transaction(async (tx) => {
      const ahora = new Date();
      // Into a full group (decision 052): the student stays where they are and waits on its list, under
      // the group's row lock like every other way in (decision 047).
      const entra = matricula[0]?.grupoId ?? null;
      const yaDentro = actual.estado === 'alta' && actual.grupoId === entra;
      const posicion =
        entra === null || yaDentro
          ? null
          : await esperaSiCompleto(tx, {
              grupoId: entra,
              alumnoId: id,
              padreId: cambios.padreId ?? actual.padreId,
              autorId: usuario.id,
            });
      if (entra !== null && posicion !== null) {
        delete cambios.grupoId;
        delete cambios.estado;
        matricula.length = 0;
        listaEspera = { grupoId: entra, posicion };
      }
      if (observacionCambia) cambios.observacionesUpdatedAt = ahora;
      if (Object.keys(cambios).length > 0) await updateAlumno(tx, id, cambios);
      await registrarMatriculas(tx, matricula, usuario.id);
      if (observacionCambia && datos.observaciones) {
        await insertObservaciones(tx, [
          {
            alumnoId: id,
            grupoId: cambios.grupoId !== undefined ? cambios.grupoId : actual.grupoId,
            autorId: usuario.id,
            fecha: ahora,
            texto: datos.observaciones,
          },
        ]);
      }
    });
  }
  return { ...(await obtenerAlumno(db, usuario, id)), listaEspera };
}

/** A student with attendance history is set to baja (the history stays); otherwise deleted. */
export async function eliminarAlumno(db: Db, usuario: Actor, id: number): Promise<ResultadoEliminarAlumno> {
  const actual = await alumnoVisible(db, usuario, id);
  if (actual.numAsistencias > 0) {
    await db.transaction(async (tx) => {
      await updateAlumno(tx, id, { estado: 'baja' });
      const antes = { grupoId: actual.grupoId, estado: actual.estado };
      await registrarMatriculas(
        tx,
        cambioMatricula(id, antes, { ...antes, estado: 'baja' }, null),
        usuario.id,
      );
    });
    return { message: mensajesAlumno.dadoDeBaja, resultado: 'baja' };
  }
  await deleteAlumno(db, id);
  return { message: mensajesAlumno.eliminado, resultado: 'eliminado' };
}
