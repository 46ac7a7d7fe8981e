/**
 * Text for a SEPA file (REFERENCES.md): only the SEPA Latin character set, `a-z A-Z 0-9 / - ? : ( ) . , ' +`
 * and space. Accents and ñ/ç are transliterated, anything else becomes a space; runs of spaces shrink to
 * one and the result is cut to the field's length.
 */
const PERMITIDOS = /[^A-Za-z0-9/\-?:().,'+ ]/g;

const SUSTITUCIONES: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  '&': '+',
  '·': '-',
  '–': '-',
  '—': '-',
  '−': '-',
  '€': 'EUR',
  '%': ' por ciento',
  '"': "'",
  '‘': "'",
  '’': "'",
  '“': "'",
  '”': "'",
  º: 'o',
  ª: 'a',
};

export function aLatinSepa(texto: string, max: number): string {
  // Most names and every concept are plain already: no transliteration to do (a remittance's 8,000 debits
  // call this twice each).
  if (texto.length <= max && !/[^A-Za-z0-9/\-?:().,'+ ]|\s\s|^\s|\s$/.test(texto)) return texto;
  const sustituido = [...texto].map((c) => SUSTITUCIONES[c] ?? c).join('');
  return sustituido
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(PERMITIDOS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** True when every character of `texto` is in the SEPA Latin set. */
export const esLatinSepa = (texto: string) => !/[^A-Za-z0-9/\-?:().,'+ ]/.test(texto);
