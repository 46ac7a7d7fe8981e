import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mensajesContacto } from '../../db/schema/index';
import { mensajesContactoEndpoints } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';

const { t, api } = usarAppDePrueba();
let admin: string;
let coordinador: string;
let profesor: string;

beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  coordinador = (await api.usuario('coordinador')).cookie;
  profesor = (await api.usuario('profesor')).cookie;
});
beforeEach(async () => {
  await t.db.delete(mensajesContacto);
});

/** `n` messages a minute apart (the last is the newest); every third one already read. */
async function sembrar(n: number) {
  const base = Date.UTC(2026, 0, 10, 9, 0, 0);
  return t.db
    .insert(mensajesContacto)
    .values(
      Array.from({ length: n }, (_, i) => ({
        nombre: `Familia ${i}`,
        email: `familia${i}@correo.es`,
        asunto: `Asunto ${i}`,
        mensaje: `Mensaje número ${i}`,
        leido: i % 3 === 0,
        createdAt: new Date(base + i * 60_000),
      })),
    )
    .returning();
}

describe('GET /api/mensajes-contacto', () => {
  it('answers exactly {success, data: {mensajes, paginacion}}, newest first, 10 a page by default', async () => {
    const guardados = await sembrar(12);
    const res = await api.conCookie(admin).llamar(mensajesContactoEndpoints.list);
    expect(res.status).toBe(200);
    const masNuevos = [...guardados].reverse().slice(0, 10);
    expect(res.json).toEqual({
      success: true,
      data: {
        mensajes: masNuevos.map((m) => ({
          id: m.id,
          asunto: m.asunto,
          nombre: m.nombre,
          email: m.email,
          mensaje: m.mensaje,
          leido: m.leido,
          createdAt: m.createdAt.toISOString(),
        })),
        paginacion: { total: 12, totalPaginas: 2, paginaActual: 1, porPagina: 10 },
      },
    });
  });

  it('pages through every message once; a page past the last is empty with the real totals', async () => {
    await sembrar(25);
    const vistos: number[] = [];
    for (const page of [1, 2, 3]) {
      const { data } = (
        await api.conCookie(admin).llamar(mensajesContactoEndpoints.list, { query: { page } })
      ).json;
      expect(data.paginacion).toEqual({ total: 25, totalPaginas: 3, paginaActual: page, porPagina: 10 });
      vistos.push(...data.mensajes.map((m: { id: number }) => m.id));
    }
    expect(vistos).toHaveLength(25);
    expect(new Set(vistos).size).toBe(25);
    expect(vistos).toEqual([...vistos].sort((a, b) => b - a));

    const despues = (
      await api.conCookie(admin).llamar(mensajesContactoEndpoints.list, { query: { page: '4' } })
    ).json;
    expect(despues.data).toEqual({
      mensajes: [],
      paginacion: { total: 25, totalPaginas: 3, paginaActual: 4, porPagina: 10 },
    });
    const todos = (
      await api.conCookie(admin).llamar(mensajesContactoEndpoints.list, { query: { limit: '100' } })
    ).json;
    expect(todos.data.mensajes).toHaveLength(25);
    expect(todos.data.paginacion).toMatchObject({ totalPaginas: 1, porPagina: 100 });
    const uno = (
      await api.conCookie(admin).llamar(mensajesContactoEndpoints.list, { query: { limit: '1', page: '25' } })
    ).json;
    expect(uno.data.mensajes.map((m: { id: number }) => m.id)).toEqual([vistos.at(-1)]);
  });

  it('with no messages answers an empty first page', async () => {
    const res = await api.conCookie(admin).llamar(mensajesContactoEndpoints.list);
    expect(res.json.data).toEqual({
      mensajes: [],
      paginacion: { total: 0, totalPaginas: 1, paginaActual: 1, porPagina: 10 },
    });
  });

  it('orders messages sent in the same instant by id, newest first', async () => {
    const mismo = new Date('2026-02-01T10:00:00Z');
    const filas = await t.db
      .insert(mensajesContacto)
      .values(
        [1, 2, 3].map((i) => ({
          nombre: 'A',
          email: 'a@a.es',
          asunto: 'A',
          mensaje: `${i}`,
          createdAt: mismo,
        })),
      )
      .returning();
    const { data } = (await api.conCookie(admin).llamar(mensajesContactoEndpoints.list)).json;
    expect(data.mensajes.map((m: { id: number }) => m.id)).toEqual(filas.map((f) => f.id).reverse());
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=diez', 'limit'],
    ['leidos=quizas', 'leidos'],
    ['orden=asc', '_root'],
  ])('refuses %s with 400 and a Spanish message', async (query, campo) => {
    const res = await api.conCookie(admin).llamar(mensajesContactoEndpoints.list, {
      query: Object.fromEntries(new URLSearchParams(query)) as never,
    });
    expect(res.status).toBe(400);
    const body = res.error;
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors!)).toEqual([campo]);
  });

  it('filters by read state (todos/no/si) and counts the unread for the menu', async () => {
    await sembrar(9); // read: 0, 3, 6
    const contar = async (leidos: 'todos' | 'si' | 'no') => {
      const { data } = (
        await api.conCookie(admin).llamar(mensajesContactoEndpoints.list, { query: { leidos } })
      ).json;
      return { total: data.paginacion.total, leidos: data.mensajes.map((m: { leido: boolean }) => m.leido) };
    };
    expect(await contar('todos')).toMatchObject({ total: 9 });
    expect(await contar('si')).toEqual({ total: 3, leidos: [true, true, true] });
    expect(await contar('no')).toEqual({ total: 6, leidos: Array(6).fill(false) });
    expect((await api.conCookie(admin).llamar(mensajesContactoEndpoints.noLeidos)).json).toEqual({
      total: 6,
    });
  });
});

describe('PUT /api/mensajes-contacto/:id/leido', () => {
  it('marks a message read and unread again', async () => {
    const [m] = await sembrar(2).then((f) => f.filter((x) => !x.leido));
    const params = { id: m!.id };
    const leido = await api
      .conCookie(admin)
      .llamar(mensajesContactoEndpoints.marcarLeido, { params, body: { leido: true } });
    expect(leido.status).toBe(200);
    expect(leido.json).toEqual({
      success: true,
      data: expect.objectContaining({ id: m!.id, leido: true, asunto: m!.asunto }),
    });
    expect((await api.conCookie(admin).llamar(mensajesContactoEndpoints.noLeidos)).json).toEqual({
      total: 0,
    });

    expect(
      (
        await api
          .conCookie(admin)
          .llamar(mensajesContactoEndpoints.marcarLeido, { params, body: { leido: false } })
      ).json.data.leido,
    ).toBe(false);
    const [fila] = await t.db.select().from(mensajesContacto).where(eq(mensajesContacto.id, m!.id));
    expect(fila!.leido).toBe(false);
    expect((await api.conCookie(admin).llamar(mensajesContactoEndpoints.noLeidos)).json).toEqual({
      total: 1,
    });
  });

  it.each([[{}], [{ leido: 'si' }], [{ leido: 1 }], [{ leido: true, asunto: 'otro' }]])(
    'refuses the body %j with 400',
    async (body) => {
      const [m] = await sembrar(1);
      const res = await api
        .conCookie(admin)
        .llamar(mensajesContactoEndpoints.marcarLeido, { params: { id: m!.id }, body: body as never });
      expect(res.status).toBe(400);
      expect(res.error.message).toEqual(expect.any(String));
    },
  );

  it('answers 404 for a missing message and 404 for a malformed id (a path id, DESIGN §5)', async () => {
    expect(
      (
        await api
          .conCookie(admin)
          .llamar(mensajesContactoEndpoints.marcarLeido, { params: { id: 999999 }, body: { leido: true } })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.conCookie(admin).llamar(mensajesContactoEndpoints.marcarLeido, {
          params: { id: 'abc' as never },
          body: { leido: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/mensajes-contacto/:id', () => {
  it('deletes one message; deleting it again is a 404', async () => {
    const [a, b] = await sembrar(2);
    const res = await api
      .conCookie(admin)
      .llamar(mensajesContactoEndpoints.remove, { params: { id: a!.id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Mensaje eliminado' });
    const { data } = (await api.conCookie(admin).llamar(mensajesContactoEndpoints.list)).json;
    expect(data.mensajes.map((m: { id: number }) => m.id)).toEqual([b!.id]);
    expect(
      (await api.conCookie(admin).llamar(mensajesContactoEndpoints.remove, { params: { id: a!.id } })).status,
    ).toBe(404);
  });
});

describe('roles', () => {
  it('refuses coordinators, teachers and visitors on every inbox call', async () => {
    const [, m] = await sembrar(2); // the second one is unread
    const e = mensajesContactoEndpoints;
    const llamadas = [
      [e.list, {}],
      [e.noLeidos, {}],
      [e.marcarLeido, { params: { id: m!.id }, body: { leido: true } }],
      [e.remove, { params: { id: m!.id } }],
    ] as const;
    for (const [endpoint, input] of llamadas) {
      for (const cookie of [coordinador, profesor]) {
        const res = await api.conCookie(cookie).llamar(endpoint, input as never);
        expect(res.status).toBe(403);
        expect(res.error.message).toBe('No tienes permisos para realizar esta acción');
      }
      expect((await api.como('anonimo').llamar(endpoint, input as never)).status).toBe(401);
    }
    const [fila] = await t.db.select().from(mensajesContacto).where(eq(mensajesContacto.id, m!.id));
    expect(fila!.leido).toBe(false);
  });
});
