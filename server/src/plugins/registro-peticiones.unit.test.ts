import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RegistroUnaLinea } from './registro-peticiones';

describe('one log line per request', () => {
  it('writes a single line with the request, the status and the time; errors keep their line', async () => {
    const lineas: Record<string, unknown>[] = [];
    const destino = new Writable({
      write(trozo: Buffer, _enc, hecho) {
        for (const l of trozo.toString().split('\n').filter(Boolean)) lineas.push(JSON.parse(l));
        hecho();
      },
    });
    const app = Fastify({
      logger: { stream: destino, redact: { paths: ['req.headers.cookie'], censor: '[oculto]' } },
      logController: new RegistroUnaLinea(),
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/mal', async () => {
      throw new Error('roto');
    });
    await app.inject({ method: 'GET', url: '/ok', headers: { cookie: 'sid=secreto' } });
    const ok = lineas.filter((l) => (l.req as { url?: string } | undefined)?.url === '/ok');
    expect(lineas).toHaveLength(1);
    expect(ok[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/ok' },
      res: { statusCode: 200 },
    });
    expect(ok[0]!.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lineas)).not.toContain('secreto');

    lineas.length = 0;
    await app.inject({ method: 'GET', url: '/mal' });
    expect(lineas.some((l) => l.level === 50 && JSON.stringify(l).includes('roto'))).toBe(true);
    expect(lineas.filter((l) => l.msg === 'incoming request')).toHaveLength(0);
    await app.close();
  });
});
