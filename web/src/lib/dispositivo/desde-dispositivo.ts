/**
 * The attendance screens' data from the device store when the server cannot be reached, and the marks
 * still waiting on the device laid over whatever is shown (issue 28).
 */
import type { AsistenciaAlumno, AsistenciaProfesor } from '@escuela/shared/asistencias/asistencias.schemas';
import type { SesionFila } from '@escuela/shared/sesiones/sesiones.schemas';
import { ApiError } from '@/lib/api';
import { leerAgenda, marcasPendientes } from './almacen';

/** The server answered nothing (no connection): the device store may answer instead. */
export const sinConexion = (err: unknown) => !(err instanceof ApiError);

async function sesionDeAgenda(id: number) {
  const agenda = await leerAgenda();
  const s = agenda?.sesiones.find((x) => x.id === id);
  return agenda && s ? { agenda, s } : null;
}

/** A network read, or else the device's copy; the device's failure rethrows the network's error. */
export async function conRespaldo<T>(
  red: () => Promise<T>,
  dispositivo: () => Promise<T | null>,
): Promise<T> {
  try {
    return await red();
  } catch (err) {
    if (!sinConexion(err)) throw err;
    const copia = await dispositivo().catch(() => null);
    if (copia === null) throw err;
    return copia;
  }
}

export async function sesionDelDispositivo(id: number): Promise<SesionFila | null> {
  const r = await sesionDeAgenda(id);
  if (!r) return null;
  const { s } = r;
  return {
    id: s.id,
    grupoId: s.grupo.id,
    grupo: s.grupo,
    nivel: s.nivel,
    colegio: { id: s.colegio.id, nombre: s.colegio.nombre },
    profesorId: s.profesorId,
    profesorSustituto: s.profesorSustituto,
    actividadId: s.actividad?.id ?? null,
    actividad: s.actividad,
    fecha: s.fecha,
    estado: s.estado,
    observaciones: null,
    numAlumnos: s.alumnos.length,
    materiales: s.materiales,
  };
}

export async function alumnosDelDispositivo(id: number): Promise<AsistenciaAlumno[] | null> {
  const r = await sesionDeAgenda(id);
  if (!r) return null;
  return r.s.alumnos.map((a) => ({
    id: null,
    alumnoId: a.alumnoId,
    grupoId: r.s.grupo.id,
    sesionId: id,
    fechaSesion: r.s.fecha,
    asistio: a.asistio,
    justificada: a.justificada,
    observaciones: a.observaciones,
    registrada: a.registrada,
    alumno: { nombre: a.nombre, apellidos: a.apellidos },
  }));
}

export async function profesoresDelDispositivo(id: number): Promise<AsistenciaProfesor[] | null> {
  const r = await sesionDeAgenda(id);
  if (!r || r.agenda.profesorId === null) return null;
  return r.s.asistenciaPropia === null
    ? []
    : [
        {
          id: 0,
          profesorId: r.agenda.profesorId,
          asistio: r.s.asistenciaPropia,
          profesor: { nombre: '', apellidos: '' },
        },
      ];
}

/** The students' rows with the device's pending marks of the session applied (the latest wins). */
export async function conMarcasAlumnos(sesionId: number, filas: AsistenciaAlumno[]) {
  const marcas = await marcasPendientes(sesionId).catch(() => []);
  return filas.map((f) => {
    const m = marcas.filter((x) => x.alumnoId === f.alumnoId).at(-1);
    if (!m) return f;
    return {
      ...f,
      asistio: m.asistio,
      justificada: m.asistio ? false : (m.justificada ?? false),
      observaciones: m.nota === undefined ? f.observaciones : m.nota || null,
      registrada: true,
    };
  });
}

export async function conMarcasProfesores(sesionId: number, filas: AsistenciaProfesor[]) {
  const marcas = (await marcasPendientes(sesionId).catch(() => [])).filter((m) => m.profesorId !== undefined);
  const resultado = [...filas];
  for (const m of marcas) {
    const i = resultado.findIndex((f) => f.profesorId === m.profesorId);
    const fila = {
      id: 0,
      profesorId: m.profesorId!,
      asistio: m.asistio,
      profesor: { nombre: '', apellidos: '' },
    };
    if (i >= 0) resultado[i] = { ...resultado[i]!, asistio: m.asistio };
    else resultado.push(fila);
  }
  return resultado;
}

/** The ids of the students (and teachers) of a session with a mark still on the device. */
export async function pendientesDeSesion(sesionId: number) {
  const marcas = await marcasPendientes(sesionId).catch(() => []);
  return new Set(marcas.map((m) => (m.alumnoId !== undefined ? `a${m.alumnoId}` : `p${m.profesorId}`)));
}
