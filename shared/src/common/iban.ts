/**
 * IBANs (ISO 13616) checked with their country's rules by `ibantools` (the registry's length and BBAN
 * format per country, the mod-97 check digits and, for Spain, the two CCC control digits of the bank
 * account). Every IBAN the product takes (a family's, a student's, a teacher's) goes through
 * `isIbanValido`; billing and SEPA reuse it (decision 028).
 */
import { isValidIBAN } from 'ibantools';

/** Upper case, without spaces or hyphens: `es91 2100 0418 4502 0005 1332` → `ES9121000418450200051332`. */
export function normalizarIban(valor: string): string {
  return valor.replace(/[\s-]/g, '').toUpperCase();
}

/** A real IBAN of a known country, written with or without spaces and hyphens, in any case. */
export function isIbanValido(valor: string): boolean {
  return isValidIBAN(normalizarIban(valor));
}

/** Groups of four for reading: `ES9121000418450200051332` → `ES91 2100 0418 4502 0005 1332`. */
export function formatearIban(valor: string): string {
  return normalizarIban(valor).replace(/(.{4})(?=.)/g, '$1 ');
}
