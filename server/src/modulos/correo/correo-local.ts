/**
 * The quick start's mailbox (docs/decisions/034-outbox.md): without SMTP_URL no e-mail leaves the
 * server and none reaches the log, so a developer follows an invitation or a verification link from
 * this page. It carries live single-use links, so it is served only when every sign says the request
 * comes from this computer: the socket's peer is a loopback address, no proxy header is present (a
 * local reverse proxy would make every visitor look local), and the Host names a loopback address (a
 * page on another site cannot read it through DNS rebinding). Never in production, never with SMTP.
 */
import type { FastifyRequest } from 'fastify';
import type { CorreoLocal } from './correo.repository';

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;
const NOMBRES_LOCALES = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
const CABECERAS_PROXY = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip'];

export function esPeticionLocal(req: FastifyRequest): boolean {
  if (CABECERAS_PROXY.some((c) => req.headers[c] !== undefined)) return false;
  if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) return false;
  const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  return NOMBRES_LOCALES.test(host);
}

/** Whether this request may see the page: only in the quick start, only from this computer. */
export function paginaLocalDisponible(
  entorno: { isProduction: boolean; enviaCorreo: boolean },
  req: FastifyRequest,
): boolean {
  return !entorno.isProduction && !entorno.enviaCorreo && esPeticionLocal(req);
}

const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The text part, escaped, with its web addresses as links. */
export function textoConEnlaces(texto: string): string {
  return escapar(texto).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const fecha = (d: Date) =>
  d.toLocaleString('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'medium' });

const ESTILO = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}
main{max-width:48rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem}
.aviso{background:#fef3c7;border:1px solid #d97706;border-radius:.5rem;padding:.75rem 1rem}
ol{list-style:none;padding:0}li{background:#fff;border:1px solid #d6d3d1;border-radius:.5rem;margin:1rem 0;padding:1rem}
h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#57534e;margin:0 0 .75rem;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0}a{color:#1d4ed8}`;

function resumen(n: number, limite: number): string {
  if (n === 1) return 'Un correo guardado.';
  const cuantos = n === limite ? `Los ${limite} más recientes` : `${n} correos guardados`;
  return `${cuantos}, del más nuevo al más antiguo.`;
}

export function paginaCorreoLocal(correos: CorreoLocal[], limite: number): string {
  const lista = correos.length
    ? `<p>${resumen(correos.length, limite)}</p>
<ol>${correos
        .map(
          (c) => `<li><article aria-labelledby="correo-${c.id}">
<h2 id="correo-${c.id}">${escapar(c.subject)}</h2>
<p class="meta">Para: ${escapar(c.to)} · ${escapar(fecha(c.createdAt))}</p>
<pre>${textoConEnlaces(c.text)}</pre></article></li>`,
        )
        .join('\n')}</ol>`
    : '<p>Todavía no hay ningún correo guardado.</p>';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Correo local · RoboEscuela</title><style>${ESTILO}</style></head>
<body><main>
<h1>Correo local</h1>
<p class="aviso">SMTP_URL no está configurada: estos correos no se han enviado a nadie. Esta página solo se
muestra en este equipo y nunca en producción. Configura SMTP_URL para que el correo se envíe de verdad.</p>
${lista}
<p><a href="/">Volver a la aplicación</a></p>
</main></body></html>`;
}
