import {
  lunesDe,
  mensajesError,
  mensajesMaterial,
  mensajesPeriodo,
  semanasDe,
  sumarDias,
  type ActualizarPeriodo,
  type GuardarMaterial,
  type ListarPeriodos,
  type Material,
  type MaterialPeriodo,
  type RangoFechas,
  type ResultadoGenerarPeriodos,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  listActividadesParaAsignar,
  listGruposParaAsignar,
  listSesionesQueUsanMaterial,
} from '../asignacion/asignacion.repository';
import { necesidadesDe } from '../asignacion/regla-asignacion';
import {
  contarUsosMaterial,
  deleteMaterial,
  insertMaterial,
  insertPeriodosNuevos,
  listMateriales,
  listPeriodos,
  updateMaterial,
  updatePeriodo,
} from './materiales.repository';

const noEncontrado = () => new AppError('not_found', mensajesError.noEncontrado);

export const listarMateriales = (db: Db): Promise<Material[]> => listMateriales(db);

const columnas = (d: GuardarMaterial) => ({ descripcion: d.descripcion, total: d.total, enUso: d.en_uso });

export const crearMaterial = (db: Db, datos: GuardarMaterial): Promise<Material> =>
  insertMaterial(db, columnas(datos));

export async function actualizarMaterial(db: Db, id: number, datos: GuardarMaterial): Promise<Material> {
  const material = await updateMaterial(db, id, columnas(datos));
  if (!material) throw noEncontrado();
  return material;
}

/** Refused (409) while an activity or a period uses the material: the reason says which. */
export async function eliminarMaterial(db: Db, id: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const usos = await contarUsosMaterial(tx, id);
    if (usos.actividades > 0)
      throw new AppError('conflict', mensajesMaterial.usadoEnActividades(usos.actividades));
    if (usos.periodos > 0) throw new AppError('conflict', mensajesMaterial.conPeriodos(usos.periodos));
    if (!(await deleteMaterial(tx, id))) throw noEncontrado();
    return { message: mensajesMaterial.eliminado };
  });
}

export const listarPeriodos = (db: Db, filtro: ListarPeriodos): Promise<MaterialPeriodo[]> =>
  listPeriodos(db, filtro);

export async function actualizarPeriodo(
  db: Db,
  id: number,
  datos: ActualizarPeriodo,
): Promise<MaterialPeriodo> {
  if (!(await updatePeriodo(db, id, datos))) throw noEncontrado();
  const [periodo] = await listPeriodos(db, { id });
  return periodo!;
}

/**
 * For each material and each Monday–Sunday week of the range without a period, a period with
 * cantidadInicial = floor(total − en uso) (never below 0) and cantidadUsada = the need of the sessions
 * already holding an activity that week. Existing periods are kept as they are.
 */
export async function generarPeriodos(db: Db, rango: RangoFechas): Promise<ResultadoGenerarPeriodos> {
  const semanas = semanasDe(rango.fechaInicio, rango.fechaFin);
  const primerDia = semanas[0]!.fechaInicio;
  const ultimoDia = semanas[semanas.length - 1]!.fechaFin;
  return db.transaction(async (tx) => {
    // One after another: a transaction is one connection.
    const materiales = await listMateriales(tx);
    const sesiones = await listSesionesQueUsanMaterial(tx, { fechaInicio: primerDia, fechaFin: ultimoDia });
    const grupos = await listGruposParaAsignar(tx);
    const actividades = await listActividadesParaAsignar(tx);
    const gruposPorId = new Map(grupos.map((g) => [g.id, g]));
    const actividadesPorId = new Map(actividades.map((a) => [a.id, a]));
    const usada = new Map<string, number>();
    for (const s of sesiones) {
      const grupo = gruposPorId.get(s.grupoId);
      const actividad = actividadesPorId.get(s.actividadId);
      if (!grupo || !actividad) continue;
      const lunes = lunesDe(s.fecha.slice(0, 10));
      for (const n of necesidadesDe(actividad, grupo.numAlumnos)) {
        const clave = `${n.materialId}|${lunes}`;
        usada.set(clave, (usada.get(clave) ?? 0) + n.cantidad);
      }
    }
    const nuevos = materiales.flatMap((m) =>
      semanas.map((s) => ({
        materialId: m.id,
        fechaInicio: s.fechaInicio,
        fechaFin: sumarDias(s.fechaInicio, 6),
        cantidadInicial: Math.max(0, Math.floor(m.total - m.en_uso)),
        cantidadUsada: usada.get(`${m.id}|${s.fechaInicio}`) ?? 0,
      })),
    );
    const creados = await insertPeriodosNuevos(tx, nuevos);
    return { message: mensajesPeriodo.generados, creados };
  });
}
