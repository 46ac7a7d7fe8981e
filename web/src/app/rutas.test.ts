import { RUTAS_APP, RUTAS_PUBLICAS, esRutaApp, esRutaPublica } from '@escuela/shared/common/rutas-cliente';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { PAGINAS_PUBLICAS } from './paginas-publicas';

function caminos(lista: RouteObject[]): string[] {
  return lista.flatMap((r) => [...(r.path ? [r.path] : []), ...caminos(r.children ?? [])]);
}

describe('client routes', () => {
  it('the router declares exactly the shared list (the server answers 404 to anything else)', () => {
    const delRouter = caminos(routes)
      .filter((p) => p !== '*')
      .sort();
    expect(delRouter).toEqual([...RUTAS_PUBLICAS, ...RUTAS_APP].sort());
  });

  it('every public path has a page for the light public entry', () => {
    expect(Object.keys(PAGINAS_PUBLICAS).sort()).toEqual([...RUTAS_PUBLICAS].sort());
  });

  it('tells public pages from app routes', () => {
    expect(esRutaPublica('/')).toBe(true);
    expect(esRutaPublica('/courses/teens-ii/')).toBe(true);
    expect(esRutaPublica('/courses/otro')).toBe(false);
    expect(esRutaPublica('/dashboard')).toBe(false);
    expect(esRutaApp('/asistencias/4/2026-02-03')).toBe(true);
    expect(esRutaApp('/asistencias/4')).toBe(false);
  });
});
