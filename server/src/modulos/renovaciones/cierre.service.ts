/**
 * The year-end transition of a renewal (DESIGN.md §11, decision 052), in one transaction under the
 * groups' row locks: children whose family did not confirm go to baja (their enrolment closes today);
 * confirmed ones stay, or move to the proposed group while it has places, or wait on its list (never over
 * capacity); freed places go to the waiting lists. Consents (per child and text version) and the family's
 * mandate are not touched: a child keeps them wherever it goes.
 */
import { mensajesError, mensajesRenovaciones, type Cierre } from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { registrarMatriculas, type CambioMatricula } from '../alumnos/matriculas.service';
import { bloquearGrupos, darDeBaja, findOcupacion } from '../plazas/plazas.repository';
import { ponerEnEspera, repartirPlazas, type Avisos } from '../plazas/plazas.service';
import {
  findRenovacion,
  insertHistorial,
  listFilasDeCierre,
  listGruposDeRenovacion,
  marcarCerrada,
  ponerEnGrupos,
  updateCursos,
  updateResultados,
  type Resultado,
} from './renovaciones.repository';

type Fila = Awaited<ReturnType<typeof listFilasDeCierre>>[number];

export async function cerrarRenovacion(db: Db, avisos: Avisos, autorId: number, id: number): Promise<Cierre> {
  return db.transaction(async (tx) => {
    const renovacion = await findRenovacion(tx, id, true);
    if (!renovacion) throw new AppError('not_found', mensajesError.noEncontrado);
    if (renovacion.estado !== 'abierta') throw new AppError('conflict', mensajesRenovaciones.noAbierta);
    const hoy = hoyEscuela();
    // Groups before students, in id order, as every writer of places does (no crosswise waits).
    const grupos = await bloquearGrupos(tx, await listGruposDeRenovacion(tx, id));
    const filas = await listFilasDeCierre(tx, id);
    // A child the office has moved or given a baja since the renewal opened is left as the office left it.
    const vigentes = filas.filter(
      (f) => f.estado === 'alta' && f.grupoActualId !== null && f.grupoId === f.grupoActualId,
    );
    const continua = (f: Fila) => f.respuesta === 'continua' && f.grupoPropuestoId !== null;
    const bajas = vigentes.filter((f) => !continua(f));
    const siguen = vigentes.filter((f) => continua(f) && f.grupoPropuestoId === f.grupoActualId);
    const mueven = vigentes.filter((f) => continua(f) && f.grupoPropuestoId !== f.grupoActualId);

    // Everyone who leaves a group leaves it first, so the places they free count for those who move in.
    await darDeBaja(
      tx,
      [...bajas, ...mueven].map((f) => f.alumnoId),
    );
    // Per proposed group, the first to confirm get its free places; nobody jumps a waiting list.
    const porGrupo = new Map<number, Fila[]>();
    for (const f of mueven)
      porGrupo.set(f.grupoPropuestoId!, [...(porGrupo.get(f.grupoPropuestoId!) ?? []), f]);
    const movidos: Fila[] = [];
    const enEspera: Fila[] = [];
    for (const [grupoId, hijos] of porGrupo) {
      const o = await findOcupacion(tx, grupoId);
      let libres = o && o.esperando === 0 ? Math.max(0, o.maximas - o.alta - o.ofertas) : 0;
      for (const h of hijos) (libres-- > 0 ? movidos : enEspera).push(h);
    }
    await ponerEnGrupos(
      tx,
      movidos.map((f) => ({ alumnoId: f.alumnoId, grupoId: f.grupoPropuestoId! })),
    );
    for (const f of enEspera) {
      await ponerEnEspera(tx, {
        grupoId: f.grupoPropuestoId!,
        alumnoId: f.alumnoId,
        padreId: f.padreId,
        autorId,
      });
    }
    const cambios: CambioMatricula[] = [
      ...[...bajas, ...enEspera].map((f) => ({ alumnoId: f.alumnoId, grupoId: null, desde: hoy })),
      ...movidos.map((f) => ({ alumnoId: f.alumnoId, grupoId: f.grupoPropuestoId, desde: hoy })),
    ];
    await registrarMatriculas(tx, cambios, autorId);
    await updateCursos(
      tx,
      [...siguen, ...movidos, ...enEspera]
        .filter((f) => f.cursoSiguiente !== null)
        .map((f) => ({ alumnoId: f.alumnoId, curso: f.cursoSiguiente! })),
    );

    const resultado = new Map<number, Resultado>();
    for (const f of siguen) resultado.set(f.id, 'sigue');
    for (const f of movidos) resultado.set(f.id, 'movido');
    for (const f of enEspera) resultado.set(f.id, 'lista_espera');
    for (const f of bajas) resultado.set(f.id, 'baja');
    const resultados = filas.map((f) => ({
      id: f.id,
      resultado: resultado.get(f.id) ?? ('sin_cambios' as const),
    }));
    await updateResultados(tx, resultados);
    await insertHistorial(
      tx,
      filas.map((f) => ({
        renovacionAlumnoId: f.id,
        respuesta: f.respuesta,
        resultado: resultado.get(f.id) ?? 'sin_cambios',
        autorId,
      })),
    );
    await marcarCerrada(tx, id, autorId);
    // The places freed by bajas and moves go to the children waiting (e-mailed offers).
    await repartirPlazas(tx, avisos, grupos);
    return {
      message: mensajesRenovaciones.cerrada(siguen.length + movidos.length, enEspera.length, bajas.length),
      movidos: siguen.length + movidos.length,
      enEspera: enEspera.length,
      bajas: bajas.length,
    };
  });
}
