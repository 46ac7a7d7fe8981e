/**
 * Money in the billing contract (DESIGN.md §9): cents (integers) in code, euros with at most 2 decimals in
 * JSON. These are the only conversions; every amount goes through them.
 */

/** Euros (at most 2 decimals, as JSON or numeric(10,2) give them) → integer cents. */
export const centimos = (euros: number): number => Math.round(euros * 100);

/** Integer cents → euros for JSON (30, 43.5). */
export const euros = (centimos: number): number => centimos / 100;

/** `a ÷ b` rounded half up, for non-negative integers (exact integer arithmetic, no float rounding). */
export const dividirRedondeando = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

/** True when `valor` has at most two decimals (12.5 and 12.35 yes, 12.345 no). */
export const dosDecimales = (valor: number): boolean =>
  Number.isFinite(valor) && Math.abs(valor * 100 - Math.round(valor * 100)) < 1e-6;

const formato = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as Spanish text with the euro sign: 4550 → '45,50 €' (receipts, e-mails, PDFs). */
export const textoEuros = (centimos: number): string => `${formato.format(centimos / 100)} €`;
