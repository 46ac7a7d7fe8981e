/** route(): the response schema strips what it does not declare; the types follow the schema. */
import Fastify, { type FastifyReply } from 'fastify';
import { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  endpoint,
  esquemaEnServidor,
  profesoresEndpoints,
  respuesta,
  sessionEndpoints,
  type EndpointResponse,
  type EndpointSalida,
  type Profesor,
  type UsuarioLogin,
} from '@escuela/shared';
import { registerErrorHandler } from '../plugins/errors';
import { route } from './route';

async function appCon(registrar: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  app.decorate('rutas', []);
  app.decorateRequest('usuario', null);
  registerErrorHandler(app);
  registrar(app);
  await app.ready();
  return app;
}

const usuarioSchema = z.object({ id: z.number(), nombre: z.string() });
const usuarios = endpoint({ method: 'GET', path: '/usuarios', response: z.array(usuarioSchema) });

describe('response schemas', () => {
  it('drop every field the schema does not declare, nested in lists too', async () => {
    const app = await appCon((a) =>
      route(a, usuarios, 'publico', async () => [
        { id: 1, nombre: 'Ana', passwordHash: '$argon2id$secreto' } as { id: number; nombre: string },
      ]),
    );
    const res = await app.inject({ method: 'GET', url: '/usuarios' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 1, nombre: 'Ana' }]);
    expect(res.body).not.toContain('argon2');
  });

  it('answer 500 with the generic message when a handler breaks its own contract', async () => {
    const app = await appCon((a) =>
      route(a, usuarios, 'publico', async () => [{ id: 'uno' } as unknown as { id: number; nombre: string }]),
    );
    const res = await app.inject({ method: 'GET', url: '/usuarios' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('uno');
  });

  it('a server-side schema covers an endpoint declared without one', async () => {
    const sinEsquema = endpoint({
      method: 'GET',
      path: '/yo',
      response: esquemaEnServidor<{ id: number }>(),
    });
    expect(sinEsquema.response).toBeUndefined();
    expect(sinEsquema.esquemaEnServidor).toBe(true);
    const app = await appCon((a) =>
      route(a, sinEsquema, 'publico', async () => ({ id: 1, token: 't' }) as { id: number }, {
        respuesta: z.object({ id: z.number() }),
      }),
    );
    expect((await app.inject({ method: 'GET', url: '/yo' })).json()).toEqual({ id: 1 });
  });

  it('type the answer from the schema, and still from the phantom marker', () => {
    expectTypeOf<EndpointResponse<typeof usuarios>>().toEqualTypeOf<{ id: number; nombre: string }[]>();
    expectTypeOf<EndpointResponse<typeof profesoresEndpoints.list>>().toEqualTypeOf<Profesor[]>();
    expectTypeOf<EndpointResponse<typeof sessionEndpoints.me>>().toEqualTypeOf<{
      user: UsuarioLogin | null;
    }>();
  });

  it("type the handler's answer as the schema's input, and a file route's as nothing but the reply", () => {
    const fechas = endpoint({
      method: 'GET',
      path: '/fechas',
      response: z.object({ en: z.date().transform((d) => d.toISOString()) }),
    });
    expectTypeOf<EndpointSalida<typeof fechas>>().toEqualTypeOf<{ en: Date }>();
    expectTypeOf<EndpointResponse<typeof fechas>>().toEqualTypeOf<{ en: string }>();
    expect(fechas.response?.parse({ en: new Date(0) })).toEqual({ en: '1970-01-01T00:00:00.000Z' });
    const archivo = endpoint({ method: 'GET', path: '/hoja', response: respuesta('text/csv') });
    expectTypeOf<EndpointSalida<typeof archivo>>().toBeNever();
    expect(archivo.response).toBeUndefined();
  });
});

describe('file answers', () => {
  const hoja = endpoint({ method: 'GET', path: '/hoja', response: respuesta('text/csv') });

  it('record their content types, and send them', async () => {
    expect(hoja.tipos).toEqual(['text/csv']);
    const app = await appCon((a) =>
      route(a, hoja, 'publico', async ({ reply }) => reply.type('text/csv; charset=utf-8').send('a;b\r\n')),
    );
    expect(app.rutas[0]).toMatchObject({ path: '/hoja', tipos: ['text/csv'], respuesta: undefined });
    const res = await app.inject({ method: 'GET', url: '/hoja' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('a;b\r\n');
  });

  it('answer 500 when the route sends any other type, or returns a value instead of the reply', async () => {
    const app = await appCon((a) => {
      route(a, hoja, 'publico', async ({ reply }) => reply.send({ passwordHash: 'x' }));
      route(
        a,
        { ...hoja, path: '/valor' },
        'publico',
        async () => ({ passwordHash: 'x' }) as unknown as FastifyReply,
      );
    });
    for (const url of ['/hoja', '/valor']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('passwordHash');
    }
  });
});
