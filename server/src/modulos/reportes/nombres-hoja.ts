/**
 * Worksheet names Excel accepts: at most 31 characters, none of \ / ? * [ ] :, no control characters, not
 * starting or ending with an apostrophe, not 'History' (reserved), and unique ignoring case. exceljs'
 * streaming writer checks none of this, and Excel refuses to open a file that breaks it.
 */
export const MAX_NOMBRE_HOJA = 31;

/** The longest prefix of `texto` within `max` UTF-16 units, never splitting a character. */
function recortar(texto: string, max: number): string {
  let r = '';
  for (const c of texto) {
    if (r.length + c.length > max) break;
    r += c;
  }
  return r;
}

const sinApostrofesEnLosBordes = (s: string) => s.replace(/^[\s']+|[\s']+$/g, '');

function limpiar(nombre: string): string {
  const base = sinApostrofesEnLosBordes(
    nombre
      .replace(/[\\/?*[\]:]/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' '),
  );
  if (!base) return 'Grupo';
  return base.toLowerCase() === 'history' ? `${base} (grupo)` : base;
}

/** One valid, unique name per input, in the same order: 'Kids I', 'Kids I (2)', … */
export function nombresDeHoja(nombres: readonly string[]): string[] {
  const usados = new Set<string>();
  return nombres.map((original) => {
    const base = limpiar(original);
    let nombre = sinApostrofesEnLosBordes(recortar(base, MAX_NOMBRE_HOJA));
    for (let n = 2; usados.has(nombre.toLowerCase()); n++) {
      const sufijo = ` (${n})`;
      nombre = sinApostrofesEnLosBordes(recortar(base, MAX_NOMBRE_HOJA - sufijo.length)) + sufijo;
    }
    usados.add(nombre.toLowerCase());
    return nombre;
  });
}
