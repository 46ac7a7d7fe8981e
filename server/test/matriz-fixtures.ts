/**
 * Records the matrix rows point at (`/api/colegios/:id` needs an id). Each module adds the records its
 * rows need here, created through its services; keep them minimal.
 */
import type { Fixtures } from './authz-matrix';
import type { TestApp } from './app';
import type { sesionesPorRol } from './factories';

export async function crearFixturesMatriz(
  _t: TestApp,
  _sesiones: Awaited<ReturnType<typeof sesionesPorRol>>,
): Promise<Fixtures> {
  const fixtures: Fixtures = {};
  return fixtures;
}
