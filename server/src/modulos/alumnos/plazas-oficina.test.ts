/**
 * The office's own moves respect the places (issue 26, decision 052): `PUT /api/alumnos/:id` into a full
 * group and an import that fills a group put the students on its waiting list (the student keeps the group
 * they were in), never above `plazasMaximas`.
 */
import { alumnosEndpoints, mensajesPlazas, plazasEndpoints } from '@escuela/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, grupos } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import { csvDe, type Valor } from '../../../test/alumnos/archivos';
import {
  alumnosEnAlta,
  crearPadreAdminDePrueba,
  insertColegio,
  insertGrupo,
  insertHijo,
  matricular,
} from '../../../test/fabricas/index';
import { padres } from '../../db/schema/index';
import { ponerEnEspera, ponerVariosEnEspera } from '../plazas/plazas.service';

const { t, api } = usarAppDePrueba();
let colegioId: number;

beforeAll(async () => {
  colegioId = (await insertColegio(t.db, 'Colegio Oficina')).id;
});

async function grupoCon(plazasMaximas: number, ocupadas: number) {
  const g = await insertGrupo(t.db, colegioId);
  await t.db.update(grupos).set({ plazasMaximas, plazasMinimas: 0 }).where(eq(grupos.id, g.id));
  for (let i = 0; i < ocupadas; i++) await alumnoEn(g.id, `Ocupa${i}`);
  return g;
}
async function alumnoEn(grupoId: number | null, nombre: string, estado: 'alta' | 'baja' = 'alta') {
  const [a] = await t.db
    .insert(alumnos)
    .values({ nombre, apellidos: 'Oficina', grupoId, estado })
    .returning();
  if (grupoId !== null && estado === 'alta') await matricular(t.db, a!.id, grupoId);
  return a!;
}
const enAlta = (grupoId: number) => alumnosEnAlta(t.db, grupoId);
const lista = async (grupoId: number) =>
  (await api.como('admin').llamar(plazasEndpoints.listaEspera, { params: { id: grupoId } })).json.map((e) => [
    e.alumno,
    e.posicion,
  ]);
const importar = (filas: Valor[][]) =>
  api.como('admin').llamar(alumnosEndpoints.importar, {
    archivo: { nombre: 'a.csv', datos: csvDe(filas, { sep: ';', codificacion: 'utf8' }) },
  });

describe('PUT /api/alumnos/:id into a full group', () => {
  it('the student keeps their group and waits on the full one; twice is a 409', async () => {
    const lleno = await grupoCon(1, 1);
    const otro = await grupoCon(16, 0);
    const a = await alumnoEn(otro.id, 'Mover');
    const res = await api.como('admin').llamar(alumnosEndpoints.update, {
      params: { id: a.id },
      body: { grupoId: lleno.id, telefono1: '600123123' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      grupo: { id: otro.id },
      estado: 'alta',
      telefono1: '600123123',
      listaEspera: { grupoId: lleno.id, posicion: 1 },
    });
    expect(await enAlta(lleno.id)).toBe(1);
    expect(await lista(lleno.id)).toEqual([['Mover Oficina', 1]]);
    const otraVez = await api
      .como('admin')
      .llamar(alumnosEndpoints.update, { params: { id: a.id }, body: { grupoId: lleno.id } });
    expect(otraVez.status).toBe(409);
    expect(otraVez.json).toMatchObject({ message: mensajesPlazas.yaEnEspera });
    expect(await lista(lleno.id)).toHaveLength(1);
  });

  it('a student in baja given alta in a full group stays in baja and waits; with a place, enters', async () => {
    const lleno = await grupoCon(2, 2);
    const a = await alumnoEn(null, 'Vuelve', 'baja');
    const res = await api
      .como('admin')
      .llamar(alumnosEndpoints.update, { params: { id: a.id }, body: { grupoId: lleno.id, estado: 'alta' } });
    expect(res.json).toMatchObject({
      estado: 'baja',
      grupo: null,
      listaEspera: { grupoId: lleno.id, posicion: 1 },
    });
    expect(await enAlta(lleno.id)).toBe(2);

    const conPlaza = await grupoCon(2, 1);
    const b = await alumnoEn(null, 'Entra', 'baja');
    const entra = await api.como('admin').llamar(alumnosEndpoints.update, {
      params: { id: b.id },
      body: { grupoId: conPlaza.id, estado: 'alta' },
    });
    expect(entra.json).toMatchObject({ estado: 'alta', grupo: { id: conPlaza.id }, listaEspera: null });
    expect(await enAlta(conPlaza.id)).toBe(2);
  });

  it('correcting the start day of a student already in a full group queues nothing', async () => {
    const lleno = await grupoCon(1, 0);
    const a = await alumnoEn(lleno.id, 'Dentro');
    const res = await api
      .como('admin')
      .llamar(alumnosEndpoints.update, { params: { id: a.id }, body: { desde: '2026-09-15' } });
    expect(res.json).toMatchObject({ grupo: { id: lleno.id }, estado: 'alta', listaEspera: null });
    expect(await lista(lleno.id)).toEqual([]);
  });

  it('a bad group is a 400 and a teacher cannot move anyone', async () => {
    const a = await alumnoEn(null, 'Nadie', 'baja');
    const mal = await api
      .como('admin')
      .llamar(alumnosEndpoints.update, { params: { id: a.id }, body: { grupoId: 2_000_000 } });
    expect(mal.status).toBe(400);
    const lleno = await grupoCon(1, 1);
    const coord = await api
      .como('coordinador')
      .llamar(alumnosEndpoints.update, { params: { id: a.id }, body: { grupoId: lleno.id, estado: 'alta' } });
    expect(coord.json).toMatchObject({ estado: 'baja', listaEspera: null });
    expect(await lista(lleno.id)).toEqual([]);
  });
});

describe('POST /api/alumnos/import into a full group', () => {
  it('the first rows take the free places, the rest wait in file order; a leaver frees a place first', async () => {
    const g = await grupoCon(2, 1);
    const otro = await grupoCon(16, 0);
    const movido = await alumnoEn(otro.id, 'Movido');
    const sale = (await t.db.select().from(alumnos).where(eq(alumnos.grupoId, g.id)))[0]!;
    const nombre = g.nombre;
    const filas: Valor[][] = [
      ['ID', 'Nombre', 'Apellidos', 'Grupo'],
      [null, 'Uno', 'Importado', nombre],
      [null, 'Dos', 'Importado', nombre],
      [movido.id, 'Movido', 'Oficina', nombre],
    ];
    const res = await importar(filas);
    expect(res.json).toMatchObject({
      message:
        'Importación completada: 2 alumnos creados, 1 actualizado, 2 en lista de espera porque su grupo está completo',
      creados: 2,
      errores: [],
    });
    expect(await enAlta(g.id)).toBe(2);
    expect(await lista(g.id)).toEqual([
      ['Dos Importado', 1],
      ['Movido Oficina', 2],
    ]);
    expect((await t.db.select().from(alumnos).where(eq(alumnos.id, movido.id)))[0]).toMatchObject({
      grupoId: otro.id,
      estado: 'alta',
    });
    const dos = (await t.db.select().from(alumnos).where(eq(alumnos.nombre, 'Dos')))[0]!;
    expect(dos).toMatchObject({ grupoId: null, estado: 'baja' });

    // The same file again: those waiting keep their place, nobody is added twice.
    expect((await importar(filas)).status).toBe(200);
    expect(await lista(g.id)).toHaveLength(2);
    expect(await enAlta(g.id)).toBe(2);

    // One leaves and one enters in the same file: the freed place counts (nobody waits in a new group).
    const h = await grupoCon(1, 0);
    const dentro = await alumnoEn(h.id, 'Dentro');
    const cambio = await importar([
      ['ID', 'Nombre', 'Apellidos', 'Grupo'],
      [dentro.id, 'Dentro', 'Oficina', 'Sin grupo'],
      [sale.id, sale.nombre, sale.apellidos, h.nombre],
    ]);
    expect(cambio.json).toMatchObject({ actualizados: 2, errores: [] });
    expect(await enAlta(h.id)).toBe(1);
    expect(await lista(h.id)).toEqual([]);
  });
});

describe('several children joining one list together (an import)', () => {
  it('land where joining one after another would put them, with one history row each', async () => {
    // Two identical full groups, each with a list: an AMPA family's child and a plain one waiting.
    const familia = async (ampa: boolean) => {
      const p = await crearPadreAdminDePrueba(t.db, { colegioId });
      await t.db.update(padres).set({ socioAmpa: ampa }).where(eq(padres.id, p.id));
      return p.id;
    };
    const [ampa, conHermano, sinNada, otraAmpa] = [
      await familia(true),
      await familia(false),
      await familia(false),
      await familia(true),
    ];
    const preparar = async () => {
      const g = await grupoCon(1, 1);
      await insertHijo(t.db, conHermano, g.id, 'Hermano mayor');
      const espera = async (padreId: number, nombre: string) =>
        ponerEnEspera(t.db, {
          grupoId: g.id,
          alumnoId: (await insertHijo(t.db, padreId, null, nombre)).id,
          padreId,
          autorId: null,
        });
      await espera(sinNada, 'Ya esperaba');
      await espera(otraAmpa, 'Ya esperaba AMPA');
      const nuevos = [
        { padreId: sinNada, nombre: 'Sin prioridad' },
        { padreId: conHermano, nombre: 'Con hermano' },
        { padreId: ampa, nombre: 'De la AMPA' },
        { padreId: null, nombre: 'Sin familia' },
      ];
      const ninos = [];
      for (const n of nuevos) {
        const a = n.padreId
          ? await insertHijo(t.db, n.padreId, null, n.nombre)
          : await alumnoEn(null, n.nombre, 'baja');
        ninos.push({ alumnoId: a.id, padreId: n.padreId });
      }
      return { grupoId: g.id, ninos };
    };
    const uno = await preparar();
    const posicionesUnoAUno = [];
    for (const n of uno.ninos)
      posicionesUnoAUno.push(await ponerEnEspera(t.db, { grupoId: uno.grupoId, ...n, autorId: null }));
    // Two more such groups, their newcomers interleaved in one call (as an import's rows come).
    const juntos = await preparar();
    const otro = await preparar();
    const posiciones = await ponerVariosEnEspera(
      t.db,
      juntos.ninos.flatMap((n, i) => [
        { grupoId: juntos.grupoId, ...n },
        { grupoId: otro.grupoId, ...otro.ninos[i]! },
      ]),
      null,
    );
    const posicionesJuntos = posiciones.filter((_, i) => i % 2 === 0);
    expect(posiciones.filter((_, i) => i % 2 === 1)).toEqual(posicionesUnoAUno);
    expect(posicionesJuntos).toEqual(posicionesUnoAUno);
    const nombres = async (grupoId: number) => (await lista(grupoId)).map(([alumno]) => alumno);
    expect(await nombres(juntos.grupoId)).toEqual(await nombres(uno.grupoId));
    expect(await nombres(otro.grupoId)).toEqual(await nombres(uno.grupoId));
    // The sibling first, then the AMPA members, then by time.
    expect((await nombres(juntos.grupoId))[0]).toMatch(/^Con hermano/);
    expect((await lista(juntos.grupoId)).map(([, posicion]) => posicion)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
