/**
 * An automatic message from its template (shared/notificaciones/plantillas.ts): the rendered subject and
 * text, and an HTML part made from the same text (paragraphs, line breaks, links), escaped.
 */
import { renderizar } from '@escuela/shared';
import { escaparHtml, htmlCorreo } from '../../lib/html';
import type { Correo } from '../../lib/mailer';

export interface TextoPlantilla {
  asunto: string;
  texto: string;
}

const escapar = escaparHtml;

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
  return htmlCorreo(asunto, parrafos);
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
