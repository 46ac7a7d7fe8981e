/**
 * SEPA identifiers (REFERENCES.md "SEPA Core direct debit"): the creditor identifier AT-02 and BICs.
 * IBANs go through `shared/src/common/iban.ts` (ibantools), BICs through ibantools too.
 */
import { isValidBIC } from 'ibantools';

/** Letters as numbers (A = 10 … Z = 35), digits as they are, anything else dropped: ISO 7064's input. */
function aDigitos(texto: string): string {
  let salida = '';
  for (const c of texto.toUpperCase()) {
    if (c >= '0' && c <= '9') salida += c;
    else if (c >= 'A' && c <= 'Z') salida += String(c.charCodeAt(0) - 55);
  }
  return salida;
}

function mod97(digitos: string): number {
  let resto = 0;
  for (const d of digitos) resto = (resto * 10 + Number(d)) % 97;
  return resto;
}

/** Upper case without spaces or hyphens. */
export const normalizarIdentificador = (valor: string): string => valor.replace(/[\s-]/g, '').toUpperCase();

/**
 * The two check digits of a creditor identifier: ISO 7064 mod 97-10 over the national identifier (the NIF
 * in Spain) followed by the country code and '00'; the 3-character business code is left out.
 */
export function digitosControlAcreedor(pais: string, nif: string): string {
  const resto = mod97(aDigitos(`${nif}${pais}00`));
  return String(98 - resto).padStart(2, '0');
}

/**
 * A creditor identifier (AT-02) whose check digits are right: country, 2 digits, a 3-character business
 * code ('000' usually) and the national identifier (`ES` + 2 + 3 + NIF of 9 in Spain).
 */
export function isIdentificadorAcreedorValido(valor: string): boolean {
  const id = normalizarIdentificador(valor);
  const m = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/.exec(id);
  if (!m) return false;
  const [, pais, digitos, , nacional] = m;
  if (pais === 'ES' && nacional!.length !== 9) return false;
  return digitosControlAcreedor(pais!, nacional!) === digitos;
}

/** A BIC of 8 or 11 characters in the ISO 9362 format (ibantools). */
export const isBicValido = (valor: string): boolean => isValidBIC(valor.replace(/\s/g, '').toUpperCase());
