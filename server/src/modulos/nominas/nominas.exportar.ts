/**
 * `nominas-{mes}.xlsx`: the payroll sheet (spec columns, money as numbers in €, a totals row), then one
 * sheet per teacher with the sessions their row counted.
 */
import {
  COLUMNAS_NOMINA as C,
  desplazamientoLabels,
  type NominaFila,
  type NominasQuery,
  type SesionProfesorLinea,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { FORMATO_EUROS, libroXlsx, type ColumnaExcel, type HojaExcel } from '../../lib/excel';
import { rangoDelMes } from './calcular-nomina';
import { listLineasNomina } from './nominas.repository';
import { aLinea, calcularMes } from './nominas.service';

const ESTADOS: Record<SesionProfesorLinea['estado'], string> = {
  planificada: 'Planificada',
  completada: 'Completada',
  cancelada: 'Cancelada',
  no_asignable: 'No asignable',
};

const columnasNomina: ColumnaExcel<NominaFila>[] = [
  { titulo: C.profesor, ancho: 30, valor: (f) => f.nombreProfesor },
  { titulo: C.salarioHora, ancho: 13, valor: (f) => f.salarioHora, formato: FORMATO_EUROS },
  { titulo: C.sesiones, ancho: 10, valor: (f) => f.sesionesAsistidas },
  { titulo: C.horasTotales, ancho: 13, valor: (f) => f.horasTotales, formato: '0.0' },
  { titulo: C.desplazamiento, ancho: 18, valor: (f) => desplazamientoLabels[f.desplazamiento] },
  { titulo: C.kilometrosTotales, ancho: 12, valor: (f) => f.kilometrosTotales, formato: '#,##0.00' },
  {
    titulo: C.importeDesplazamiento,
    ancho: 22,
    valor: (f) => f.importeDesplazamiento,
    formato: FORMATO_EUROS,
  },
  { titulo: C.total, ancho: 14, valor: (f) => f.totalNomina, formato: FORMATO_EUROS },
];

const columnasSesiones: ColumnaExcel<SesionProfesorLinea>[] = [
  // School wall-clock time: the ISO string's Z is not a real zone, so the Date is read as UTC.
  { titulo: 'Fecha', ancho: 17, valor: (l) => new Date(l.fecha), formato: 'dd/mm/yyyy hh:mm' },
  { titulo: 'Grupo', ancho: 34, valor: (l) => l.nombreGrupo },
  { titulo: 'Colegio', ancho: 28, valor: (l) => l.nombreColegio },
  { titulo: 'Actividad', ancho: 28, valor: (l) => l.nombreActividad },
  { titulo: 'Estado', ancho: 13, valor: (l) => ESTADOS[l.estado] },
  {
    titulo: 'Asistencia',
    ancho: 11,
    valor: (l) => (l.asistencia === null ? 'Sin registro' : l.asistencia ? 'Sí' : 'No'),
  },
  { titulo: 'Observaciones', ancho: 40, valor: (l) => l.observaciones },
];

/** Excel sheet names: at most 31 characters, none of \ / ? * [ ] :, unique regardless of case. */
function nombreDeHoja(nombre: string, usados: Set<string>): string {
  const base =
    nombre
      .replace(/[\\/?*[\]:]/g, ' ')
      .trim()
      .slice(0, 31) || 'Profesor';
  let candidato = base;
  for (let n = 2; usados.has(candidato.toLowerCase()); n++) {
    const sufijo = ` (${n})`;
    candidato = base.slice(0, 31 - sufijo.length) + sufijo;
  }
  usados.add(candidato.toLowerCase());
  return candidato;
}

export async function exportarNominas(db: Db, query: NominasQuery) {
  const [{ nominas, totales }, lineas] = await Promise.all([
    calcularMes(db, query),
    listLineasNomina(db, rangoDelMes(query.mes), query.filtrarPorAsistencia),
  ]);
  const porProfesor = new Map<number, SesionProfesorLinea[]>();
  for (const l of lineas)
    porProfesor.set(l.profesorId, [...(porProfesor.get(l.profesorId) ?? []), aLinea(l)]);
  const usados = new Set(['nóminas']);
  const hojas: HojaExcel<any>[] = [
    {
      nombre: 'Nóminas',
      columnas: columnasNomina,
      filas: nominas,
      pie: [
        'Total',
        null,
        totales.sesionesAsistidas,
        totales.horasTotales,
        null,
        totales.kilometrosTotales,
        totales.importeDesplazamiento,
        totales.totalNomina,
      ],
    },
    ...nominas.map((n) => ({
      nombre: nombreDeHoja(n.nombreProfesor, usados),
      columnas: columnasSesiones,
      filas: porProfesor.get(n.profesorId) ?? [],
    })),
  ];
  return { buffer: await libroXlsx(hojas), filas: nominas.length };
}
