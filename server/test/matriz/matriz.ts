/** Types and helpers for the per-module matrix rows (`*.matrix.ts`). */
import type { TestApp } from '../app';
import type { RolOAnonimo, loginsPorRol } from '../fabricas';

export interface Fixtures {
  /** Ids of records the matrix test creates once (see `authz.test.ts`); modules add what they need. */
  [clave: string]: number | string;
}

/**
 * A matrix file may export `fixtures`: it creates the records its own rows point at and answers their
 * ids, merged into the shared `Fixtures` (it also sees the ones made before it, e.g. by matriz-fixtures.ts).
 */
export type CrearFixtures = (
  t: TestApp,
  logins: Awaited<ReturnType<typeof loginsPorRol>>,
  previas: Fixtures,
) => Promise<Fixtures>;

export interface FilaMatriz {
  method: string;
  /** The registered path, as in the shared endpoint (`/api/colegios/:id`). */
  path: string;
  /** The concrete URL to call; defaults to `path`. A function receives the fixtures. */
  url?: string | ((f: Fixtures) => string);
  body?: unknown | ((f: Fixtures) => unknown);
  /** Multipart upload instead of JSON. */
  multipart?: boolean;
  esperado: Record<RolOAnonimo, number>;
}

export const todos = (status: number): Record<RolOAnonimo, number> => ({
  anonimo: status,
  tutor: status,
  profesor: status,
  coordinador: status,
  admin: status,
});
/** Any signed-in role gets `status`; anonymous 401. */
export const conLogin = (status: number) => ({ ...todos(status), anonimo: 401 });
/** Only the listed roles get `status`; other signed-in roles 403; anonymous 401. */
export const soloRoles = (roles: RolOAnonimo[], status: number): Record<RolOAnonimo, number> => ({
  anonimo: 401,
  tutor: roles.includes('tutor') ? status : 403,
  profesor: roles.includes('profesor') ? status : 403,
  coordinador: roles.includes('coordinador') ? status : 403,
  admin: roles.includes('admin') ? status : 403,
});
