/** Months as the screens show them: 'yyyy-MM' of a date and 'Enero 2025' (payroll, billing). */
import { MESES } from '@escuela/shared/reportes/reportes.schemas';

/** 'yyyy-MM' of a date, in the browser's own calendar. */
export const mesDe = (fecha: Date) =>
  `${fecha.getFullYear()}-${String(fecha.getMonth() + 1).padStart(2, '0')}`;

/** 'yyyy-MM' → 'Enero 2025'. */
export function etiquetaMes(mes: string): string {
  const [anio, m] = mes.split('-');
  return `${MESES[Number(m) - 1]} ${anio}`;
}

/** 'yyyy-MM' → its first and last day, 'yyyy-MM-dd' (the /sesiones filter's range). */
export function diasDelMes(mes: string): { desde: string; hasta: string } {
  const [anio, m] = mes.split('-').map(Number);
  const ultimo = new Date(Date.UTC(anio!, m!, 0)).getUTCDate();
  return { desde: `${mes}-01`, hasta: `${mes}-${String(ultimo).padStart(2, '0')}` };
}
