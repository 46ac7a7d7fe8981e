/**
 * The answers' contract (decision 036): every registered route parses its JSON answers with a zod schema
 * that drops what it does not declare (or answers a file of declared types), and the answers that carry
 * people's accounts never carry a hash, a token or any key their schema does not declare.
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPadresEndpoints,
  alumnosEndpoints,
  authEndpoints,
  endpoint,
  esquemaEnServidor,
  padresEndpoints,
  profesoresEndpoints,
  respuesta,
  sessionEndpoints,
  usuariosEndpoints,
  type Endpoint,
  type Respuesta,
} from '@escuela/shared';
import { route } from '../src/lib/route';
import { crearUsuario } from '../src/modulos/usuarios/usuarios.service';
import { buildTestApp, type TestApp } from './app';
import { clienteApi, type ClienteApi } from './cliente-api';
import { clavesNoDeclaradas, clavesSensibles, rutasSinContrato } from './contrato';
import {
  crearColegioDePrueba,
  crearFamilia,
  crearPadreAdminDePrueba,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
  PASSWORD_PRUEBA,
} from './fabricas';

describe('the contract check over a route registry (fixture)', () => {
  it('names every route that answers JSON without a stripping schema, and only those', () => {
    const app = Fastify({ logger: false });
    app.decorate('rutas', []);
    const ok = async () => ({ id: 1 });
    const id = z.object({ id: z.number() });
    // Declared as they should be.
    route(app, endpoint({ method: 'GET', path: '/api/con-esquema', response: id }), 'publico', ok);
    route(
      app,
      endpoint({ method: 'GET', path: '/api/hoja', response: respuesta('text/csv') }),
      'publico',
      async ({ reply }) => reply,
    );
    const enServidor = endpoint({
      method: 'GET',
      path: '/api/yo',
      response: esquemaEnServidor<{ id: number }>(),
    });
    route(app, enServidor, 'publico', ok, { respuesta: id });
    // Not declared: nothing, an old-style type-only marker, a server-side schema that never came.
    route(app, { method: 'GET', path: '/api/sin-esquema' } as Endpoint, 'publico', ok);
    const marcador = (respuesta as unknown as () => Respuesta<{ id: number }>)();
    route(
      app,
      endpoint({ method: 'POST', path: '/api/marcador', response: marcador }),
      'publico',
      async ({ reply }) => reply,
    );
    route(app, { ...enServidor, path: '/api/yo-sin-esquema' }, 'publico', ok);
    // Declared, but letting undeclared keys through (or refusing them with a 500).
    route(
      app,
      endpoint({ method: 'GET', path: '/api/suelto', response: z.looseObject({ id: z.number() }) }),
      'publico',
      ok,
    );
    const conMapa = z.array(z.object({ datos: z.record(z.string(), z.string()).nullable() }));
    route(app, endpoint({ method: 'GET', path: '/api/mapa', response: conMapa }), 'publico', async () => []);
    route(
      app,
      endpoint({ method: 'GET', path: '/api/estricto', response: z.strictObject({ id: z.number() }) }),
      'publico',
      ok,
    );

    expect(rutasSinContrato(app.rutas)).toEqual([
      expect.stringMatching(/^GET \/api\/sin-esquema: no response schema\. Declare `response: <zod schema>`/),
      expect.stringMatching(/^POST \/api\/marcador: no response schema/),
      'GET /api/yo-sin-esquema: declared esquemaEnServidor<T>() but its route() gives no { respuesta } schema',
      'GET /api/suelto: response schema (la respuesta): lets undeclared keys through (catchall)',
      'GET /api/mapa: response schema [].datos: record lets anything through',
      'GET /api/estricto: response schema (la respuesta): strictObject (refuses instead of stripping)',
    ]);
  });

  it('finds the keys an answer carries beyond its schema, at any depth', () => {
    const schema = z.object({
      usuario: z.object({ id: z.number(), profesor: z.object({ id: z.number() }).nullable() }),
      lista: z.array(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])),
    });
    const valor = {
      usuario: { id: 1, passwordHash: 'x', profesor: { id: 2, iban: 'ES..' } },
      lista: [{ a: 'a' }, { b: 1, token: 't' }],
    };
    expect(clavesNoDeclaradas(schema, valor)).toEqual([
      '.usuario.passwordHash',
      '.usuario.profesor.iban',
      '.lista[1].token',
    ]);
    expect(
      clavesSensibles(z.object({ passwordHash: z.string(), fila: z.object({ resetToken: z.string() }) })),
    ).toEqual(['passwordHash', 'fila.resetToken']);
  });
});

/**
 * Keys an answer carries on purpose although their name says secret, each with its reason (e.g. a second
 * factor's set-up shows its TOTP `secreto` once, to be typed into the app): `'POST /api/…: clave'`.
 */
const SECRETOS_A_PROPOSITO = new Set<string>([
  // The TOTP key shown once while a staff member sets up their second factor (decision 029): during
  // their own set-up, and when the school requires it of an admin right after the password step.
  'POST /api/auth/segundo-factor/alta: secreto',
  'POST /api/auth/login/alta: secreto',
]);

let t: TestApp;
let api: ClienteApi;

beforeAll(async () => {
  t = await buildTestApp();
  api = await clienteApi(t);
});
afterAll(() => t?.close());

describe('the real app', () => {
  it('every registered route answers through a stripping schema or declares its file types', () => {
    expect(t.app.rutas.length).toBeGreaterThan(90);
    expect(rutasSinContrato(t.app.rutas)).toEqual([]);
  });

  it('no response schema declares a password, a hash, a token or a secret', () => {
    const sensibles = t.app.rutas.flatMap((r) =>
      r.respuesta
        ? clavesSensibles(r.respuesta)
            .map((c) => `${r.method} ${r.path}: ${c}`)
            .filter((c) => !SECRETOS_A_PROPOSITO.has(c))
        : [],
    );
    expect(sensibles).toEqual([]);
  });
});

/** Adds a hash, a token and a bank account to every object of an answer, at every depth. */
function contaminar(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(contaminar);
  if (valor === null || typeof valor !== 'object') return valor;
  const limpio = Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, contaminar(v)]));
  return { ...limpio, passwordHash: '$argon2id$v=19$secreto', tokenHash: 'abc', resetToken: 'tok' };
}

describe('answers with accounts carry only what their schema declares', () => {
  /** The schema route() parses the endpoint's answers with (the server's own for zod-free endpoints). */
  const esquemaDe = (e: Endpoint) =>
    t.app.rutas.find((r) => r.method === e.method && r.path === e.path)!.respuesta!;

  async function comprobar(e: Endpoint, res: { status: number; json: unknown; body: string }, status = 200) {
    expect(res.status, res.body).toBe(status);
    const schema = esquemaDe(e);
    expect(clavesNoDeclaradas(schema, res.json)).toEqual([]);
    expect(res.body).not.toMatch(/password|hash|token|argon2|secret/i);
    // The stripping itself: the same answer with secrets at every depth comes out as it was.
    expect(schema.parse(contaminar(res.json))).toEqual(res.json);
  }

  it('users, their linked teacher, and one waiting for an invitation', async () => {
    await crearProfesorDePrueba(t.db, { conCuenta: true });
    await crearUsuario(t.db, {
      nombre: 'Invitada',
      email: `invitada-${Date.now()}@prueba.es`,
      rol: 'profesor',
    });
    const admin = api.como('admin');
    const creado = await admin.llamar(usuariosEndpoints.create, {
      body: {
        nombre: 'Nueva',
        email: `nueva-${Date.now()}@prueba.es`,
        rol: 'coordinador',
        password: PASSWORD_PRUEBA,
      },
    });
    await comprobar(usuariosEndpoints.create, creado, 201);
    const lista = await admin.llamar(usuariosEndpoints.list);
    expect(lista.json.some((u) => u.profesor !== null)).toBe(true);
    expect(lista.json.some((u) => u.invitacionPendiente)).toBe(true);
    await comprobar(usuariosEndpoints.list, lista);
  });

  it('parents as the admin sees them, and a parent their own profile', async () => {
    const colegio = await crearColegioDePrueba(t.db);
    await crearPadreAdminDePrueba(t.db, { colegioId: colegio.id });
    await comprobar(
      adminPadresEndpoints.list,
      await api.como('admin').llamar(adminPadresEndpoints.list, { query: {} }),
    );
    const familia = await crearFamilia(t.db, colegio.id);
    const datos = await api.conCookie(familia.cookie).llamar(padresEndpoints.datos);
    expect(datos.json.cuentaBancaria).toBeTruthy();
    await comprobar(padresEndpoints.datos, datos);
    await comprobar(sessionEndpoints.me, await api.conCookie(familia.cookie).llamar(sessionEndpoints.me));
  });

  it('teachers, and a teacher finding themself by e-mail', async () => {
    const profesor = await crearProfesorDePrueba(t.db, { conCuenta: true });
    await comprobar(
      profesoresEndpoints.list,
      await api.como('admin').llamar(profesoresEndpoints.list, { query: {} }),
    );
    const yo = await api
      .como('admin')
      .llamar(profesoresEndpoints.byEmail, { query: { email: profesor.email } });
    await comprobar(profesoresEndpoints.byEmail, yo);
  });

  it('the session user, at sign-in and on every page', async () => {
    const usuario = await crearUsuarioDePrueba(t.db, 'coordinador');
    const login = await api.como('anonimo').llamar(authEndpoints.login, {
      body: { email: usuario.email, password: PASSWORD_PRUEBA },
    });
    await comprobar(authEndpoints.login, login);
    for (const rol of ['admin', 'profesor', 'coordinador', 'tutor'] as const) {
      await comprobar(sessionEndpoints.me, await api.como(rol).llamar(sessionEndpoints.me));
    }
  });

  it("a student's record (DNI and bank account for the admin)", async () => {
    const creado = await api.como('admin').llamar(alumnosEndpoints.create, {
      body: { nombre: 'Ana', apellidos: 'Ruiz', dni: '12345678Z', cuenta: 'ES9121000418450200051332' },
    });
    await comprobar(alumnosEndpoints.create, creado, 201);
    const alumno = await api.como('admin').llamar(alumnosEndpoints.get, { params: { id: creado.json.id } });
    expect(alumno.json.cuenta).toBeTruthy();
    await comprobar(alumnosEndpoints.get, alumno);
  });
});
