/**
 * An automatic message from its template (shared/notificaciones/plantillas.ts): the rendered subject and
 * text, and an HTML part made from the same text (paragraphs, line breaks, links), escaped.
 */
import { renderizar } from '@escuela/shared';
import type { Correo } from '../../lib/mailer';

export interface TextoPlantilla {
  asunto: string;
  texto: string;
}

const escapar = (texto: string) =>
  texto.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const ENLACE = /https?:\/\/[^\s<>"']+/g;

/** Plain text → the HTML body: escaped, a paragraph per blank-line block, links clickable. */
export function htmlDeTexto(asunto: string, texto: string): string {
  const parrafos = texto
    .trim()
    .split(/\n\s*\n/)
    .map((p) =>
      escapar(p)
        .replace(ENLACE, (u) => `<a href="${u}" style="color:#4338ca;word-break:break-all">${u}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${p}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapar(asunto)}</title></head>
<body style="margin:0;padding:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fb;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#4338ca">RoboEscuela</p>
${parrafos}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The message to `to` of a template with these values. */
export function mensajeDePlantilla(
  to: string,
  plantilla: TextoPlantilla,
  valores: Readonly<Record<string, string>>,
): Correo {
  // A subject is one line, whatever a value brings.
  const subject = renderizar(plantilla.asunto, valores).replace(/\s+/g, ' ').trim();
  const text = renderizar(plantilla.texto, valores);
  return { to, subject, text, html: htmlDeTexto(subject, text) };
}
