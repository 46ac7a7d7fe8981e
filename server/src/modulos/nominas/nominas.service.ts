import {
  mensajesError,
  type CalculoNominas,
  type DistanciaRequerida,
  type NominaFila,
  type NominasQuery,
  type SesionesProfesorNominaQuery,
  type SesionProfesorLinea,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fechaEscuelaAIso } from '../../lib/fecha-escuela';
import { calcularNominas, cuentaParaProfesor, incluyeProfesor, rangoDelMes } from './calcular-nomina';
import {
  listColegiosPorId,
  listDistanciasNomina,
  listProfesoresNomina,
  listSesionesMes,
  listSesionesNomina,
  type SesionMes,
} from './nominas.repository';

/**
 * Loads the month in three parallel queries and runs the pure payroll rule over it.
 */
export async function calcularMes(db: Db, query: NominasQuery) {
  const rango = rangoDelMes(query.mes);
  const [profesores, sesiones, distancias] = await Promise.all([
    listProfesoresNomina(db, query),
    listSesionesNomina(db, rango, query.filtrarPorAsistencia),
    listDistanciasNomina(db),
  ]);
  return { ...calcularNominas({ profesores, sesiones, distancias }, query), profesores };
}

export async function listarNominas(db: Db, query: NominasQuery): Promise<NominaFila[]> {
  return (await calcularMes(db, query)).nominas;
}

/** The rows, plus (only when some are missing) the distances the '0.08' teachers still need. */
export async function calcularNominasMes(db: Db, query: NominasQuery): Promise<CalculoNominas> {
  const { nominas, distanciasFaltantes, profesores } = await calcularMes(db, query);
  if (!distanciasFaltantes.length) return { nominas };
  const colegios = new Map(
    (await listColegiosPorId(db, [...new Set(distanciasFaltantes.map((d) => d.colegioId))])).map((c) => [
      c.id,
      c,
    ]),
  );
  const porProfesor = new Map(profesores.map((p) => [p.id, p]));
  const distanciasRequeridas: DistanciaRequerida[] = distanciasFaltantes.map((d) => {
    const p = porProfesor.get(d.profesorId)!;
    const c = colegios.get(d.colegioId)!;
    return {
      profesorId: d.profesorId,
      colegioId: d.colegioId,
      nombreProfesor: `${p.nombre} ${p.apellidos}`.trim(),
      direccionProfesor: p.direccion || null,
      nombreColegio: c.nombre,
      direccionColegio: c.direccion || null,
      kilometros: null,
    };
  });
  return { nominas, distanciasRequeridas };
}

/** The lines a teacher's payroll row counted: the same rule, the same flags. */
export function lineasDeProfesor(
  profesorId: number,
  sesiones: SesionMes[],
  filtrarPorAsistencia: boolean,
): SesionProfesorLinea[] {
  return sesiones
    .filter((s) => cuentaParaProfesor(profesorId, s, filtrarPorAsistencia))
    .map((s) => ({
      id: s.id,
      fecha: fechaEscuelaAIso(s.fecha),
      nombreGrupo: s.nombreGrupo,
      nombreColegio: s.nombreColegio,
      nombreActividad: s.nombreActividad,
      estado: s.estado,
      asistencia: s.asistenciasProfesores.find((a) => a.profesorId === profesorId)?.asistio ?? null,
      observaciones: s.observaciones,
    }));
}

/**
 * A teacher's sessions for the month, exactly those their payroll row counts (so the dialog's lines add
 * up to the row's Sesiones). A teacher left out by `incluirProfesoresBaja` has none; an unknown one is 404.
 */
export async function sesionesDeProfesor(
  db: Db,
  query: SesionesProfesorNominaQuery,
): Promise<SesionProfesorLinea[]> {
  const [profesor] = await listProfesoresNomina(db, {
    incluirProfesoresBaja: true,
    profesorId: query.profesorId,
  });
  if (!profesor) throw new AppError('not_found', mensajesError.noEncontrado);
  if (!incluyeProfesor(profesor, query)) return [];
  const sesiones = await listSesionesMes(db, rangoDelMes(query.mes), query.profesorId);
  return lineasDeProfesor(query.profesorId, sesiones, query.filtrarPorAsistencia);
}
