/**
 * DESIGN.md §5 on EVERY registered route (app.rutas, so routes added later are covered without a new
 * line here): ids beyond 32 bits, impossible dates and NUL bytes in path, query and body answer 400 —
 * 404 for a path id — never 500, and none reaches the database: the handler phase of each hostile
 * request runs zero SQL statements (the session lookup before it is not counted).
 *
 * Cases are built from each endpoint's own zod schemas: every declared query/body field gets a NUL
 * byte; a field that takes numbers gets 2^31; a field that takes dates gets 2025-02-30.
 */
import { mensajesCampo, mensajesError, type Rol } from '@escuela/shared';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RutaRegistrada } from '../src/lib/route';
import { buildTestApp, type TestApp } from './app';
import { sesionesPorRol } from './factories';

const MAS_DE_32_BITS = 2_147_483_648;
const FECHA_IMPOSIBLE = '2025-02-30';
const CON_NUL = 'a\u0000b';

let t: TestApp;
let cookies: Record<string, string | undefined>;
/** SQL run while a handler is active (between preHandler and the response). */
let enHandler = false;
const consultas: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    preparar: (app) => {
      app.addHook('preHandler', async () => {
        enHandler = true;
      });
      app.addHook('onResponse', async () => {
        enHandler = false;
      });
    },
  });
  const client = (t.db as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } }).session
    .client;
  const original = client.query.bind(client);
  vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
    if (enHandler) consultas.push(String((args[0] as { text?: string })?.text ?? args[0]));
    return original(...args);
  });
  ({ cookies } = await sesionesPorRol(t.app, t.db));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

type Forma = Record<string, z.ZodType>;

/** The fields of an object schema (through pipes and transforms), or undefined. */
function formaDe(schema: z.ZodType | undefined): Forma | undefined {
  if (!schema) return undefined;
  const s = schema as unknown as { shape?: Forma; _zod: { def: { type: string; in?: z.ZodType } } };
  if (s.shape) return s.shape;
  if (s._zod.def.type === 'pipe') return formaDe(s._zod.def.in);
  return undefined;
}

const acepta = (campo: z.ZodType, valor: unknown) => campo.safeParse(valor).success;

interface Caso {
  nombre: string;
  ruta: RutaRegistrada;
  url: string;
  body?: Record<string, unknown>;
  /** 404 for a path id; 400 with `errors[campo]` otherwise. */
  esperado: { status: 404 } | { status: 400; campo: string };
}

/** A role the route lets in, so the request gets past 401/403 to validation. */
function rolPara(ruta: RutaRegistrada): Rol {
  if (ruta.access === 'publico' || ruta.access === 'autenticado' || ruta.access.includes('admin')) {
    return 'admin';
  }
  return ruta.access[0]!;
}

const conParams = (path: string, valores: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, nombre: string) => valores[nombre] ?? '1');

/** Hostile values a field must refuse, decided by what the field accepts. */
function valoresHostiles(campo: z.ZodType, enQuery: boolean): unknown[] {
  const valores: unknown[] = [CON_NUL];
  const numero = enQuery ? '1' : 1;
  const grande = enQuery ? String(MAS_DE_32_BITS) : MAS_DE_32_BITS;
  if (acepta(campo, numero) && !acepta(campo, 'abc')) valores.push(grande);
  if (acepta(campo, '2025-02-28') && !acepta(campo, 'abc')) valores.push(FECHA_IMPOSIBLE);
  return valores;
}

function casos(rutas: RutaRegistrada[]): Caso[] {
  const lista: Caso[] = [];
  for (const ruta of rutas) {
    const { endpoint } = ruta;
    const params = [...ruta.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    for (const param of params) {
      for (const valor of [String(MAS_DE_32_BITS), '99999999999', '0', '-1', encodeURIComponent(CON_NUL)]) {
        lista.push({
          nombre: `${ruta.method} ${ruta.path} :${param}=${JSON.stringify(valor)}`,
          ruta,
          url: conParams(ruta.path, { [param]: valor }),
          esperado: { status: 404 },
        });
      }
    }
    for (const [clave, campo] of Object.entries(formaDe(endpoint.query) ?? {})) {
      for (const valor of valoresHostiles(campo, true)) {
        lista.push({
          nombre: `${ruta.method} ${ruta.path} ?${clave}=${JSON.stringify(valor)}`,
          ruta,
          url: `${conParams(ruta.path)}?${clave}=${encodeURIComponent(String(valor))}`,
          esperado: { status: 400, campo: clave },
        });
      }
    }
    for (const [clave, campo] of Object.entries(formaDe(endpoint.body) ?? {})) {
      for (const valor of valoresHostiles(campo, false)) {
        lista.push({
          nombre: `${ruta.method} ${ruta.path} body.${clave}=${JSON.stringify(valor)}`,
          ruta,
          url: conParams(ruta.path),
          body: { [clave]: valor },
          esperado: { status: 400, campo: clave },
        });
      }
    }
  }
  return lista;
}

describe('hostile values on every registered route', () => {
  it('answers 400 (404 for a path id), never 500, and runs no SQL in the handler', async () => {
    const todos = casos(t.app.rutas);
    // The generator must keep finding the cases the issue names (a broken schema walk would pass empty).
    const nombres = todos.map((c) => c.nombre);
    expect(nombres).toContain(`POST /api/profesores body.fechaAlta="${FECHA_IMPOSIBLE}"`);
    expect(nombres).toContain(`GET /api/alumnos/:id :id="${MAS_DE_32_BITS}"`);
    expect(nombres).toContain(`GET /api/alumnos ?grupoId="${MAS_DE_32_BITS}"`);
    expect(nombres).toContain(`POST /api/grupos body.profesorId=${MAS_DE_32_BITS}`);
    expect(nombres).toContain(`POST /api/auth/login body.email=${JSON.stringify(CON_NUL)}`);
    expect(todos.length).toBeGreaterThan(100);

    const fallos: string[] = [];
    for (const caso of todos) {
      consultas.length = 0;
      const cookie = cookies[rolPara(caso.ruta)];
      const res = await t.app.inject({
        method: caso.ruta.method as 'GET',
        url: caso.url,
        headers: cookie ? { cookie } : {},
        ...(caso.body ? { payload: caso.body } : {}),
      });
      const json = res.json() as { message?: string; errors?: Record<string, unknown> };
      const problemas: string[] = [];
      if (res.statusCode !== caso.esperado.status) problemas.push(`status ${res.statusCode}`);
      if (caso.esperado.status === 404 && json.message !== mensajesError.noEncontrado) {
        problemas.push(`message ${json.message}`);
      }
      if (caso.esperado.status === 400) {
        const campo = caso.esperado.campo;
        const claves = Object.keys(json.errors ?? {});
        if (!claves.some((k) => k === campo || k.startsWith(`${campo}.`))) {
          problemas.push(`errors sin ${campo}: ${claves.join(',')}`);
        }
        if (!json.message || /error inesperado/i.test(json.message))
          problemas.push(`message ${json.message}`);
      }
      if (consultas.length) problemas.push(`${consultas.length} consultas: ${consultas[0]?.slice(0, 80)}`);
      if (problemas.length) fallos.push(`${caso.nombre} → ${problemas.join('; ')}`);
    }
    expect(fallos).toEqual([]);
  });

  it('answers NUL bytes with the shared Spanish message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@prueba.es', password: CON_NUL },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: mensajesCampo.caracterNoPermitido,
      errors: { password: { _errors: [mensajesCampo.caracterNoPermitido] } },
    });
  });

  it("answers POST /api/profesores with fechaAlta '2025-02-30' with 400 and the field's message", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profesores',
      headers: { cookie: cookies.admin! },
      payload: { fechaAlta: FECHA_IMPOSIBLE },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fechaAlta).toEqual({ _errors: ['Fecha no válida'] });
  });
});
