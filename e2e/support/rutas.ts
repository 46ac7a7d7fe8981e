/**
 * The staff routes a role may open, read from the route table (web/src/app/rutas.tsx), so a new screen is
 * swept by the phone-width and desktop tests as soon as it has an entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const tabla = readFileSync(path.resolve(import.meta.dirname, '../../web/src/app/rutas.tsx'), 'utf8');
const gestion = tabla.slice(
  tabla.indexOf('export const RUTAS_GESTION'),
  tabla.indexOf('export const RUTAS_PUBLICAS_Y_PORTAL'),
);

/** Staff routes a role may open, from the table's entries `ruta(path, acceso, …)` (no `:param` paths). */
export function rutasDeGestion(rol: 'admin' | 'coordinador' | 'profesor'): string[] {
  const rutas = new Set<string>();
  for (const m of gestion.matchAll(
    /(?:path: |ruta\(\s*)'(\/[^':]*)',\s*(?:acceso: )?(STAFF|ADMIN|\[[^\]]*\])/g,
  )) {
    const roles =
      m[2] === 'STAFF' ? ['admin', 'coordinador', 'profesor'] : m[2] === 'ADMIN' ? ['admin'] : m[2]!;
    if (roles.includes(rol)) rutas.add(m[1]!);
  }
  return [...rutas];
}
