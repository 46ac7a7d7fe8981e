/** The students' spreadsheets: the import template, `alumnos.xlsx` (the same columns) and the detail. */
import {
  COLUMNAS_ALUMNO as C,
  cursoEscolarDe,
  enmascarar,
  cursoLabel,
  rangoCursoEscolar,
  estadoAlumnoLabels,
  SIN_GRUPO_LABEL,
  type FiltrosAlumnos,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { libroXlsx, type ColumnaExcel } from '../../lib/excel';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { listDetalles, listParaExportar, totalesAsistencia } from './alumnos.repository';

type FilaExport = Awaited<ReturnType<typeof listParaExportar>>[number];
type FilaDetalle = Awaited<ReturnType<typeof listDetalles>>[number] & {
  sesiones: number;
  faltas: number;
  justificadas: number;
};

/** Import-compatible columns: exporting, editing and importing again updates the same students (by ID). */
const columnasBase: ColumnaExcel<FilaExport>[] = [
  { titulo: C.id, ancho: 8, valor: (f) => f.id },
  { titulo: C.nombre, ancho: 18, valor: (f) => f.nombre },
  { titulo: C.apellidos, ancho: 26, valor: (f) => f.apellidos },
  { titulo: C.fechaNacimiento, ancho: 14, valor: (f) => f.fechaNacimiento, fecha: true },
  { titulo: C.curso, ancho: 16, valor: (f) => cursoLabel(f.curso) },
  { titulo: C.letra, ancho: 7, valor: (f) => f.letra },
  { titulo: C.grupo, ancho: 24, valor: (f) => f.grupo ?? SIN_GRUPO_LABEL },
  { titulo: C.telefono1, ancho: 14, valor: (f) => f.telefono1 },
  { titulo: C.telefono2, ancho: 14, valor: (f) => f.telefono2 },
  // Masked (decision 045): the import reads a masked cell as "keep the stored value".
  { titulo: C.dni, ancho: 12, valor: (f) => enmascarar(f.dni) },
  { titulo: C.observaciones, ancho: 48, valor: (f) => f.observaciones },
  { titulo: C.estado, ancho: 8, valor: (f) => estadoAlumnoLabels[f.estado] },
  { titulo: C.desde, ancho: 16, valor: (f) => f.desde, fecha: true },
];

export async function exportarAlumnos(db: Db, filtros: FiltrosAlumnos) {
  const filas = await listParaExportar(db, filtros);
  return {
    buffer: await libroXlsx([{ nombre: 'Alumnos', columnas: columnasBase, filas }]),
    filas: filas.length,
    alumnoIds: filas.map((f) => f.id),
  };
}

export async function exportarDetalles(db: Db) {
  const [filas, totales] = await Promise.all([listDetalles(db), totalesAsistencia(db)]);
  const porAlumno = new Map(totales.map((t) => [t.alumnoId, t]));
  const detalle: FilaDetalle[] = filas.map((f) => ({
    ...f,
    sesiones: porAlumno.get(f.id)?.sesiones ?? 0,
    faltas: porAlumno.get(f.id)?.faltas ?? 0,
    justificadas: porAlumno.get(f.id)?.justificadas ?? 0,
  }));
  const columnas: ColumnaExcel<FilaDetalle>[] = [
    ...(columnasBase as ColumnaExcel<FilaDetalle>[]),
    { titulo: 'Cuenta', ancho: 28, valor: (f) => enmascarar(f.cuenta) },
    { titulo: 'Observaciones actualizadas', ancho: 16, valor: (f) => f.observacionesUpdatedAt, fecha: true },
    { titulo: 'Alta en el sistema', ancho: 16, valor: (f) => f.createdAt, fecha: true },
    { titulo: 'Padre/Tutor', ancho: 26, valor: (f) => f.padreNombre },
    { titulo: 'Email del tutor', ancho: 30, valor: (f) => f.padreEmail },
    { titulo: 'Teléfono del tutor', ancho: 16, valor: (f) => f.padreTelefono1 },
    { titulo: 'Teléfono 2 del tutor', ancho: 16, valor: (f) => f.padreTelefono2 },
    { titulo: 'Sesiones', ancho: 10, valor: (f) => f.sesiones },
    { titulo: 'Asistencias', ancho: 12, valor: (f) => f.sesiones - f.faltas },
    { titulo: 'Faltas', ancho: 8, valor: (f) => f.faltas },
    { titulo: 'Faltas justificadas', ancho: 12, valor: (f) => f.justificadas },
  ];
  return {
    buffer: await libroXlsx([{ nombre: 'Detalle de alumnos', columnas, filas: detalle }]),
    filas: detalle.length,
    alumnoIds: detalle.map((f) => f.id),
  };
}

/** The import template: the headers and an example row (in its group since this school year began). */
export async function plantillaAlumnos() {
  const ejemplo: FilaExport[] = [
    {
      id: null as never,
      nombre: 'Lucía',
      apellidos: 'Fernández Núñez',
      fechaNacimiento: '2016-09-01',
      curso: '3',
      letra: 'A',
      grupo: 'Nombre del grupo',
      telefono1: '612345678',
      telefono2: null,
      dni: null,
      cuenta: null,
      observaciones: null,
      observacionesUpdatedAt: null,
      estado: 'alta',
      desde: rangoCursoEscolar(cursoEscolarDe(hoyEscuela())).desde,
    },
  ];
  const columnas = columnasBase.map((c) => (c.titulo === C.id ? { ...c, valor: () => null } : c));
  return libroXlsx([{ nombre: 'Alumnos', columnas, filas: ejemplo }]);
}
