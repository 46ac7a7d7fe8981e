import { RUTAS_APP, RUTAS_PUBLICAS, esRutaApp, esRutaPublica } from '@escuela/shared/common/rutas-cliente';
import type { Rol } from '@escuela/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { RUTAS_GESTION, menuFor } from './rutas';
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

describe('the staff menu, from the route table', () => {
  it("gives each role the spec's entries in the spec's order", () => {
    const etiquetas = (rol: Rol) => menuFor(rol).map((e) => e.label);
    expect(etiquetas('admin')).toEqual([
      'Dashboard',
      'Usuarios',
      'Colegios',
      'Profesores',
      'Padres',
      'Materiales',
      'Actividades',
      'Nóminas',
      'Distancias',
      'Mensajes de contacto',
      'Avisos',
      'Reportes de Asistencias',
      'Grupos',
      'Alumnos',
      'Inscripciones nuevas',
      // Issue 25 (DESIGN.md §10): the families' pending consents.
      'Consentimientos pendientes',
      'Sesiones',
      // Issue 26: the school-year renewal (decision 052).
      'Renovación de curso',
      // Not in the spec: billing (issue 24), a family's rights (issue 25), then the school's settings
      // (decision 029), last.
      'Cobros',
      'Registro de accesos',
      'Supresión de datos',
      'Ajustes',
    ]);
    expect(etiquetas('profesor')).toEqual([
      'Dashboard',
      'Grupos',
      'Alumnos',
      // Issue 28: the teacher's day on a phone.
      'Hoy',
      'Sesiones',
      'Mi calendario',
      'Colegios',
    ]);
    // Issue 27: the office writes notices; a teacher subscribes to their own classes' calendar. The
    // coordinador reads the parents' enrolments waiting for the office (decision 040).
    expect(etiquetas('coordinador')).toEqual([
      'Dashboard',
      'Avisos',
      'Grupos',
      'Alumnos',
      'Inscripciones nuevas',
      'Consentimientos pendientes',
      'Hoy',
      'Sesiones',
      'Colegios',
    ]);
    expect(menuFor('tutor')).toEqual([]);
  });

  it('every menu entry is a staff route its roles may open', () => {
    for (const r of RUTAS_GESTION.filter((x) => x.menu)) expect(RUTAS_APP).toContain(r.path);
  });
});

describe('a screen with its own denial (spec §6)', () => {
  it('/distancias is routed for every staff role but stays out of the teachers’ menu', () => {
    const distancias = RUTAS_GESTION.find((r) => r.path === '/distancias')!;
    expect(distancias.acceso).toEqual(['admin']);
    expect(distancias.denegacion).toEqual({
      titulo: 'Acceso Denegado',
      mensaje: 'No tienes permisos para acceder a esta página.',
    });
    expect(menuFor('profesor').map((e) => e.to)).not.toContain('/distancias');
  });
});
