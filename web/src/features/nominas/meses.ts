/**
 * The payroll screen's month list and the query every payroll call sends (spec §7: `mes=yyyy-MM`,
 * `filtrarPorAsistencia=false` only when the filter is off, `incluirProfesoresBaja=true` only when on).
 */
import type { NominasQuery } from '@escuela/shared/nominas/nominas.schemas';
import { etiquetaMes, mesDe } from '@/lib/meses';

export { etiquetaMes, mesDe };

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
