/** route(): the response schema strips what it does not declare; the types follow the schema. */
import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  endpoint,
  profesoresEndpoints,
  respuesta,
  sessionEndpoints,
  type EndpointResponse,
  type Profesor,
  type UsuarioSesion,
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
    const sinEsquema = endpoint({ method: 'GET', path: '/yo', response: respuesta<{ id: number }>() });
    expect(sinEsquema.response).toBeUndefined();
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
    expectTypeOf<EndpointResponse<typeof sessionEndpoints.me>>().toEqualTypeOf<{ user: UsuarioSesion }>();
  });
});
