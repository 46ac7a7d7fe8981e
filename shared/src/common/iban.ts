/**
 * IBAN check (ISO 13616): two letters, two check digits, then the national account. Move the first four
 * characters to the end, turn letters into numbers (A = 10 … Z = 35) and the whole must be 1 mod 97.
 * Known countries must also have their exact length (a Spanish IBAN is 24 characters).
 */
const LONGITUDES: Record<string, number> = {
  ES: 24,
  PT: 25,
  FR: 27,
  DE: 22,
  IT: 27,
  GB: 22,
  IE: 22,
  NL: 18,
  BE: 16,
  AD: 24,
  LU: 20,
  CH: 21,
  AT: 20,
};
const FORMATO = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Upper case, without spaces or hyphens: `es91 2100 0418 4502 0005 1332` → `ES9121000418450200051332`. */
export function normalizarIban(valor: string): string {
  return valor.replace(/[\s-]/g, '').toUpperCase();
}

export function isIbanValido(valor: string): boolean {
  const iban = normalizarIban(valor);
  if (!FORMATO.test(iban)) return false;
  const longitud = LONGITUDES[iban.slice(0, 2)];
  if (longitud !== undefined && iban.length !== longitud) return false;
  const reordenado = iban.slice(4) + iban.slice(0, 4);
  let resto = 0;
  for (const c of reordenado) {
    const valorCaracter = c >= 'A' ? c.charCodeAt(0) - 55 : Number(c);
    // Two-digit letter values shift by 100, digits by 10; the remainder stays small.
    resto = (resto * (valorCaracter >= 10 ? 100 : 10) + valorCaracter) % 97;
  }
  return resto === 1;
}
