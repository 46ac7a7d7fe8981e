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
import { calcularNominas, incluyeProfesor, rangoDelMes } from './calcular-nomina';
import {
  findProfesorNomina,
  listColegiosPorId,
  listLineasNomina,
  listTotalesNomina,
  type LineaNomina,
} from './nominas.repository';

/** The month's teacher totals in one grouped query, and the pure payroll rule over them. */
export async function calcularMes(db: Db, query: NominasQuery) {
  const profesores = await listTotalesNomina(db, rangoDelMes(query.mes), query);
  return { ...calcularNominas(profesores, query), profesores };
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

/** A counted session as the dialog and the export show it. */
export const aLinea = ({ profesorId: _p, fecha, ...l }: LineaNomina): SesionProfesorLinea => ({
  ...l,
  fecha: fechaEscuelaAIso(fecha),
});

/**
 * A teacher's sessions for the month, exactly those their payroll row counts (so the dialog's lines add
 * up to the row's Sesiones). A teacher left out by `incluirProfesoresBaja` has none; an unknown one is 404.
 */
export async function sesionesDeProfesor(
  db: Db,
  query: SesionesProfesorNominaQuery,
): Promise<SesionProfesorLinea[]> {
  const profesor = await findProfesorNomina(db, query.profesorId);
  if (!profesor) throw new AppError('not_found', mensajesError.noEncontrado);
  if (!incluyeProfesor(profesor, query)) return [];
  const lineas = await listLineasNomina(
    db,
    rangoDelMes(query.mes),
    query.filtrarPorAsistencia,
    query.profesorId,
  );
  return lineas.map(aLinea);
}
