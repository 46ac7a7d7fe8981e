/**
 * POST /api/asistencias/sincronizar (issue 28, decision 049): the marks a device made with no signal.
 * Every mark is checked exactly as the online endpoints check one (the session in the user's scope and
 * begun, the student of that session, a profesor only their own attendance) BEFORE anything is written:
 * one refused mark refuses the whole batch, with the online answer's status, and nothing is applied.
 * Then, in one transaction: a mark id seen before is `repetida`; of the rest, per student (or teacher)
 * and session the latest `hechaEn` of the batch is applied unless a later mark is stored (`aplicada`),
 * every other is `superada`. Every mark is kept in `marcas_asistencia` (the history).
 */
import {
  mensajesAsistencia,
  mensajesError,
  type MarcaAsistencia,
  type ResultadoMarca,
  type ResultadoSincronizacion,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/alcance';
import { findSesionesEnAlcance } from './asistencias.repository';
import { exigirPropia, exigirQueHayaEmpezado } from './asistencias.service';
import {
  aplicarMarcasAlumnos,
  aplicarMarcasProfesores,
  completarSesionesQueHanLlegado,
  insertMarcasNuevas,
  listAlumnosDeSesiones,
  listProfesoresExistentes,
  marcarAplicadas,
  type MarcaAAplicar,
} from './sincronizacion.repository';

const campo = (i: number, nombre: string) => `marcas.${i}.${nombre}`;

async function comprobarMarcas(db: Db, alcance: Actor['alcance'], marcas: MarcaAsistencia[]) {
  const sesiones = new Map(
    (await findSesionesEnAlcance(db, [...new Set(marcas.map((m) => m.sesionId))], alcance)).map((s) => [
      s.id,
      s,
    ]),
  );
  const deAlumno = marcas.filter((m) => m.alumnoId !== undefined);
  const pares = new Set(
    (
      await listAlumnosDeSesiones(
        db,
        deAlumno.map((m) => ({ alumnoId: m.alumnoId!, sesionId: m.sesionId })),
      )
    ).map((p) => `${p.alumnoId}:${p.sesionId}`),
  );
  const profesores = new Set(
    await listProfesoresExistentes(db, [
      ...new Set(marcas.flatMap((m) => (m.profesorId === undefined ? [] : [m.profesorId]))),
    ]),
  );
  marcas.forEach((m, i) => {
    const sesion = sesiones.get(m.sesionId);
    if (!sesion) throw new AppError('not_found', mensajesError.noEncontrado, { field: campo(i, 'sesionId') });
    if (m.profesorId !== undefined) exigirPropia(alcance, m.profesorId);
    exigirQueHayaEmpezado(sesion);
    if (m.alumnoId !== undefined && !pares.has(`${m.alumnoId}:${m.sesionId}`)) {
      throw new AppError('bad_request', mensajesAsistencia.alumnoAjeno, { field: campo(i, 'alumnoId') });
    }
    if (m.profesorId !== undefined && !profesores.has(m.profesorId)) {
      throw new AppError('bad_request', mensajesAsistencia.profesorNoExiste, {
        field: campo(i, 'profesorId'),
      });
    }
  });
}

/** Per student (or teacher) and session, the batch's latest mark (ties: the later in the batch). */
function ultimas(marcas: MarcaAAplicar[]): MarcaAAplicar[] {
  const porClave = new Map<string, MarcaAAplicar>();
  for (const m of marcas) {
    const clave = `${m.alumnoId ?? `p${m.profesorId}`}:${m.sesionId}`;
    const actual = porClave.get(clave);
    if (!actual || Date.parse(m.hechaEn) >= Date.parse(actual.hechaEn)) porClave.set(clave, m);
  }
  return [...porClave.values()];
}

export async function sincronizarAsistencias(
  db: Db,
  actor: Actor,
  marcas: MarcaAsistencia[],
): Promise<ResultadoSincronizacion> {
  await comprobarMarcas(db, actor.alcance, marcas);
  const aAplicar: MarcaAAplicar[] = marcas.map((m) => ({
    id: m.id.toLowerCase(),
    sesionId: m.sesionId,
    alumnoId: m.alumnoId ?? null,
    profesorId: m.profesorId ?? null,
    asistio: m.asistio,
    justificada: m.justificada ?? false,
    nota: m.nota ?? null,
    hechaEn: m.hechaEn,
  }));
  const { nuevas, aplicadas } = await db.transaction(async (tx) => {
    const nuevas = await insertMarcasNuevas(tx, aAplicar, actor.id);
    const candidatas = ultimas(aAplicar.filter((m) => nuevas.has(m.id)));
    const aplicadas = [
      ...(await aplicarMarcasAlumnos(
        tx,
        candidatas.filter((m) => m.alumnoId !== null),
      )),
      ...(await aplicarMarcasProfesores(
        tx,
        candidatas.filter((m) => m.profesorId !== null),
      )),
    ];
    await marcarAplicadas(tx, aplicadas);
    await completarSesionesQueHanLlegado(tx, [...new Set(candidatas.map((m) => m.sesionId))]);
    return { nuevas, aplicadas: new Set(aplicadas) };
  });
  return {
    resultados: aAplicar.map((m) => {
      const resultado: ResultadoMarca = !nuevas.has(m.id)
        ? 'repetida'
        : aplicadas.has(m.id)
          ? 'aplicada'
          : 'superada';
      return { id: m.id, resultado };
    }),
  };
}
