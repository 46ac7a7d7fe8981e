/**
 * DESIGN.md §4 "Request bodies" and §5 on EVERY registered route (app.rutas, so routes added later are
 * covered without a new line here): ids beyond 32 bits or that are not integers (`true`, `false`, `1.5`,
 * '1e3'), impossible dates, NUL bytes and lone UTF-16 surrogates in path, query and body answer 400 —
 * 404 for a path id — never 500; so do a JSON body nested 10,000 deep, a `null`, missing or wrongly
 * typed body where one is needed, and multipart without a boundary (4xx). None reaches the database:
 * the handler phase of each hostile request runs zero SQL statements (the session lookup before it is
 * not counted), so no refused request writes anything.
 *
 * Cases are built from each endpoint's own zod schemas: every declared query/body field gets a NUL
 * byte and a lone surrogate; a field that takes numbers gets 2^31; an id field (`id`, `…Id`) gets `true`,
 * `false`, `1.5` and '1e3'; a field that takes dates gets 2025-02-30.
 */
import { mensajesCampo, mensajesError, mensajesZod, type Rol } from '@escuela/shared';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RutaRegistrada } from '../src/lib/route';
import { buildTestApp, type TestApp } from './app';
import { loginsPorRol } from './fabricas';

const MAS_DE_32_BITS = 2_147_483_648;
const FECHA_IMPOSIBLE = '2025-02-30';
const CON_NUL = 'a\u0000b';
const SURROGADO = 'a\ud800b';
/** `[` × 10,000: the body that used to freeze the server (issue 21). */
const JSON_PROFUNDO = '['.repeat(10_000);
const SIN_BOUNDARY = 'multipart/form-data';
/** Words of zod's English defaults: no answer may carry them. */
const INGLES = /\b(invalid|expected|received|required|unrecognized)\b/i;

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
  ({ cookies } = await loginsPorRol(t.app, t.db));
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
  /** An object is sent as JSON; a string is sent as it is, with `tipo` as its Content-Type. */
  body?: unknown;
  tipo?: string;
  /**
   * 404 for a path id; 400 with `errors[campo]` (and `mensaje` when given) for a value; any 4xx for a
   * request a route may refuse in several ways (multipart where JSON is expected); anything but a 5xx
   * for a value that reaches the route as valid text.
   */
  esperado:
    | { status: 404 }
    | { status: 400; campo?: string; mensaje?: string }
    | { status: '4xx' }
    | { status: 'no 5xx' };
}

/** A role the route lets in, so the request gets past 401/403 to validation. */
function rolPara(ruta: RutaRegistrada): Rol {
  if (ruta.access === 'publico' || ruta.access === 'autenticado' || ruta.access.includes('admin')) {
    return 'admin';
  }
  return ruta.access[0]!;
}

/** A valid value of a path parameter that is not a numeric id (a template's key), so body cases reach the body. */
const PARAM_VALIDO: Record<string, string> = { clave: 'aviso' };

const conParams = (path: string, valores: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, nombre: string) => valores[nombre] ?? PARAM_VALIDO[nombre] ?? '1');

/** Hostile values a field must refuse, decided by what the field accepts (and, for ids, by its name). */
function valoresHostiles(clave: string, campo: z.ZodType, enQuery: boolean): unknown[] {
  const valores: unknown[] = [CON_NUL, SURROGADO];
  const numero = enQuery ? '1' : 1;
  const grande = enQuery ? String(MAS_DE_32_BITS) : MAS_DE_32_BITS;
  const tomaNumeros = acepta(campo, numero) && !acepta(campo, 'abc');
  if (tomaNumeros) valores.push(grande);
  if (tomaNumeros && /^(id|.+Id)$/.test(clave)) {
    valores.push(...(enQuery ? ['true', '1.5', '1e3', '0x10'] : [true, false, 1.5, '1e3']));
  }
  if (acepta(campo, '2025-02-28') && !acepta(campo, 'abc')) valores.push(FECHA_IMPOSIBLE);
  return valores;
}

/** A query value in a URL: a lone surrogate cannot be percent-encoded, so it goes in raw. */
const enUrl = (valor: unknown) => (valor === SURROGADO ? SURROGADO : encodeURIComponent(String(valor)));

/** Routes that read a body: every one but GET, HEAD and TRACE (Fastify parses none for those). */
const conCuerpo = (ruta: RutaRegistrada) => !['GET', 'HEAD'].includes(ruta.method);

function casos(rutas: RutaRegistrada[]): Caso[] {
  const lista: Caso[] = [];
  for (const ruta of rutas) {
    const { endpoint } = ruta;
    const params = [...ruta.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    for (const param of params) {
      const valores = [String(MAS_DE_32_BITS), '99999999999', '0', '-1', 'true', '1.5', '1e3'];
      for (const valor of [...valores, encodeURIComponent(CON_NUL), '%ED%A0%80']) {
        lista.push({
          nombre: `${ruta.method} ${ruta.path} :${param}=${JSON.stringify(valor)}`,
          ruta,
          url: conParams(ruta.path, { [param]: valor }),
          esperado: { status: 404 },
        });
      }
    }
    for (const [clave, campo] of Object.entries(formaDe(endpoint.query) ?? {})) {
      for (const valor of valoresHostiles(clave, campo, true)) {
        lista.push({
          nombre: `${ruta.method} ${ruta.path} ?${clave}=${JSON.stringify(valor)}`,
          ruta,
          url: `${conParams(ruta.path)}?${clave}=${enUrl(valor)}`,
          // Over HTTP a lone surrogate arrives as U+FFFD (valid text): it only must not break anything.
          esperado: valor === SURROGADO ? { status: 'no 5xx' } : { status: 400, campo: clave },
        });
      }
    }
    for (const [clave, campo] of Object.entries(formaDe(endpoint.body) ?? {})) {
      for (const valor of valoresHostiles(clave, campo, false)) {
        lista.push({
          nombre: `${ruta.method} ${ruta.path} body.${clave}=${JSON.stringify(valor)}`,
          ruta,
          url: conParams(ruta.path),
          body: { [clave]: valor },
          esperado: { status: 400, campo: clave },
        });
      }
    }
    if (!conCuerpo(ruta)) continue;
    const url = conParams(ruta.path);
    lista.push({
      nombre: `${ruta.method} ${ruta.path} body=[×10000`,
      ruta,
      url,
      body: JSON_PROFUNDO,
      tipo: 'application/json',
      esperado: { status: 400, mensaje: mensajesError.jsonDemasiadoProfundo },
    });
    // Multipart without a boundary, to every route that reads a body (a DELETE ignores one).
    if (endpoint.body || ruta.method === 'POST')
      lista.push({
        nombre: `${ruta.method} ${ruta.path} multipart sin boundary`,
        ruta,
        url,
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nnombre\r\n--x--\r\n',
        tipo: SIN_BOUNDARY,
        esperado: { status: '4xx' },
      });
    if (!endpoint.body || endpoint.body.safeParse(undefined).success) continue;
    lista.push(
      {
        nombre: `${ruta.method} ${ruta.path} body=null`,
        ruta,
        url,
        body: 'null',
        tipo: 'application/json',
        esperado: { status: 400, mensaje: mensajesError.cuerpoRequerido },
      },
      {
        nombre: `${ruta.method} ${ruta.path} sin body`,
        ruta,
        url,
        esperado: { status: 400, mensaje: mensajesError.cuerpoRequerido },
      },
    );
    for (const valor of ['[]', '"texto"', '1', 'true']) {
      lista.push({
        nombre: `${ruta.method} ${ruta.path} body=${valor}`,
        ruta,
        url,
        body: valor,
        tipo: 'application/json',
        esperado: { status: 400, campo: '_root' },
      });
    }
  }
  return lista;
}

async function enviar(caso: Caso) {
  const cookie = cookies[rolPara(caso.ruta)];
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (caso.tipo) headers['content-type'] = caso.tipo;
  return t.app.inject({
    method: caso.ruta.method as 'GET',
    url: caso.url,
    headers,
    ...(caso.body !== undefined ? { payload: caso.body as string } : {}),
  });
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
    expect(nombres).toContain(`POST /api/alumnos body.nombre=${JSON.stringify(SURROGADO)}`);
    expect(nombres).toContain('POST /api/sesiones body.grupoId=true');
    expect(nombres).toContain('POST /api/sesiones/generar body.grupoId="1e3"');
    expect(nombres).toContain('GET /api/sesiones ?grupoId="1e3"');
    expect(nombres).toContain('POST /api/sesiones/generar body=null');
    expect(nombres).toContain('POST /api/auth/login body=[×10000');
    expect(nombres).toContain('POST /api/alumnos/import multipart sin boundary');
    expect(nombres).toContain('PUT /api/profesores/:id sin body');
    expect(todos.length).toBeGreaterThan(1000);

    const fallos: string[] = [];
    for (const caso of todos) {
      consultas.length = 0;
      const res = await enviar(caso);
      const { esperado } = caso;
      const problemas: string[] = [];
      if (esperado.status === 'no 5xx') {
        if (res.statusCode >= 500) problemas.push(`status ${res.statusCode}`);
        if (consultas.length && res.statusCode >= 400) problemas.push('SQL en una petición rechazada');
        if (problemas.length) fallos.push(`${caso.nombre} → ${problemas.join('; ')}`);
        continue;
      }
      const json = res.json() as { message?: string; errors?: Record<string, unknown> };
      if (esperado.status === '4xx') {
        if (res.statusCode < 400 || res.statusCode >= 500) problemas.push(`status ${res.statusCode}`);
      } else if (res.statusCode !== esperado.status) problemas.push(`status ${res.statusCode}`);
      if (esperado.status === 404 && json.message !== mensajesError.noEncontrado) {
        problemas.push(`message ${json.message}`);
      }
      if (esperado.status === 400) {
        const claves = Object.keys(json.errors ?? {});
        const campo = esperado.campo;
        if (campo && !claves.some((k) => k === campo || k.startsWith(`${campo}.`))) {
          problemas.push(`errors sin ${campo}: ${claves.join(',')}`);
        }
        if (esperado.mensaje && json.message !== esperado.mensaje) problemas.push(`message ${json.message}`);
      }
      if (!json.message || /error inesperado/i.test(json.message) || INGLES.test(JSON.stringify(json))) {
        problemas.push(`message ${JSON.stringify(json).slice(0, 120)}`);
      }
      if (consultas.length) problemas.push(`${consultas.length} consultas: ${consultas[0]?.slice(0, 80)}`);
      if (problemas.length) fallos.push(`${caso.nombre} → ${problemas.join('; ')}`);
    }
    expect(fallos).toEqual([]);
  }, 120_000);

  it('refuses a lone surrogate in every query field (HTTP cannot carry one, so the schemas are asked)', () => {
    const fallos: string[] = [];
    for (const ruta of t.app.rutas) {
      const query = ruta.endpoint.query;
      for (const clave of Object.keys(formaDe(query) ?? {})) {
        const r = query!.safeParse({ [clave]: SURROGADO });
        if (r.success || !r.error.issues.some((i) => i.path[0] === clave)) {
          fallos.push(`${ruta.method} ${ruta.path} ?${clave}`);
        }
      }
    }
    expect(fallos).toEqual([]);
  });

  it('answers multipart without a boundary on an import with the Spanish 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/alumnos/import',
      headers: { cookie: cookies.admin!, 'content-type': SIN_BOUNDARY },
      payload: 'nombre;apellidos\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: mensajesError.multipartInvalido,
      errors: { file: { _errors: [mensajesError.multipartInvalido] } },
    });
    // And a multipart body cut short (a boundary that never closes) is the client's fault too.
    const cortado = await t.app.inject({
      method: 'POST',
      url: '/api/alumnos/import',
      headers: { cookie: cookies.admin!, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nnombre;ap',
    });
    expect(cortado.statusCode).toBe(400);
    expect(cortado.json().message).toBe(mensajesError.multipartInvalido);
  });

  it('answers a body of the wrong type in Spanish: the schema message, or zod Spanish locale', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '["admin@prueba.es"]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Entrada inválida: se esperaba objeto, recibido arreglo');
    const clave = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.es', password: 'x', rol: 'admin' },
    });
    expect(clave.json().errors._root).toEqual({ _errors: [mensajesZod.claveDesconocida(['rol'])] });
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
