import { COLUMNAS_NOMINA, type NominaFila } from '@escuela/shared/nominas/nominas.schemas';
import { desplazamientoLabels } from '@escuela/shared/profesores/profesores.schemas';
import type { ReactNode } from 'react';
import type { Columna } from '@/components/tabla/data-table';
import { formatoDecimal, formatoEuros } from '@/lib/formato-es';

/** Spec §9: money with 2 decimals, hours with 1; kilometres as stored (2). */
const horas = (v: number) => formatoDecimal(v, 1);
const km = (v: number) => formatoDecimal(v, 2);
/** Long headers wrap (the table fits a laptop beside the menu); figures never do. */
const derecha = 'text-right whitespace-normal';
const cifra = 'whitespace-nowrap tabular-nums';
const C = COLUMNAS_NOMINA;

export const COLUMNAS: Columna<NominaFila>[] = [
  {
    titulo: C.profesor,
    celda: (n) => n.nombreProfesor,
    orden: (n) => n.nombreProfesor,
    celdaClassName: 'min-w-36',
  },
  {
    titulo: C.salarioHora,
    celda: (n) => formatoEuros(n.salarioHora),
    className: derecha,
    celdaClassName: cifra,
  },
  {
    titulo: C.sesiones,
    celda: (n) => n.sesionesAsistidas,
    orden: (n) => n.sesionesAsistidas,
    className: derecha,
    celdaClassName: cifra,
  },
  {
    titulo: C.horasTotales,
    celda: (n) => horas(n.horasTotales),
    className: derecha,
    celdaClassName: cifra,
  },
  {
    titulo: C.desplazamiento,
    celda: (n) => desplazamientoLabels[n.desplazamiento],
  },
  {
    titulo: C.kilometrosTotales,
    celda: (n) => km(n.kilometrosTotales),
    className: derecha,
    celdaClassName: cifra,
  },
  {
    titulo: C.importeDesplazamiento,
    celda: (n) => formatoEuros(n.importeDesplazamiento),
    className: derecha,
    celdaClassName: cifra,
  },
  {
    titulo: C.total,
    celda: (n) => formatoEuros(n.totalNomina),
    orden: (n) => n.totalNomina,
    className: derecha,
    celdaClassName: `${cifra} font-semibold`,
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
    horas(suma(filas, (n) => n.horasTotales)),
    '',
    km(suma(filas, (n) => n.kilometrosTotales)),
    formatoEuros(suma(filas, (n) => n.importeDesplazamiento)),
    formatoEuros(suma(filas, (n) => n.totalNomina)),
  ];
}
