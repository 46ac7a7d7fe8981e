/**
 * CSV as Spanish spreadsheets save it: UTF-8 with or without BOM, or Windows-1252 (Excel's "CSV"), comma
 * or semicolon separated (semicolon when the decimal mark is a comma), quoted fields with "" escapes,
 * CRLF or LF. Every cell stays text: dates and numbers are parsed later by our own rules.
 */

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), else Windows-1252. */
export function decodificarTexto(buf: Uint8Array): string {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf)
    return new TextDecoder('utf-8').decode(buf.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return new TextDecoder('windows-1252').decode(buf);
  }
}

/** The separator of the first line (outside quotes): the most frequent of ';', ',' and tab. */
export function detectarSeparador(texto: string): string {
  const cuenta: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let entreComillas = false;
  for (const c of texto) {
    if (c === '"') entreComillas = !entreComillas;
    else if (!entreComillas && (c === '\n' || c === '\r')) break;
    else if (!entreComillas && c in cuenta) cuenta[c]! += 1;
  }
  const [mejor] = Object.entries(cuenta).sort((a, b) => b[1] - a[1]);
  return mejor![1] > 0 ? mejor![0] : ',';
}

/** Rows of cells. Stops (and reports it) after `maxFilas` rows, so a huge file costs nothing more. */
export function parseCsv(texto: string, maxFilas = Infinity): { filas: string[][]; truncado: boolean } {
  const sep = detectarSeparador(texto);
  const filas: string[][] = [];
  let fila: string[] = [];
  let celda = '';
  let entreComillas = false;
  let i = 0;
  const n = texto.length;
  const cerrarFila = () => {
    fila.push(celda);
    filas.push(fila);
    fila = [];
    celda = '';
  };
  while (i < n) {
    const c = texto[i]!;
    if (entreComillas) {
      if (c === '"') {
        if (texto[i + 1] === '"') {
          celda += '"';
          i += 1;
        } else entreComillas = false;
      } else celda += c;
    } else if (c === '"' && celda === '') entreComillas = true;
    else if (c === sep) {
      fila.push(celda);
      celda = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && texto[i + 1] === '\n') i += 1;
      cerrarFila();
      if (filas.length > maxFilas) return { filas: filas.slice(0, maxFilas), truncado: true };
    } else celda += c;
    i += 1;
  }
  if (celda !== '' || fila.length > 0) cerrarFila();
  return { filas, truncado: false };
}
