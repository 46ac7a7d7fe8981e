/**
 * The payroll screen's month list and the query every payroll call sends (spec §7: `mes=yyyy-MM`,
 * `filtrarPorAsistencia=false` only when the filter is off, `incluirProfesoresBaja=true` only when on).
 */
import type { NominasQuery } from '@escuela/shared/nominas/nominas.schemas';

const MESES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];

/** 'yyyy-MM' of a date, in the browser's own calendar. */
export const mesDe = (fecha: Date) =>
  `${fecha.getFullYear()}-${String(fecha.getMonth() + 1).padStart(2, '0')}`;

/** 'yyyy-MM' → 'Enero 2025'. */
export function etiquetaMes(mes: string): string {
  const [anio, m] = mes.split('-');
  return `${MESES[Number(m) - 1]} ${anio}`;
}

/** The last `n` months, the current one first, as select options. */
export function ultimosMeses(hoy = new Date(), n = 12): { valor: string; etiqueta: string }[] {
  return Array.from({ length: n }, (_, i) => {
    const mes = mesDe(new Date(hoy.getFullYear(), hoy.getMonth() - i, 1));
    return { valor: mes, etiqueta: etiquetaMes(mes) };
  });
}

/** Only what differs from the API's defaults is sent. */
export function consultaNominas(f: NominasQuery) {
  return {
    mes: f.mes,
    ...(f.filtrarPorAsistencia ? {} : { filtrarPorAsistencia: 'false' as const }),
    ...(f.incluirProfesoresBaja ? { incluirProfesoresBaja: 'true' as const } : {}),
  };
}
