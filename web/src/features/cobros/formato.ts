import { etiquetaMes, mesDe } from '@/lib/meses';

/** Two months ahead down to a year back: receipts are generated ahead of the month they bill. */
export function mesesDeCobro(hoy = new Date()): { valor: string; etiqueta: string }[] {
  return Array.from({ length: 15 }, (_, i) => {
    const mes = mesDe(new Date(hoy.getFullYear(), hoy.getMonth() + 2 - i, 1));
    return { valor: mes, etiqueta: etiquetaMes(mes) };
  });
}
