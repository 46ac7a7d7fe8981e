/**
 * GET /api/grupos pages and sorts on the server (spec 01 §2 "/grupos"); GET /api/grupos/opciones answers
 * only what a group select needs.
 */
import { gruposEndpoints, ORDENES_GRUPO } from '@escuela/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorConLoginDePrueba,
  crearProfesorDePrueba,
} from '../../../test/fabricas';
import { contarConsultas } from '../../../test/contar-consultas';

const { t, api } = usarAppDePrueba();
let colegioId: number;
/** Five groups of one school: name, level (by id), teacher, students in alta. */
let creados: { id: number; nombre: string; alumnos: number; profesor: string }[];
let profesorCookie: string;
let grupoDelProfesor: number;
beforeAll(async () => {
  colegioId = (await crearColegioDePrueba(t.db)).id;
  const ana = await crearProfesorConLoginDePrueba(t.db, { nombre: 'Ana', apellidos: 'Zapata' });
  const bea = await crearProfesorDePrueba(t.db, { nombre: 'Bea', apellidos: 'Alonso' });
  const datos = [
    { nombre: 'Grupo C', profesor: bea, alumnos: 4 },
    { nombre: 'Grupo A', profesor: ana, alumnos: 1 },
    { nombre: 'Grupo E', profesor: bea, alumnos: 0 },
    { nombre: 'Grupo B', profesor: bea, alumnos: 3 },
    { nombre: 'Grupo D', profesor: ana, alumnos: 2 },
  ];
  creados = [];
  for (const d of datos) {
    const g = await crearGrupoDePrueba(t.db, { colegioId, profesorId: d.profesor.id, nombre: d.nombre });
    if (d.alumnos) {
      await t.db.insert(alumnos).values(
        Array.from({ length: d.alumnos }, (_, i) => ({
          nombre: `A${i}`,
          apellidos: d.nombre,
          grupoId: g.id,
        })),
      );
    }
    // A student in baja is not counted.
    await t.db.insert(alumnos).values({ nombre: 'Baja', apellidos: d.nombre, grupoId: g.id, estado: 'baja' });
    creados.push({ id: g.id, nombre: d.nombre, alumnos: d.alumnos, profesor: d.profesor.nombre });
  }
  profesorCookie = ana.cookie;
  grupoDelProfesor = creados.find((g) => g.nombre === 'Grupo A')!.id;
});

const nombres = (lista: { nombre: string }[]) => lista.map((g) => g.nombre);

describe('GET /api/grupos: the /grupos screen, paged and sorted on the server', () => {
  it('answers a page by name with the filter total', async () => {
    const admin = api.como('admin');
    const pagina = (page: number) =>
      admin.llamar(gruposEndpoints.list, { query: { colegioId, limit: 2, page } });
    const [uno, dos, tres] = await Promise.all([pagina(1), pagina(2), pagina(3)]);
    expect(uno.status).toBe(200);
    expect(nombres(uno.json.grupos)).toEqual(['Grupo A', 'Grupo B']);
    expect(nombres(dos.json.grupos)).toEqual(['Grupo C', 'Grupo D']);
    expect(nombres(tres.json.grupos)).toEqual(['Grupo E']);
    expect(tres.json.paginacion).toEqual({ total: 5, totalPaginas: 3, paginaActual: 3, porPagina: 2 });
    // A page past the end has no rows, and still its total.
    const despues = await pagina(7);
    expect(despues.json.grupos).toEqual([]);
    expect(despues.json.paginacion.total).toBe(5);
  });

  it.each([
    ['alumnos', 'desc', ['Grupo C', 'Grupo B', 'Grupo D', 'Grupo A', 'Grupo E']],
    ['alumnos', 'asc', ['Grupo E', 'Grupo A', 'Grupo D', 'Grupo B', 'Grupo C']],
    // Ana's groups first, by name; then Bea's.
    ['profesor', 'asc', ['Grupo A', 'Grupo D', 'Grupo B', 'Grupo C', 'Grupo E']],
    ['nombre', 'desc', ['Grupo E', 'Grupo D', 'Grupo C', 'Grupo B', 'Grupo A']],
  ] as const)('sorts by %s %s across pages', async (sort, order, esperado) => {
    const admin = api.como('admin');
    const uno = await admin.llamar(gruposEndpoints.list, { query: { colegioId, sort, order, limit: 3 } });
    const dos = await admin.llamar(gruposEndpoints.list, {
      query: { colegioId, sort, order, limit: 3, page: 2 },
    });
    expect([...nombres(uno.json.grupos), ...nombres(dos.json.grupos)]).toEqual(esperado);
    expect(uno.json.grupos.find((g) => g.nombre === 'Grupo C')?.numAlumnos ?? 4).toBe(4);
  });

  it('accepts every sortable column of the table', async () => {
    for (const sort of ORDENES_GRUPO) {
      const res = await api.como('coordinador').llamar(gruposEndpoints.list, { query: { colegioId, sort } });
      expect(res.status, sort).toBe(200);
      expect(res.json.grupos).toHaveLength(5);
    }
  });

  it('refuses an unknown order or page size with a Spanish message', async () => {
    const admin = api.como('admin');
    const orden = await admin.llamar(gruposEndpoints.list, {
      query: { sort: 'fecha' } as never,
    });
    expect(orden.status).toBe(400);
    expect(orden.error.errors?.sort?._errors).toEqual(['El orden no es válido']);
    const limite = await admin.llamar(gruposEndpoints.list, { query: { limit: 500 } });
    expect(limite.status).toBe(400);
    expect(limite.error.errors?.limit?._errors).toEqual(['El número de resultados por página no es válido']);
  });

  it('costs the same queries for a page of 2 as for a page of 5 (no query per row)', async () => {
    const pedir = (limit: number) =>
      contarConsultas(t.db, () =>
        api.como('admin').llamar(gruposEndpoints.list, { query: { colegioId, limit, sort: 'alumnos' } }),
      );
    await pedir(1); // signed in already
    const [dos, cinco] = [await pedir(2), await pedir(5)];
    expect(cinco.resultado.json.grupos).toHaveLength(5);
    expect(cinco.consultas).toBe(dos.consultas);
  });
});

describe('GET /api/grupos/opciones: what a group select needs', () => {
  it('answers id and name of every group, by name, and nothing else', async () => {
    const res = await api.como('admin').llamar(gruposEndpoints.opciones);
    expect(res.status).toBe(200);
    const deEsteColegio = res.json.filter((g) => creados.some((c) => c.id === g.id));
    expect(deEsteColegio).toEqual(
      [...creados]
        .sort((a, b) => a.nombre.localeCompare(b.nombre))
        .map((g) => ({ id: g.id, nombre: g.nombre })),
    );
    for (const g of res.json) expect(Object.keys(g).sort()).toEqual(['id', 'nombre']);
  });

  it("answers a teacher only their own groups' options", async () => {
    const res = await api.conCookie(profesorCookie).llamar(gruposEndpoints.opciones);
    expect(res.status).toBe(200);
    expect(res.json.map((g) => g.id)).toEqual([
      grupoDelProfesor,
      creados.find((g) => g.nombre === 'Grupo D')!.id,
    ]);
  });

  it('is for staff only', async () => {
    expect((await api.como('tutor').llamar(gruposEndpoints.opciones)).status).toBe(403);
    expect((await api.como('anonimo').llamar(gruposEndpoints.opciones)).status).toBe(401);
  });
});
