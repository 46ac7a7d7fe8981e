import { COLUMNAS_NOMINA, type NominaFila } from '@escuela/shared/nominas/nominas.schemas';
import { desplazamientoLabels } from '@escuela/shared/profesores/profesores.schemas';
import type { ReactNode } from 'react';
import type { Columna } from '@/components/tabla/data-table';
import { formatoDecimal, formatoEuros } from '@/lib/formato-es';

/** Spec §9: money with 2 decimals, hours with 1; kilometres as stored (2). */
const horas = { format: (v: number) => formatoDecimal(v, 1) };
const km = { format: (v: number) => formatoDecimal(v, 2) };
const derecha = 'text-right whitespace-nowrap tabular-nums';
const C = COLUMNAS_NOMINA;

export const COLUMNAS: Columna<NominaFila>[] = [
  { titulo: C.profesor, celda: (n) => n.nombreProfesor, orden: (n) => n.nombreProfesor },
  { titulo: C.salarioHora, celda: (n) => formatoEuros(n.salarioHora), className: derecha },
  {
    titulo: C.sesiones,
    celda: (n) => n.sesionesAsistidas,
    orden: (n) => n.sesionesAsistidas,
    className: derecha,
  },
  { titulo: C.horasTotales, celda: (n) => horas.format(n.horasTotales), className: derecha },
  {
    titulo: C.desplazamiento,
    celda: (n) => desplazamientoLabels[n.desplazamiento],
    celdaClassName: 'whitespace-nowrap',
  },
  { titulo: C.kilometrosTotales, celda: (n) => km.format(n.kilometrosTotales), className: derecha },
  {
    titulo: C.importeDesplazamiento,
    celda: (n) => formatoEuros(n.importeDesplazamiento),
    className: derecha,
  },
  {
    titulo: C.total,
    celda: (n) => formatoEuros(n.totalNomina),
    orden: (n) => n.totalNomina,
    className: derecha,
    celdaClassName: 'font-semibold',
  },
];

/** Sums in hundredths (cents, hundredths of km and hour), so the footer has no float drift. */
const suma = (filas: readonly NominaFila[], campo: (n: NominaFila) => number) =>
  filas.reduce((t, n) => t + Math.round(campo(n) * 100), 0) / 100;

/** The totals row, one cell per column. */
export function totales(filas: readonly NominaFila[]): ReactNode[] {
  return [
    'Total',
    '',
    suma(filas, (n) => n.sesionesAsistidas),
    horas.format(suma(filas, (n) => n.horasTotales)),
    '',
    km.format(suma(filas, (n) => n.kilometrosTotales)),
    formatoEuros(suma(filas, (n) => n.importeDesplazamiento)),
    formatoEuros(suma(filas, (n) => n.totalNomina)),
  ];
}
