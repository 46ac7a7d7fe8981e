/**
 * THE authorization matrix: every endpoint × {anonimo, tutor, profesor, coordinador, admin} → the status
 * it answers. Each module keeps its rows in `matriz/<modulo>.matrix.ts` (exporting `filas`); this file
 * joins them. `authz.test.ts` runs every cell and fails when a registered route has no row.
 * A new endpoint adds its row in the same change.
 */
import type { CrearFixtures, FilaMatriz } from './matriz/matriz';

export type { CrearFixtures, FilaMatriz, Fixtures } from './matriz/matriz';

const modulos = import.meta.glob<{ filas: FilaMatriz[]; fixtures?: CrearFixtures }>('./matriz/*.matrix.ts', {
  eager: true,
});
export const matriz: FilaMatriz[] = Object.values(modulos).flatMap((m) => m.filas);
/** The fixtures functions the matrix files export, in file order. */
export const fixturesDeModulos: CrearFixtures[] = Object.values(modulos).flatMap((m) =>
  m.fixtures ? [m.fixtures] : [],
);
