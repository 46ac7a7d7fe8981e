/**
 * The staff routes a role may open, read from the route table (web/src/app/rutas.tsx), so a new screen is
 * swept by the phone-width and desktop tests as soon as it has an entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OFICINA, SOLO_ADMIN, STAFF } from '@escuela/shared/common/roles';
import { RUTA } from '@escuela/shared/common/rutas-cliente';

const tabla = readFileSync(path.resolve(import.meta.dirname, '../../web/src/app/rutas.tsx'), 'utf8');
const gestion = tabla.slice(
  tabla.indexOf('export const RUTAS_GESTION'),
  tabla.indexOf('export const RUTAS_PUBLICAS_Y_PORTAL'),
);

/** The shared role lists the table names (`shared/src/common/roles.ts`). */
const LISTAS: Record<string, readonly string[]> = { STAFF, SOLO_ADMIN, OFICINA };

/**
 * Staff routes a role may open, from the table's entries `ruta(RUTA.clave, acceso, …)` (the path by its key
 * in shared's `RUTA`, a comment before `acceso` allowed; no `:param` paths).
 */
export function rutasDeGestion(rol: 'admin' | 'coordinador' | 'profesor'): string[] {
  const rutas = new Set<string>();
  for (const m of gestion.matchAll(/ruta\(\s*RUTA\.(\w+),\s*(?:\/\/[^\n]*\n\s*)*(\w+|\[[^\]]*\])/g)) {
    const ruta: string | undefined = RUTA[m[1] as keyof typeof RUTA];
    if (!ruta) throw new Error(`La tabla de rutas nombra RUTA.${m[1]}, que no existe`);
    if (ruta.includes(':')) continue;
    const roles: readonly string[] | string = LISTAS[m[2]!] ?? m[2]!;
    if (roles.includes(rol)) rutas.add(ruta);
  }
  return [...rutas];
}
