/** The office's list of enrolment requests: a page, its candidates and histories in three statements. */
import {
  enmascararDni,
  paginacionDe,
  type CandidatoInscripcion,
  type EstadoInscripcion,
  type InscripcionFila,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { listAlumnosCandidatos, listHistoriales, listInscripciones } from './inscripciones.repository';

const grupoDe = (f: { grupoId: number | null; grupoNombre: string | null; grupoColegio: string | null }) =>
  f.grupoId !== null && f.grupoNombre !== null
    ? { id: f.grupoId, nombre: f.grupoNombre, colegio: f.grupoColegio ?? '' }
    : null;

export async function listarInscripciones(
  db: Db,
  query: { estado: EstadoInscripcion; page: number; limit: number },
) {
  const { filas, total } = await listInscripciones(db, query.estado, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const ids = filas.map((f) => f.id);
  const idsCandidatos = [...new Set(filas.flatMap((f) => f.candidatos.map((c) => c.id)))];
  const [alumnos, historiales] = await Promise.all([
    listAlumnosCandidatos(db, idsCandidatos),
    listHistoriales(db, ids),
  ]);
  const porId = new Map(alumnos.map((a) => [a.id, a]));
  const inscripciones: InscripcionFila[] = filas.map((f) => ({
    id: f.id,
    estado: f.estado,
    motivo: f.motivo,
    creadaAt: f.createdAt.toISOString(),
    familia: { padreId: f.padreId, nombre: f.padreNombre, email: f.padreEmail, colegio: f.padreColegio },
    solicitud: {
      nombre: f.nombre,
      apellidos: f.apellidos,
      fechaNacimiento: f.fechaNacimiento,
      curso: f.curso,
      letra: f.letra,
      grupo: grupoDe(f),
      telefono1: f.telefono1,
      telefono2: f.telefono2,
      dni: f.dni && enmascararDni(f.dni),
    },
    // A candidate deleted since the request was made drops out of the comparison.
    candidatos: f.candidatos.flatMap(({ id, razones }): CandidatoInscripcion[] => {
      const a = porId.get(id);
      if (!a) return [];
      return [
        {
          id: a.id,
          nombre: a.nombre,
          apellidos: a.apellidos,
          fechaNacimiento: a.fechaNacimiento,
          curso: a.curso,
          letra: a.letra,
          grupo: grupoDe(a),
          estado: a.estado,
          dni: a.dni && enmascararDni(a.dni),
          familia: a.padreEmail ? { nombre: a.padreNombre ?? '', email: a.padreEmail } : null,
          razones: razones as CandidatoInscripcion['razones'],
        },
      ];
    }),
    alumnoId: f.alumnoId,
    mensaje: f.mensaje,
    historial: historiales
      .filter((h) => h.inscripcionId === f.id)
      .map((h) => ({ estado: h.estado, autor: h.autor, fecha: h.fecha.toISOString(), nota: h.nota })),
  }));
  return { inscripciones, paginacion: paginacionDe(total, query.page, query.limit) };
}
