import {
  adminPadresEndpoints as ep,
  authEndpoints,
  sessionEndpoints,
  type FiltroPadresAdminInput,
  type GuardarPadreAdminInput,
} from '@escuela/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, padres, usuarios } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import { seguirInvitacion } from '../../../test/invitacion';
import { contarConsultas } from '../../../test/contar-consultas';
import {
  cookieDe,
  crearPadreAdminDePrueba,
  crearUsuarioDePrueba,
  insertColegio,
} from '../../../test/fabricas';
import { insertAlumno } from '../alumnos/alumnos.repository';

const { t, api, smtp } = usarAppDePrueba({ conCorreo: true, config: { appUrl: 'http://escuela.test' } });
let admin: string;
let colegioA: number;
let colegioB: number;

beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  colegioA = (await insertColegio(t.db, 'Colegio Ávila Núñez')).id;
  colegioB = (await insertColegio(t.db, 'CEIP Los Olmos')).id;
});

let n = 0;
const nuevoEmail = () => `padre-admin${++n}-${Date.now()}@prueba.es`;
const comoAdmin = () => api.conCookie(admin);
const datos = (extra: Partial<GuardarPadreAdminInput> = {}) => ({
  nombre: 'Rosa Pérez',
  email: nuevoEmail(),
  password: 'Robot#Azul2026',
  colegioId: colegioA,
  ...extra,
});

describe('GET /api/admin/padres', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const mk = async (nombre: string, apellidos: string, email: string, colegioId: number) =>
      (await crearPadreAdminDePrueba(t.db, { nombre, apellidos, email, colegioId })).id;
    const s = Date.now();
    ids = {
      jose: await mk('José', 'Martínez Ruiz', `jose.mtz-${s}@busqueda.es`, colegioA),
      maria: await mk('MARÍA', 'Núñez', `maria-${s}@busqueda.es`, colegioB),
      ana: await mk('Ana', 'Olmo', `ANA.contacto-${s}@Busqueda.es`, colegioB),
    };
    await insertAlumno(t.db, { nombre: 'Hijo', apellidos: 'Martínez', padreId: ids.jose! });
  });
  const buscar = async (query: FiltroPadresAdminInput) => {
    const res = await comoAdmin().llamar(ep.list, { query });
    expect(res.status).toBe(200);
    return res.json;
  };

  it('answers each parent with e-mail, school and children count, never a hash', async () => {
    const lista = await buscar({});
    const jose = lista.find((p) => p.id === ids.jose);
    expect(jose).toMatchObject({
      nombre: 'José',
      apellidos: 'Martínez Ruiz',
      colegioId: colegioA,
      colegio: { id: colegioA, nombre: 'Colegio Ávila Núñez' },
      activo: true,
      invitacionPendiente: false,
      numAlumnos: 1,
    });
    expect(JSON.stringify(lista)).not.toMatch(/argon2|passwordHash|token/i);
  });

  it.each([
    ['jose', ['jose']],
    ['JOSÉ', ['jose']],
    ['martinez', ['jose']],
    ['maria nunez', ['maria']],
    ['MARÍA NÚÑEZ', ['maria']],
    ['contacto', ['ana']],
    ['ávila', ['jose']],
    ['olmo', ['ana', 'maria']],
    ['busqueda.es', ['ana', 'jose', 'maria']],
    ['%', []],
    ['_', []],
  ])('search %j (accents and case ignored; name, e-mail, school) → %j', async (search, esperados) => {
    const lista = await buscar({ search });
    const nuestros = Object.entries(ids)
      .filter(([, id]) => lista.some((p) => p.id === id))
      .map(([k]) => k)
      .sort();
    expect(nuestros).toEqual(esperados);
  });

  it('filters by school, combined with the search; empty or "all" means every school', async () => {
    const deB = await buscar({ colegio: String(colegioB) });
    expect(deB.every((p) => (p as unknown as { colegioId: number }).colegioId === colegioB)).toBe(true);
    expect(deB.map((p) => p.id)).toEqual(expect.arrayContaining([ids.maria, ids.ana]));
    expect((await buscar({ colegio: String(colegioB), search: 'jose' })).length).toBe(0);
    expect((await buscar({ colegio: '' })).length).toBe((await buscar({ colegio: 'all' })).length);
    expect((await comoAdmin().llamar(ep.list, { query: { colegio: 'abc' } })).status).toBe(400);
    expect((await comoAdmin().llamar(ep.list, { query: { search: 'a\u0000b' } })).status).toBe(400);
  });

  it('sorts by nombre, email or colegio, both directions', async () => {
    const nombres = (await buscar({ search: 'busqueda', orden: 'nombre' })).map((p) => p.id);
    expect(nombres).toEqual([ids.ana, ids.jose, ids.maria]);
    const desc = (await buscar({ search: 'busqueda', orden: 'nombre', dir: 'desc' })).map((p) => p.id);
    expect(desc).toEqual([ids.maria, ids.jose, ids.ana]);
    const porColegio = (await buscar({ search: 'busqueda', orden: 'colegio' })).map((p) => p.id);
    expect(porColegio[2]).toBe(ids.jose);
    const porEmail = (await buscar({ search: 'busqueda', orden: 'email' })).map((p) => p.id);
    expect(porEmail).toEqual([ids.ana, ids.jose, ids.maria]);
    // A sort column no client sends.
    expect((await comoAdmin().llamar(ep.list, { query: { orden: 'password' as never } })).status).toBe(400);
  });

  it('runs the same few queries for 2 parents or 30 (children counted in the query)', async () => {
    const c = (await insertColegio(t.db, 'Colegio Consultas')).id;
    const crear = async (k: number) => {
      for (let i = 0; i < k; i++) {
        const p = await crearPadreAdminDePrueba(t.db, { colegioId: c });
        await insertAlumno(t.db, { nombre: 'H', apellidos: 'C', padreId: p.id });
      }
    };
    await crear(2);
    const pocos = await contarConsultas(t.db, () =>
      comoAdmin().llamar(ep.list, { query: { colegio: String(c) } }),
    );
    await crear(28);
    const muchos = await contarConsultas(t.db, () =>
      comoAdmin().llamar(ep.list, { query: { colegio: String(c) } }),
    );
    expect(muchos.resultado.json).toHaveLength(30);
    expect(muchos.consultas).toBe(pocos.consultas);
    expect(muchos.consultas).toBeLessThanOrEqual(3);
  });

  it('is refused to a profesor and a tutor', async () => {
    for (const rol of ['profesor', 'tutor', 'coordinador'] as const) {
      const c = await cookieDe(t.app, (await crearUsuarioDePrueba(t.db, rol)).email);
      expect((await api.conCookie(c).llamar(ep.list)).status).toBe(403);
    }
  });
});

describe('POST /api/admin/padres', () => {
  it('creates a tutor account and its parent record; with a password it signs in at once', async () => {
    const d = datos();
    const res = await comoAdmin().llamar(ep.create, { body: d });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      message: 'Padre creado correctamente',
      invitacionEnviada: false,
      padre: { nombre: 'Rosa Pérez', email: d.email, colegioId: colegioA, numAlumnos: 0 },
    });
    const login = await api
      .como('anonimo')
      .llamar(authEndpoints.login, { body: { email: d.email, password: d.password! } });
    expect(login.status).toBe(200);
    expect((login.json as { user: { rol: string } }).user.rol).toBe('tutor');
  });

  it("with a blank password: no password at all (never '{secret}') and an invitation e-mail", async () => {
    const d = datos({ password: '' });
    const res = await comoAdmin().llamar(ep.create, { body: d });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      message: 'Padre creado. Le hemos enviado un correo para que elija su contraseña',
      invitacionEnviada: true,
      padre: { invitacionPendiente: true },
    });
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.email, d.email));
    expect(u!.passwordHash).toBeNull();
    const set = await seguirInvitacion(
      t,
      smtp,
      d.email,
      ['{secret}', 'secret', '123456'],
      'Familia#Nueva2026',
    );
    expect(set.json().acceso).toBe('/padres');
    const login = await api
      .como('anonimo')
      .llamar(authEndpoints.login, { body: { email: d.email, password: 'Familia#Nueva2026' } });
    expect(login.status).toBe(200);
  });

  it.each([
    ['nombre', '', 'El nombre es requerido'],
    ['nombre', 'Ana\u0000', 'El texto contiene caracteres no permitidos'],
    ['email', 'no-es-email', 'Email inválido'],
    ['email', undefined, 'Email inválido'],
    ['colegioId', undefined, 'El colegio es obligatorio'],
    ['colegioId', 0, 'El colegio es obligatorio'],
    ['colegioId', '3', 'El colegio es obligatorio'],
    ['password', 'Ab1!', 'La contraseña debe tener al menos 8 caracteres'],
  ])('%s = %j → 400 "%s"', async (campo, valor, mensaje) => {
    // Values no client sends (a school id as text, a missing field): the cast lets them through.
    const res = await comoAdmin().llamar(ep.create, { body: datos({ [campo]: valor } as never) });
    expect(res.status).toBe(400);
    expect(res.error.errors?.[campo]?._errors).toContain(mensaje);
  });

  it('a school that does not exist → 400 on colegioId; an e-mail in use → 409', async () => {
    const sin = await comoAdmin().llamar(ep.create, { body: datos({ colegioId: 999999 }) });
    expect(sin.status).toBe(400);
    expect(sin.error.errors?.colegioId?._errors).toEqual(['El colegio seleccionado no existe']);
    const staff = await crearUsuarioDePrueba(t.db, 'profesor');
    const dup = await comoAdmin().llamar(ep.create, { body: datos({ email: staff.email.toUpperCase() }) });
    expect(dup.status).toBe(409);
    expect(dup.error.message).toBe('Ya existe una cuenta con este email');
  });
});

describe('PUT /api/admin/padres/:id', () => {
  it('updates name, e-mail and school; a blank password keeps the current one', async () => {
    const p = await crearPadreAdminDePrueba(t.db, { colegioId: colegioA });
    const cookie = await cookieDe(t.app, p.email);
    const email = nuevoEmail();
    const res = await comoAdmin().llamar(ep.update, {
      params: { id: p.id },
      body: { nombre: 'Nombre Nuevo', email, password: '', colegioId: colegioB },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: 'Padre actualizado correctamente',
      padre: { id: p.id, nombre: 'Nombre Nuevo', email, colegioId: colegioB },
    });
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId));
    expect(u!.nombre).toBe('Nombre Nuevo');
    // Same password, and the session goes on.
    expect(await cookieDe(t.app, email)).toMatch(/^sid=/);
    const me = await api.conCookie(cookie).llamar(sessionEndpoints.me);
    expect(me.status).toBe(200);
  });

  it("a new password replaces the old one and ends the parent's sessions", async () => {
    const p = await crearPadreAdminDePrueba(t.db, { colegioId: colegioA });
    const cookie = await cookieDe(t.app, p.email);
    const res = await comoAdmin().llamar(ep.update, {
      params: { id: p.id },
      body: { nombre: p.nombre, email: p.email, password: 'Otra#Clave2026x', colegioId: colegioA },
    });
    expect(res.status).toBe(200);
    const me = await api.conCookie(cookie).llamar(sessionEndpoints.me);
    expect(me.status).toBe(401);
    expect(await cookieDe(t.app, p.email, 'Otra#Clave2026x')).toMatch(/^sid=/);
  });

  it('409 for an e-mail in use, 404 for a missing parent, 400 for bad input', async () => {
    const a = await crearPadreAdminDePrueba(t.db, { colegioId: colegioA });
    const b = await crearPadreAdminDePrueba(t.db, { colegioId: colegioA });
    const body = { nombre: 'X', email: b.email, colegioId: colegioA };
    expect((await comoAdmin().llamar(ep.update, { params: { id: a.id }, body })).status).toBe(409);
    expect(
      (
        await comoAdmin().llamar(ep.update, {
          params: { id: 999999 },
          body: { ...body, email: nuevoEmail() },
        })
      ).status,
    ).toBe(404);
    // A null school: no client sends it.
    expect(
      (
        await comoAdmin().llamar(ep.update, {
          params: { id: a.id },
          body: { ...body, colegioId: null as never },
        })
      ).status,
    ).toBe(400);
  });
});

describe('DELETE /api/admin/padres/:id and POST /api/admin/padres/delete-many', () => {
  it("deletes the parent and their account, ends their session, and keeps the children's records unlinked", async () => {
    const p = await crearPadreAdminDePrueba(t.db, { colegioId: colegioA });
    const cookie = await cookieDe(t.app, p.email);
    const hijo = await insertAlumno(t.db, { nombre: 'Leo', apellidos: 'Hijo', padreId: p.id });
    const res = await comoAdmin().llamar(ep.remove, { params: { id: p.id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: 'Padre eliminado. Sus alumnos se conservan, sin padre asignado',
      alumnosDesvinculados: 1,
    });
    const [a] = await t.db.select().from(alumnos).where(eq(alumnos.id, hijo.id));
    expect(a).toMatchObject({ nombre: 'Leo', padreId: null });
    expect(await t.db.select().from(usuarios).where(eq(usuarios.id, p.usuarioId))).toEqual([]);
    const me = await api.conCookie(cookie).llamar(sessionEndpoints.me);
    expect(me.status).toBe(401);
    expect((await comoAdmin().llamar(ep.remove, { params: { id: p.id } })).status).toBe(404);
  });

  it('deletes many at once and says how many; unknown ids are ignored', async () => {
    const ps = await Promise.all([1, 2, 3].map(() => crearPadreAdminDePrueba(t.db, { colegioId: colegioB })));
    await insertAlumno(t.db, { nombre: 'Mia', apellidos: 'Hija', padreId: ps[0]!.id });
    const queda = await crearPadreAdminDePrueba(t.db, { colegioId: colegioB });
    const res = await comoAdmin().llamar(ep.removeMany, {
      body: { ids: [...ps.map((p) => p.id), ps[0]!.id, 999999] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: '3 padres eliminados', eliminados: 3, alumnosDesvinculados: 1 });
    const restantes = await t.db.select().from(padres).where(eq(padres.colegioId, colegioB));
    expect(restantes.map((p) => p.id)).toContain(queda.id);
    expect(restantes.map((p) => p.id)).not.toContain(ps[1]!.id);
  });

  it("an empty selection → 400 'No hay padres seleccionados para eliminar'", async () => {
    for (const body of [{ ids: [] }, {}]) {
      // A body without ids: no client sends it.
      const res = await comoAdmin().llamar(ep.removeMany, { body: body as never });
      expect(res.status).toBe(400);
      expect(res.error.message).toBe('No hay padres seleccionados para eliminar');
    }
    // Ids as text: no client sends them.
    expect((await comoAdmin().llamar(ep.removeMany, { body: { ids: ['1'] as never } })).status).toBe(400);
  });

  it('is refused to a coordinador', async () => {
    const p = await crearPadreAdminDePrueba(t.db, { colegioId: colegioA });
    const c = await cookieDe(t.app, (await crearUsuarioDePrueba(t.db, 'coordinador')).email);
    expect((await api.conCookie(c).llamar(ep.removeMany, { body: { ids: [p.id] } })).status).toBe(403);
    expect((await api.conCookie(c).llamar(ep.remove, { params: { id: p.id } })).status).toBe(403);
  });
});
