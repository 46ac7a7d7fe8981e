/**
 * The school-year renewal (DESIGN.md §11, decision 052): the office opens it for next school year with a
 * deadline and a proposed group per child (the pure `proponerGrupo`), every family is e-mailed through the
 * outbox, families answer per child in the portal (every answer keeps who and when), the office sees the
 * counts per group and sends reminders. The year-end transition is `cierre.service.ts`.
 */
import {
  cursoEscolarDe,
  cursoSiguiente,
  etiquetaCursoEscolar,
  mensajesError,
  mensajesRenovaciones,
  proponerGrupo,
  type AbrirRenovacion,
  type Renovacion,
  type RenovacionPadre,
} from '@escuela/shared';
import { textoDeFechaEs } from '@escuela/shared/common/entrada-es';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { escaparHtml } from '../../lib/html';
import { conConflictoUnico } from '../../lib/postgres-errores';
import { findPadreDeUsuario } from '../padres/padres.repository';
import type { Avisos } from '../plazas/plazas.service';
import {
  findFilaDePadre,
  findRenovacion,
  findRenovacionAbierta,
  insertFilas,
  insertHistorial,
  insertRenovacion,
  listAlumnosARenovar,
  listDePadre,
  listDestinatarios,
  listGruposDePropuesta,
  listRecuentos,
  listRenovaciones,
  updateRespuesta,
  type FilaPadre,
} from './renovaciones.repository';

const noEncontrado = () => new AppError('not_found', mensajesError.noEncontrado);

/** The renewals with their counts per group (the children's group when it opened). */
export async function listarRenovaciones(db: DbOrTx): Promise<Renovacion[]> {
  const filas = await listRenovaciones(db);
  const recuentos = await listRecuentos(
    db,
    filas.map((f) => f.id),
  );
  return filas.map((r) => ({
    id: r.id,
    curso: r.curso,
    fechaLimite: r.fechaLimite,
    estado: r.estado,
    cerradaAt: r.cerradaAt ? r.cerradaAt.toISOString() : null,
    grupos: recuentos
      .filter((c) => c.renovacionId === r.id)
      .map((c) => ({ ...c, grupo: { id: c.grupoId, nombre: c.grupo } })),
  }));
}

async function renovacionConRecuentos(db: DbOrTx, id: number) {
  const r = (await listarRenovaciones(db)).find((x) => x.id === id);
  if (!r) throw noEncontrado();
  return r;
}

/** One e-mail per family, listing its children and their proposed groups. */
async function avisarFamilias(
  tx: DbOrTx,
  avisos: Avisos,
  renovacion: { id: number; curso: number; fechaLimite: string },
  tipo: 'apertura' | 'recordatorio',
) {
  const filas = await listDestinatarios(tx, renovacion.id, tipo === 'recordatorio');
  const porFamilia = new Map<string, { alumno: string; propuesto: string | null }[]>();
  for (const f of filas) porFamilia.set(f.email, [...(porFamilia.get(f.email) ?? []), f]);
  const enlace = `${avisos.appUrl}/padres/dashboard?section=renovacion`;
  const curso = etiquetaCursoEscolar(renovacion.curso);
  const limite = textoDeFechaEs(renovacion.fechaLimite);
  await avisos.correo.encolar(
    tx,
    [...porFamilia].map(([email, hijos]) => {
      const lineas = hijos.map((h) =>
        h.propuesto
          ? `${h.alumno}: grupo propuesto ${h.propuesto}.`
          : `${h.alumno}: no hay un grupo para el próximo curso en su colegio; habla con la escuela.`,
      );
      const intro =
        tipo === 'apertura'
          ? `Ha empezado la renovación de plaza para el curso ${curso}. Confirma en el portal de padres, antes del ${limite}, si cada uno de tus hijos continúa el próximo curso:`
          : `Aún no nos has dicho si tus hijos continúan el curso ${curso}. Tienes hasta el ${limite} para confirmarlo en el portal de padres:`;
      const cierre = 'Si no recibimos respuesta, la plaza quedará libre al terminar el curso.';
      return {
        to: email,
        subject:
          tipo === 'apertura' ? mensajesRenovaciones.asuntoApertura : mensajesRenovaciones.asuntoRecordatorio,
        text: `${intro}\n\n${lineas.join('\n')}\n\n${cierre}\n\n${enlace}\n`,
        html: `<p>${escaparHtml(intro)}</p><ul>${lineas.map((l) => `<li>${escaparHtml(l)}</li>`).join('')}</ul><p>${escaparHtml(cierre)}</p><p><a href="${escaparHtml(enlace)}">Responder a la renovación</a></p>`,
        referencia: `renovacion:${renovacion.id}`,
      };
    }),
  );
  return porFamilia.size;
}

/**
 * Opens the renewal of school year `curso`: one row per student in alta in a group, with next year's
 * school year and the proposed group, a history row each, and an e-mail per family, in one transaction.
 */
export async function abrirRenovacion(
  db: Db,
  avisos: Avisos,
  autorId: number,
  datos: AbrirRenovacion,
): Promise<Renovacion> {
  const hoy = hoyEscuela();
  const actual = cursoEscolarDe(hoy);
  if (datos.curso < actual || datos.curso > actual + 1) {
    throw new AppError('bad_request', mensajesRenovaciones.cursoFuera(actual), { field: 'curso' });
  }
  if (datos.fechaLimite < hoy) {
    throw new AppError('bad_request', mensajesRenovaciones.fechaLimitePasada, { field: 'fechaLimite' });
  }
  const id = await db.transaction(async (tx) => {
    if (await findRenovacionAbierta(tx)) throw new AppError('conflict', mensajesRenovaciones.otraAbierta);
    const alumnos = await listAlumnosARenovar(tx);
    if (alumnos.length === 0) throw new AppError('conflict', mensajesRenovaciones.sinAlumnos);
    const id = await conConflictoUnico(
      () => insertRenovacion(tx, { ...datos, autorId }),
      () => new AppError('conflict', mensajesRenovaciones.yaExiste),
    );
    const grupos = await listGruposDePropuesta(tx);
    const porId = new Map(grupos.map((g) => [g.id, g]));
    const filas = alumnos.map((a) => {
      const siguiente = cursoSiguiente(a, datos.curso);
      const grupo = porId.get(a.grupoId)!;
      return {
        renovacionId: id,
        alumnoId: a.id,
        grupoActualId: a.grupoId,
        grupoPropuestoId: proponerGrupo(grupo, siguiente, grupos).grupoId,
        cursoSiguiente: siguiente,
      };
    });
    const nuevas = await insertFilas(tx, filas);
    await insertHistorial(
      tx,
      nuevas.map((n) => ({ renovacionAlumnoId: n.id, respuesta: 'pendiente' as const, autorId })),
    );
    await avisarFamilias(tx, avisos, { id, ...datos }, 'apertura');
    return id;
  });
  return renovacionConRecuentos(db, id);
}

async function renovacionAbierta(tx: DbOrTx, id: number) {
  const r = await findRenovacion(tx, id, true);
  if (!r) throw noEncontrado();
  if (r.estado !== 'abierta') throw new AppError('conflict', mensajesRenovaciones.noAbierta);
  return r;
}

/** E-mails again the families with a child still to answer. */
export async function enviarRecordatorio(db: Db, avisos: Avisos, id: number) {
  const familias = await db.transaction(async (tx) =>
    avisarFamilias(tx, avisos, await renovacionAbierta(tx, id), 'recordatorio'),
  );
  return { message: mensajesRenovaciones.recordatorios(familias), familias };
}

// ---- The family ----

const puedeResponder = (f: FilaPadre, hoy: string) => f.estado === 'abierta' && f.fechaLimite >= hoy;

function aRespuesta(f: FilaPadre, hoy: string): RenovacionPadre {
  return {
    id: f.id,
    curso: f.curso,
    fechaLimite: f.fechaLimite,
    alumno: { id: f.alumnoId, nombre: f.alumno },
    grupoActual: f.grupoActualId !== null ? { id: f.grupoActualId, nombre: f.grupoActual! } : null,
    grupoPropuesto:
      f.grupoPropuestoId !== null ? { id: f.grupoPropuestoId, nombre: f.grupoPropuesto! } : null,
    respuesta: f.respuesta,
    puedeResponder: puedeResponder(f, hoy),
  };
}

async function padreDe(db: DbOrTx, usuarioId: number) {
  const padre = await findPadreDeUsuario(db, usuarioId);
  if (!padre) throw noEncontrado();
  return padre.id;
}

export async function renovacionesDePadre(db: Db, usuarioId: number): Promise<RenovacionPadre[]> {
  const padre = await findPadreDeUsuario(db, usuarioId);
  if (!padre) return [];
  const hoy = hoyEscuela();
  return (await listDePadre(db, padre.id)).map((f) => aRespuesta(f, hoy));
}

/** The family's answer for one child; changing it again is allowed until the deadline. */
export async function responderRenovacion(db: Db, usuarioId: number, id: number, continua: boolean) {
  return db.transaction(async (tx) => {
    const fila = await findFilaDePadre(tx, id, await padreDe(tx, usuarioId));
    if (!fila) throw noEncontrado();
    const hoy = hoyEscuela();
    if (fila.estado !== 'abierta') throw new AppError('conflict', mensajesRenovaciones.noAbierta);
    if (!puedeResponder(fila, hoy)) throw new AppError('conflict', mensajesRenovaciones.plazoTerminado);
    if (continua && fila.grupoPropuestoId === null) {
      throw new AppError('conflict', mensajesRenovaciones.sinGrupoPropuesto);
    }
    const respuesta = continua ? ('continua' as const) : ('no_continua' as const);
    if (fila.respuesta !== respuesta) {
      await updateRespuesta(tx, id, respuesta);
      await insertHistorial(tx, [{ renovacionAlumnoId: id, respuesta, autorId: usuarioId }]);
    }
    return {
      message: continua ? mensajesRenovaciones.continua : mensajesRenovaciones.noContinua,
      item: aRespuesta({ ...fila, respuesta }, hoy),
    };
  });
}
