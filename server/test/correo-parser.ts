/**
 * Reads a raw e-mail as nodemailer writes it (headers, multipart/alternative, quoted-printable or base64
 * parts, RFC 2047 subjects) into its subject, text and HTML. Enough for tests; not a general MIME parser.
 */
export interface CorreoLeido {
  to: string;
  subject: string;
  text: string;
  html: string;
}

function separar(raw: string): { headers: Record<string, string>; body: string } {
  const corte = raw.search(/\r?\n\r?\n/);
  const cabecera = corte === -1 ? raw : raw.slice(0, corte);
  const body = corte === -1 ? '' : raw.slice(corte).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const linea of cabecera.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = linea.indexOf(':');
    if (i > 0) headers[linea.slice(0, i).trim().toLowerCase()] = linea.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodificarQp(texto: string): string {
  const sinSaltos = texto.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < sinSaltos.length; i++) {
    const hex = sinSaltos.slice(i + 1, i + 3);
    if (sinSaltos[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(sinSaltos[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodificarCuerpo(body: string, encoding = ''): string {
  const e = encoding.toLowerCase();
  if (e === 'quoted-printable') return decodificarQp(body);
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** `=?UTF-8?Q?Verifica_tu_correo?=` and `=?UTF-8?B?…?=` words. */
function decodificarCabecera(valor: string): string {
  return valor
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, modo: string, datos: string) =>
      modo.toUpperCase() === 'B'
        ? Buffer.from(datos, 'base64').toString('utf8')
        : decodificarQp(datos.replace(/_/g, ' ')),
    );
}

function partes(headers: Record<string, string>, body: string, out: { text: string; html: string }) {
  const tipo = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(tipo)?.[1];
  if (/^multipart\//i.test(tipo) && boundary) {
    for (const trozo of body.split(`--${boundary}`).slice(1)) {
      if (trozo.startsWith('--')) break;
      const parte = separar(trozo.replace(/^\r?\n/, ''));
      partes(parte.headers, parte.body, out);
    }
    return;
  }
  const contenido = decodificarCuerpo(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(tipo)) out.html ||= contenido;
  else if (/^text\/plain/i.test(tipo)) out.text ||= contenido;
}

export function leerCorreo(raw: string): CorreoLeido {
  const { headers, body } = separar(raw);
  const out = { text: '', html: '' };
  partes(headers, body, out);
  return {
    to: decodificarCabecera(headers.to ?? ''),
    subject: decodificarCabecera(headers.subject ?? ''),
    ...out,
  };
}

/** The first link to `ruta` (e.g. '/verificar-email') in the text part. */
export function enlaceDe(correo: CorreoLeido, ruta: string): string {
  const m = new RegExp(`https?://\\S+${ruta.replace(/[/]/g, '\\/')}\\?token=[A-Za-z0-9_%-]+`).exec(
    correo.text,
  );
  if (!m) throw new Error(`No hay enlace a ${ruta} en el correo "${correo.subject}"`);
  return m[0];
}
