import {
  diasEntre,
  finDeCursoEscolar,
  mensajesError,
  mensajesSesion,
  type ActividadDisponible,
  type ActualizarSesion,
  type CrearSesion,
  type FiltrosSesiones,
  type ListaSesiones,
  type ResultadoGenerarSesiones,
  type Sesion,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import type { NewSesion } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/alcance';
import type { Buzon } from '../correo/bandeja';
import { avisarCancelacion } from '../notificaciones/cancelacion';
import { generarSesiones } from './generacion';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { esViolacionUnica } from '../../lib/postgres-errores';
import {
  deleteSesion,
  existeActividad,
  findGrupo,
  findProfesorActivo,
  findSesion,
  insertSesion,
  insertSesionesGeneradas,
  listActividadesDisponibles,
  listFestivosEntre,
  listGruposAGenerar,
  listSesiones,
  updateSesion,
} from './sesiones.repository';

export async function listarSesiones(db: Db, usuario: Actor, query: FiltrosSesiones): Promise<ListaSesiones> {
  // The teacher filter is the admin's (spec §2); other roles' scope comes from alcance.
  const filtros = usuario.rol === 'admin' ? query : { ...query, profesorId: undefined };
  const { filas, total } = await listSesiones(db, filtros, usuario.alcance);
  return {
    sesiones: filas,
    paginacion: {
      total,
      totalPaginas: Math.max(1, Math.ceil(total / query.limit)),
      paginaActual: query.page,
      porPagina: query.limit,
    },
  };
}

export async function obtenerSesion(db: Db, usuario: Actor, id: number): Promise<Sesion> {
  const sesion = await findSesion(db, id, usuario.alcance);
  if (!sesion) throw new AppError('not_found', mensajesError.noEncontrado);
  return sesion;
}

async function comprobarReferencias(
  db: Db,
  datos: { grupoId?: number; actividadId?: number | null; profesorSustitutoId?: number | null },
) {
  if (datos.profesorSustitutoId && !(await findProfesorActivo(db, datos.profesorSustitutoId))) {
    throw new AppError('bad_request', mensajesSesion.sustitutoNoExiste, { field: 'profesorSustitutoId' });
  }
  if (datos.grupoId !== undefined && !(await findGrupo(db, datos.grupoId))) {
    throw new AppError('bad_request', mensajesSesion.grupoNoExiste, { field: 'grupoId' });
  }
  if (datos.actividadId && !(await existeActividad(db, datos.actividadId))) {
    throw new AppError('bad_request', mensajesSesion.actividadNoExiste, { field: 'actividadId' });
  }
}

async function guardando<T>(accion: () => Promise<T>): Promise<T> {
  try {
    return await accion();
  } catch (err) {
    if (esViolacionUnica(err)) throw new AppError('conflict', mensajesSesion.duplicada, { field: 'fecha' });
    throw err;
  }
}

export async function crearSesion(db: Db, usuario: Actor, datos: CrearSesion): Promise<Sesion> {
  await comprobarReferencias(db, datos);
  const { id } = await guardando(() => insertSesion(db, datos));
  return obtenerSesion(db, usuario, id);
}

/**
 * An admin changes every field sent. Any other role (coordinador, the group's profesor) changes
 * observaciones only: the estado and everything else in the body are kept, whatever they say.
 */
export async function actualizarSesion(
  db: Db,
  usuario: Actor,
  id: number,
  datos: ActualizarSesion,
  /** Where the cancellation messages go (issue 27); without it, nobody is told. */
  aviso?: { correo: Buzon; appUrl: string },
): Promise<Sesion> {
  const anterior = await obtenerSesion(db, usuario, id);
  let cambios: Partial<NewSesion>;
  if (usuario.rol === 'admin') {
    await comprobarReferencias(db, datos);
    if (datos.profesorSustitutoId && datos.profesorSustitutoId === anterior.profesorId) {
      throw new AppError('bad_request', mensajesSesion.sustitutoEsTitular, { field: 'profesorSustitutoId' });
    }
    cambios = datos;
  } else {
    cambios = datos.observaciones === undefined ? {} : { observaciones: datos.observaciones };
  }
  // Set to cancelada now: the group's families and its teacher hear of it with the change, or neither happens.
  const cancela = cambios.estado === 'cancelada' && anterior.estado !== 'cancelada';
  if (Object.keys(cambios).length > 0) {
    await guardando(() =>
      db.transaction(async (tx) => {
        await updateSesion(tx, id, cambios);
        if (cancela && aviso) await avisarCancelacion(tx, aviso, id);
      }),
    );
  }
  return obtenerSesion(db, usuario, id);
}

export async function eliminarSesion(db: Db, usuario: Actor, id: number) {
  await obtenerSesion(db, usuario, id);
  await deleteSesion(db, id);
  return { message: mensajesSesion.eliminada };
}

export async function actividadesDisponibles(db: Db, grupoId: number): Promise<ActividadDisponible[]> {
  const grupo = await findGrupo(db, grupoId);
  if (!grupo) throw new AppError('not_found', mensajesError.noEncontrado);
  return listActividadesDisponibles(db, grupo.orden);
}

const formatoDia = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

/**
 * POST /api/sesiones/generar (DESIGN.md §4): the pure rule decides the rows, one insert saves them and
 * keeps what exists. omitidas = dates skipped for a holiday + sessions that already existed.
 */
export async function generar(
  db: Db,
  body: { fechaInicio?: string; fechaFin?: string; grupoId?: number | null },
): Promise<ResultadoGenerarSesiones> {
  const hoy = hoyEscuela();
  const desde = body.fechaInicio ?? hoy;
  const hasta = body.fechaFin ?? finDeCursoEscolar(desde);
  if (hasta < desde) throw new AppError('bad_request', mensajesSesion.rangoInvertido, { field: 'fechaFin' });
  if (diasEntre(desde, hasta) > 366) {
    throw new AppError('bad_request', mensajesSesion.rangoLargo, { field: 'fechaFin' });
  }
  const grupos = await listGruposAGenerar(db, body.grupoId);
  if (body.grupoId && grupos.length === 0) {
    throw new AppError('bad_request', mensajesSesion.grupoNoExiste, { field: 'grupoId' });
  }
  const festivos = await listFestivosEntre(db, desde, hasta);
  const r = generarSesiones(desde, hasta, grupos, festivos);
  const creadas = await insertSesionesGeneradas(db, r.sesiones);
  const existentes = r.sesiones.length - creadas;
  const omitidas = existentes + r.omitidasPorFestivo;
  const partes = [`Se han generado ${creadas} sesiones del ${formatoDia(desde)} al ${formatoDia(hasta)}`];
  if (omitidas > 0) {
    partes.push(`${omitidas} omitidas (${existentes} ya existían, ${r.omitidasPorFestivo} por festivo)`);
  }
  return {
    message: `${partes.join('; ')}.`,
    creadas,
    omitidas,
    festivos: r.festivos.slice(0, 20),
    ...(r.errores.length ? { errores: r.errores } : {}),
  };
}
