import {
  MAX_ACCESOS_PADRE,
  paginacionDe,
  type AccesoPadre,
  type FiltroRegistroAccesos,
  type ListaAccesos,
  type QueAcceso,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { listAccesos, listAccesosDeFamilia } from './registro-accesos.repository';

const nombreCompleto = (nombre: string | null, apellidos: string | null) =>
  [nombre, apellidos].filter(Boolean).join(' ');

export async function listarRegistroAccesos(db: Db, filtro: FiltroRegistroAccesos): Promise<ListaAccesos> {
  const { page, limit, ...resto } = filtro;
  const { filas, total } = await listAccesos(db, resto, { offset: (page - 1) * limit, limit });
  return {
    accesos: filas.map((f) => ({
      id: f.id,
      fecha: f.fecha.toISOString(),
      que: f.que as QueAcceso,
      usuario:
        f.usuarioId !== null
          ? { id: f.usuarioId, nombre: f.usuarioNombre!, email: f.usuarioEmail!, rol: f.usuarioRol! }
          : null,
      alumno:
        f.alumnoId !== null
          ? { id: f.alumnoId, nombre: nombreCompleto(f.alumnoNombre, f.alumnoApellidos) }
          : null,
      padre:
        f.padreId !== null
          ? { id: f.padreId, nombre: nombreCompleto(f.padreNombre, f.padreApellidos) || f.padreEmail || '' }
          : null,
      profesor:
        f.profesorId !== null
          ? { id: f.profesorId, nombre: nombreCompleto(f.profesorNombre, f.profesorApellidos) }
          : null,
    })),
    paginacion: paginacionDe(total, page, limit),
  };
}

/** The family's view: who (name and role, never an e-mail) read which child's record, and when. */
export async function accesosDeFamilia(db: Db, padreId: number | null): Promise<AccesoPadre[]> {
  if (padreId === null) return [];
  const filas = await listAccesosDeFamilia(db, padreId, MAX_ACCESOS_PADRE);
  return filas.map((f) => ({
    fecha: f.fecha.toISOString(),
    que: f.que as QueAcceso,
    quien: f.quienNombre !== null && f.quienRol !== null ? { nombre: f.quienNombre, rol: f.quienRol } : null,
    alumno: { id: f.alumnoId, nombre: nombreCompleto(f.alumnoNombre, f.alumnoApellidos) },
  }));
}
