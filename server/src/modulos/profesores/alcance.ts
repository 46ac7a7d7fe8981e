/**
 * Moved to `server/src/lib/alcance.ts`; the type is kept here so modules written against this path still
 * build. A scope is never resolved in a module: it comes from the route context (`ctx.alcance()`).
 */
export { SIN_PROFESOR, type Alcance } from '../../lib/alcance';
