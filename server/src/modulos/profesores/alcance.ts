/** Moved to `server/src/lib/alcance.ts`; kept so modules written against this path still build. */
export { alcanceDe, SIN_PROFESOR, type Alcance } from '../../lib/alcance';
