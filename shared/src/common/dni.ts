/**
 * Spanish identity numbers: DNI (8 digits + control letter) and NIE (X, Y or Z + 7 digits + control
 * letter). The letter is the number mod 23 looked up in a fixed table; for a NIE the initial X/Y/Z
 * counts as 0/1/2 in front of the digits.
 */
const LETRAS_CONTROL = 'TRWAGMYFPDXBNJZSQVHLCKE';
const FORMATO = /^([XYZ]\d{7}|\d{8})([A-Z])$/;

/** Upper case, without spaces, dots or hyphens: `12.345.678-z` → `12345678Z`. */
export function normalizarDni(valor: string): string {
  return valor.replace(/[\s.-]/g, '').toUpperCase();
}

/** True for a well-formed DNI or NIE whose control letter matches (after `normalizarDni`). */
export function isDniNieValido(valor: string): boolean {
  const m = FORMATO.exec(normalizarDni(valor));
  if (!m) return false;
  const numero = Number(m[1]!.replace('X', '0').replace('Y', '1').replace('Z', '2'));
  return LETRAS_CONTROL[numero % 23] === m[2];
}

/** Only the last four characters shown (DESIGN.md §10): `12345678Z` → `•••••678Z`. */
export function enmascararDni(valor: string): string {
  return valor.length <= 4 ? valor : `${'•'.repeat(valor.length - 4)}${valor.slice(-4)}`;
}
