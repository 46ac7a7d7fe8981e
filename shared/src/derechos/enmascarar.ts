/**
 * DNI and IBAN in staff views (DESIGN.md §10, decision 045): only the last four characters, after four
 * dots. A form that sends the masked value back means "keep the stored one" (`esEnmascarado`).
 */
export const PREFIJO_MASCARA = '••••';

/** `ES7620770024003102575766` → `••••5766`; null, empty or four characters or fewer are masked whole. */
export function enmascarar(valor: string | null | undefined): string | null {
  if (valor == null) return null;
  const limpio = valor.replace(/\s+/g, '');
  if (limpio === '') return null;
  return limpio.length <= 4 ? PREFIJO_MASCARA : `${PREFIJO_MASCARA}${limpio.slice(-4)}`;
}

/** Is this what `enmascarar` gives (so a form sent it back unchanged)? */
export function esEnmascarado(valor: unknown): valor is string {
  return typeof valor === 'string' && valor.trim().startsWith(PREFIJO_MASCARA);
}
