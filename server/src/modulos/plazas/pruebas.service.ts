/**
 * Trial classes (DESIGN.md §11, decision 047): a family books one of a group's next sessions for a child
 * (its own, or a new one recorded without group), while the group has free places; once per child and
 * group. After the session, the places job offers the family the place like any offer (e-mail, 72 hours).
 */
import { mensajesError, mensajesPrueba, type ReservarPrueba } from '@escuela/shared';
import { textoDeFechaEs } from '@escuela/shared/common/entrada-es';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fechaEscuelaAIso } from '../../lib/fecha-escuela';
import { conConflictoUnico } from '../../lib/postgres-errores';
import type { Alcance } from '../../lib/alcance';
import {
  findPadreDeUsuario,
  grupoEsDeColegio,
  insertAlumno,
  listAlumnosDePadre,
} from '../padres/padres.repository';
import {
  findOcupacion,
  findSesionProxima,
  insertHistorial,
  insertPrueba,
  listEsperaViva,
  listPruebasDeSesion,
  listSesionesProximas,
  reclamarPruebasPasadas,
  renumerar,
  updateEstadoEspera,
  insertEspera,
  findHorasOferta,
  findPrioridad,
} from './plazas.repository';
import { bloquearGrupos } from './plazas.repository';
import { caducidadOferta } from '@escuela/shared';

const noEncontrado = () => new AppError('not_found', mensajesError.noEncontrado);

export async function reservarPrueba(db: Db, usuarioId: number, datos: ReservarPrueba) {
  const padre = await findPadreDeUsuario(db, usuarioId);
  if (!padre?.colegioId || !(await grupoEsDeColegio(db, datos.grupoId, padre.colegioId))) {
    throw noEncontrado();
  }
  if (datos.alumnoId !== undefined) {
    const [propio] = await listAlumnosDePadre(db, padre.id, datos.alumnoId);
    if (!propio) throw noEncontrado();
    if (propio.grupoId === datos.grupoId) {
      throw new AppError('conflict', mensajesPrueba.yaEnGrupo, { field: 'alumnoId' });
    }
  }
  const conflicto = () => new AppError('conflict', mensajesPrueba.yaHecha, { field: 'alumnoId' });
  return conConflictoUnico(
    () =>
      db.transaction(async (tx) => {
        await bloquearGrupos(tx, [datos.grupoId]);
        const sesion = await findSesionProxima(tx, datos.sesionId, datos.grupoId);
        if (!sesion) throw new AppError('bad_request', mensajesPrueba.sesionNoValida, { field: 'sesionId' });
        const o = await findOcupacion(tx, datos.grupoId);
        if (!o || o.esperando > 0 || o.alta + o.ofertas >= o.maximas) {
          throw new AppError('conflict', mensajesPrueba.sinPlazas, { field: 'grupoId' });
        }
        const alumnoId =
          datos.alumnoId ??
          (
            await insertAlumno(tx, {
              nombre: datos.nino!.nombre,
              apellidos: datos.nino!.apellidos,
              fechaNacimiento: datos.nino!.fechaNacimiento,
              padreId: padre.id,
              estado: 'baja',
            })
          ).id;
        const id = await insertPrueba(tx, {
          alumnoId,
          grupoId: datos.grupoId,
          sesionId: datos.sesionId,
          autorId: usuarioId,
        });
        return { message: mensajesPrueba.reservada(textoDeFechaEs(sesion.fecha)), id, alumnoId };
      }),
    conflicto,
  );
}

/**
 * The places job's part: trials whose session has ended become offers (the link to enrol, the place kept
 * for the offer hours) while the group has a free place; otherwise the child waits on the list. Call inside
 * the job's transaction; answers the new offers' ids (the caller e-mails them).
 */
export async function ofrecerTrasPruebas(tx: DbOrTx): Promise<number[]> {
  const pruebas = await reclamarPruebasPasadas(tx);
  const ofertas: number[] = [];
  for (const p of pruebas) {
    await bloquearGrupos(tx, [p.grupoId]);
    const o = await findOcupacion(tx, p.grupoId);
    const lista = await listEsperaViva(tx, p.grupoId);
    if (lista.some((e) => e.alumnoId === p.alumnoId)) continue;
    const prioridad = p.padreId
      ? await findPrioridad(tx, p.padreId, p.grupoId)
      : { hermano: false, ampa: false };
    const libre = o !== null && o.esperando === 0 && o.alta + o.ofertas < o.maximas;
    const id = await insertEspera(tx, {
      grupoId: p.grupoId,
      alumnoId: p.alumnoId,
      padreId: p.padreId,
      ...prioridad,
      orden: libre ? 1 : lista.length + 1,
    });
    if (libre) {
      await updateEstadoEspera(tx, [id], 'ofrecida', caducidadOferta(new Date(), await findHorasOferta(tx)));
      await renumerar(tx, [id, ...lista.map((e) => e.id)]);
      ofertas.push(id);
    }
    await insertHistorial(tx, [
      { listaEsperaId: id, estado: libre ? 'ofrecida' : 'esperando', autorId: null },
    ]);
  }
  return ofertas;
}

/** GET /api/padres/grupos/:id/proximas: only a group of the family's school (else 404). */
export async function sesionesProximas(db: Db, usuarioId: number, grupoId: number) {
  const padre = await findPadreDeUsuario(db, usuarioId);
  if (!padre?.colegioId || !(await grupoEsDeColegio(db, grupoId, padre.colegioId))) throw noEncontrado();
  return (await listSesionesProximas(db, grupoId)).map((s) => ({
    id: s.id,
    fecha: fechaEscuelaAIso(s.fecha),
  }));
}

/** GET /api/sesiones/:id/pruebas. */
export const pruebasDeSesion = (db: Db, sesionId: number, alcance: Alcance) =>
  listPruebasDeSesion(db, sesionId, alcance);
