/**
 * "Descargar mis datos" (RGPD arts. 15 and 20, decision 046): one ZIP with every area of the registry
 * (`cobertura.repository.ts`) as JSON, `datos/<area>.json`, plus `resumen.html`, a page a person can read.
 */
import type { Db } from '../../db/client';
import { AREAS, leerArea, type Familia } from './cobertura.repository';

const escapar = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const celda = (v: unknown) =>
  v === null || v === undefined ? '' : escapar(typeof v === 'object' ? JSON.stringify(v) : String(v));

function tablaHtml(filas: Record<string, unknown>[]): string {
  if (filas.length === 0) return '<p>Sin datos.</p>';
  const columnas = [...new Set(filas.flatMap((f) => Object.keys(f)))];
  const cabecera = columnas.map((c) => `<th scope="col">${escapar(c)}</th>`).join('');
  const cuerpo = filas
    .map((f) => `<tr>${columnas.map((c) => `<td>${celda(f[c])}</td>`).join('')}</tr>`)
    .join('\n');
  return `<div class="t"><table><thead><tr>${cabecera}</tr></thead><tbody>\n${cuerpo}\n</tbody></table></div>`;
}

export function resumenHtml(
  areas: { titulo: string; archivo: string; filas: Record<string, unknown>[] }[],
  generado: Date,
) {
  const indice = areas
    .map((a) => `<li><a href="#${a.archivo}">${escapar(a.titulo)}</a> (${a.filas.length})</li>`)
    .join('\n');
  const secciones = areas
    .map(
      (a) =>
        `<section id="${a.archivo}"><h2>${escapar(a.titulo)}</h2><p class="f">datos/${a.archivo}.json · ${a.filas.length} registro(s)</p>${tablaHtml(a.filas)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tus datos en RoboEscuela</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#111}table{border-collapse:collapse;font-size:.85rem}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}.t{overflow-x:auto}.f{color:#555}</style>
</head><body>
<h1>Tus datos en RoboEscuela</h1>
<p>Copia de todos los datos que el colegio guarda sobre tu familia, generada el ${escapar(generado.toISOString())}.
Cada apartado está también en formato JSON en la carpeta <code>datos/</code> de este archivo.</p>
<nav aria-label="Apartados"><ul>
${indice}
</ul></nav>
${secciones}
</body></html>
`;
}

/** The ZIP of everything held about the family. */
export async function zipMisDatos(db: Db, familia: Familia, ahora = new Date()): Promise<Buffer> {
  const areas = await Promise.all(
    AREAS.map(async (a) => ({ titulo: a.titulo, archivo: a.archivo, filas: await leerArea(db, a, familia) })),
  );
  // Loaded on the first download: ~10 MB a server that never makes one does not carry.
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const a of areas) zip.file(`datos/${a.archivo}.json`, `${JSON.stringify(a.filas, null, 2)}\n`);
  zip.file('resumen.html', resumenHtml(areas, ahora));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
