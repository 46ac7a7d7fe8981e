import { z } from 'zod';
import { enteroTexto, idTexto } from '../common/campos';

/** Spec §3 'Stats', plus the students with observations (the admin's fifth tile). Scoped for a teacher. */
export interface Stats {
  totalAlumnos: number;
  totalGrupos: number;
  totalColegios: number;
  totalProfesores: number;
  totalObservaciones: number;
}

/** Spec §3 'Session (teacher dashboard)'. `fecha` is school wall-clock time as ISO ending in Z. */
export interface SesionResumen {
  id: number;
  fecha: string;
  grupo: { id: number; nombre: string };
  actividad: { titulo: string } | null;
  estado: 'planificada' | 'completada' | 'cancelada' | 'no_asignable';
  observaciones: string | null;
}

/** Spec §3 'Student observation (recent)'. */
export interface ObservacionReciente {
  id: number;
  fecha: string;
  texto: string;
  alumno: { id: number; nombre: string; apellidos: string };
  grupo: { nombre: string } | null;
}

/** A student whose observaciones changed lately (admin panel list). */
export interface ObservacionActualizada {
  id: number;
  nombre: string;
  apellidos: string;
  observaciones: string;
  observacionesUpdatedAt: string;
  grupo: { id: number; nombre: string } | null;
}

/** One week (Monday) of the attendance chart: expected student places and explicit absences. */
export interface SemanaAsistencia {
  semana: string;
  sesiones: number;
  esperadas: number;
  ausencias: number;
  /** 0–1, or null for a week without sessions. */
  tasa: number | null;
}

const limite = (max: number, porDefecto: number) => enteroTexto(1, max).default(porDefecto);
const profesorId = idTexto().optional();

export const sesionesProfesorQuery = z.strictObject({ profesorId, limit: limite(50, 3) });
export const observacionesSesionQuery = z.strictObject({ profesorId, limit: limite(50, 5) });
export const observacionesRecientesQuery = z.strictObject({ limit: limite(50, 5) });
export const ultimasActualizadasQuery = z.strictObject({ limit: limite(50, 5) });
