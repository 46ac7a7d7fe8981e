/**
 * The activity-assignment rule (DESIGN.md §4), pure: no database, no clock. For each `planificada`
 * session without activity, in date order, the candidates are the activities whose level is within 2 of
 * the group's (`niveles.orden`), same level first, then nearest, and among equals not the one the group
 * did last (decision 051: no class repeats the previous one while another fits), then the one the group
 * has done least (then the lowest id, so the result is deterministic). The first candidate whose material
 * need fits EVERY weekly period covering the session's day is assigned and its need added to those
 * periods' cantidadUsada; a material with no covering period is not limited. No candidate fits →
 * `no_asignable`.
 */
import { necesidadMaterial } from '@escuela/shared';

export const DISTANCIA_MAXIMA_NIVEL = 2;

export interface SesionPorAsignar {
  id: number;
  grupoId: number;
  /** School wall-clock time, 'yyyy-MM-dd HH:mm:ss' (or with a 'T'); the first 10 characters are the day. */
  fecha: string;
}

export interface GrupoParaAsignar {
  id: number;
  nombre: string;
  nivelOrden: number;
  /** The group's students in alta. */
  numAlumnos: number;
}

export interface UsoMaterial {
  materialId: number;
  cantidad: number;
}

export interface ActividadParaAsignar {
  id: number;
  nivelOrden: number;
  /** Students the quantities are for (≥ 1). */
  alumnos: number;
  materiales: UsoMaterial[];
}

export interface PeriodoParaAsignar {
  id: number;
  materialId: number;
  /** yyyy-MM-dd, inclusive. */
  fechaInicio: string;
  fechaFin: string;
  cantidadInicial: number;
  cantidadUsada: number;
}

export interface EntradaAsignacion {
  sesiones: SesionPorAsignar[];
  grupos: GrupoParaAsignar[];
  actividades: ActividadParaAsignar[];
  periodos: PeriodoParaAsignar[];
  /**
   * Sessions each group already has with each activity (any state but cancelled), and the time of the
   * latest ('yyyy-MM-dd HH:mm:ss'), which tells the activity a group did last.
   */
  historial: { grupoId: number; actividadId: number; veces: number; ultima?: string }[];
}

export interface ResultadoRegla {
  asignaciones: { sesionId: number; actividadId: number }[];
  noAsignables: number[];
  /** Amount to add to each period's cantidadUsada (only periods that change). */
  usoPeriodos: { periodoId: number; cantidad: number }[];
  /** Why a session could not be assigned, for the `errores` list. */
  motivos: { sesionId: number; motivo: 'sin_actividades' | 'sin_material' }[];
}

/** The need of every material of `actividad` for a group of `numAlumnos` (materials needing 0 left out). */
export function necesidadesDe(actividad: ActividadParaAsignar, numAlumnos: number): UsoMaterial[] {
  const porMaterial = new Map<number, number>();
  for (const m of actividad.materiales) {
    const n = necesidadMaterial(numAlumnos, actividad.alumnos, m.cantidad);
    if (n > 0) porMaterial.set(m.materialId, (porMaterial.get(m.materialId) ?? 0) + n);
  }
  return [...porMaterial].map(([materialId, cantidad]) => ({ materialId, cantidad }));
}

/** Periods by material, and a cache of the ones covering a given day. */
export class IndicePeriodos {
  private porMaterial = new Map<number, PeriodoParaAsignar[]>();
  private cache = new Map<string, PeriodoParaAsignar[]>();

  constructor(periodos: PeriodoParaAsignar[]) {
    for (const p of periodos) {
      const lista = this.porMaterial.get(p.materialId);
      if (lista) lista.push(p);
      else this.porMaterial.set(p.materialId, [p]);
    }
  }

  cubren(materialId: number, dia: string): PeriodoParaAsignar[] {
    const clave = `${materialId}|${dia}`;
    let lista = this.cache.get(clave);
    if (!lista) {
      lista = (this.porMaterial.get(materialId) ?? []).filter(
        (p) => p.fechaInicio <= dia && dia <= p.fechaFin,
      );
      this.cache.set(clave, lista);
    }
    return lista;
  }
}

export function asignarActividades(entrada: EntradaAsignacion): ResultadoRegla {
  const grupos = new Map(entrada.grupos.map((g) => [g.id, g]));
  const historial = new Map<string, number>();
  for (const h of entrada.historial) historial.set(`${h.grupoId}|${h.actividadId}`, h.veces);
  // The activity each group did last before this run's first session of it, then what the run assigns.
  // Times compared as 'yyyy-MM-dd HH:mm:ss' (a session's may come with a 'T').
  const instante = (f: string) => f.replace('T', ' ').slice(0, 19);
  const primera = new Map<number, string>();
  for (const s of entrada.sesiones) {
    const p = primera.get(s.grupoId);
    if (p === undefined || instante(s.fecha) < p) primera.set(s.grupoId, instante(s.fecha));
  }
  const ultima = new Map<number, { actividadId: number; fecha: string }>();
  for (const h of entrada.historial) {
    const antes = primera.get(h.grupoId);
    if (!h.ultima || antes === undefined || instante(h.ultima) >= antes) continue;
    const u = ultima.get(h.grupoId);
    if (!u || instante(h.ultima) > u.fecha)
      ultima.set(h.grupoId, { actividadId: h.actividadId, fecha: instante(h.ultima) });
  }
  // Working copy of the periods' use: the input stays untouched.
  const usada = new Map(entrada.periodos.map((p) => [p.id, p.cantidadUsada]));
  const indice = new IndicePeriodos(entrada.periodos);

  // Candidates per level, ordered by distance; the "least done" order depends on the group, so later.
  const candidatosPorNivel = new Map<number, { actividad: ActividadParaAsignar; distancia: number }[]>();
  const candidatosDe = (nivelOrden: number) => {
    let lista = candidatosPorNivel.get(nivelOrden);
    if (!lista) {
      lista = entrada.actividades
        .map((actividad) => ({ actividad, distancia: Math.abs(actividad.nivelOrden - nivelOrden) }))
        .filter((c) => c.distancia <= DISTANCIA_MAXIMA_NIVEL);
      candidatosPorNivel.set(nivelOrden, lista);
    }
    return lista;
  };

  // Needs depend only on the activity and the group's size: computed once per pair.
  const necesidades = new Map<string, UsoMaterial[]>();
  const necesidadesPara = (actividad: ActividadParaAsignar, numAlumnos: number) => {
    const clave = `${actividad.id}|${numAlumnos}`;
    let lista = necesidades.get(clave);
    if (!lista) necesidades.set(clave, (lista = necesidadesDe(actividad, numAlumnos)));
    return lista;
  };

  const resultado: ResultadoRegla = { asignaciones: [], noAsignables: [], usoPeriodos: [], motivos: [] };
  const ordenadas = [...entrada.sesiones].sort((a, b) =>
    a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : a.id - b.id,
  );
  for (const sesion of ordenadas) {
    const grupo = grupos.get(sesion.grupoId);
    const candidatos = grupo ? candidatosDe(grupo.nivelOrden) : [];
    if (!grupo || candidatos.length === 0) {
      resultado.noAsignables.push(sesion.id);
      resultado.motivos.push({ sesionId: sesion.id, motivo: 'sin_actividades' });
      continue;
    }
    const veces = (a: ActividadParaAsignar) => historial.get(`${grupo.id}|${a.id}`) ?? 0;
    const repite = (a: ActividadParaAsignar) => (ultima.get(grupo.id)?.actividadId === a.id ? 1 : 0);
    const orden = [...candidatos].sort(
      (x, y) =>
        x.distancia - y.distancia ||
        repite(x.actividad) - repite(y.actividad) ||
        veces(x.actividad) - veces(y.actividad) ||
        x.actividad.id - y.actividad.id,
    );
    const dia = sesion.fecha.slice(0, 10);
    let elegida: {
      actividad: ActividadParaAsignar;
      usos: { periodo: PeriodoParaAsignar; cantidad: number }[];
    } | null = null;
    for (const { actividad } of orden) {
      const usos: { periodo: PeriodoParaAsignar; cantidad: number }[] = [];
      let cabe = true;
      for (const necesidad of necesidadesPara(actividad, grupo.numAlumnos)) {
        for (const periodo of indice.cubren(necesidad.materialId, dia)) {
          if (periodo.cantidadInicial - usada.get(periodo.id)! < necesidad.cantidad) {
            cabe = false;
            break;
          }
          usos.push({ periodo, cantidad: necesidad.cantidad });
        }
        if (!cabe) break;
      }
      if (cabe) {
        elegida = { actividad, usos };
        break;
      }
    }
    if (!elegida) {
      resultado.noAsignables.push(sesion.id);
      resultado.motivos.push({ sesionId: sesion.id, motivo: 'sin_material' });
      continue;
    }
    resultado.asignaciones.push({ sesionId: sesion.id, actividadId: elegida.actividad.id });
    const clave = `${grupo.id}|${elegida.actividad.id}`;
    historial.set(clave, (historial.get(clave) ?? 0) + 1);
    ultima.set(grupo.id, { actividadId: elegida.actividad.id, fecha: sesion.fecha });
    for (const uso of elegida.usos) usada.set(uso.periodo.id, usada.get(uso.periodo.id)! + uso.cantidad);
  }
  for (const p of entrada.periodos) {
    const delta = usada.get(p.id)! - p.cantidadUsada;
    if (delta !== 0) resultado.usoPeriodos.push({ periodoId: p.id, cantidad: delta });
  }
  return resultado;
}

/**
 * What removing the activities of some sessions gives back: for each session, the need of its activity
 * for its group, taken from every period of that material covering the session's day. Pure as well.
 */
export function devolverMateriales(entrada: {
  sesiones: (SesionPorAsignar & { actividadId: number })[];
  grupos: GrupoParaAsignar[];
  actividades: ActividadParaAsignar[];
  periodos: PeriodoParaAsignar[];
}): { periodoId: number; cantidad: number }[] {
  const grupos = new Map(entrada.grupos.map((g) => [g.id, g]));
  const actividades = new Map(entrada.actividades.map((a) => [a.id, a]));
  const indice = new IndicePeriodos(entrada.periodos);
  const devuelto = new Map<number, number>();
  for (const sesion of entrada.sesiones) {
    const grupo = grupos.get(sesion.grupoId);
    const actividad = actividades.get(sesion.actividadId);
    if (!grupo || !actividad) continue;
    for (const necesidad of necesidadesDe(actividad, grupo.numAlumnos)) {
      for (const periodo of indice.cubren(necesidad.materialId, sesion.fecha.slice(0, 10))) {
        devuelto.set(periodo.id, (devuelto.get(periodo.id) ?? 0) + necesidad.cantidad);
      }
    }
  }
  return [...devuelto].map(([periodoId, cantidad]) => ({ periodoId, cantidad }));
}
