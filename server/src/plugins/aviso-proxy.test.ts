import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config/config';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { AVISO_PROXY } from './aviso-proxy';

const cierres: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cerrar of cierres.reverse()) await cerrar();
});

/** The warnings an app writes while it answers three requests, two of them through a proxy. */
async function avisosCon(config: Partial<Config>) {
  const lineas: string[] = [];
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    // A production app needs an SMTP address; nothing here sends mail.
    config: testConfig({ smtpUrl: 'smtp://127.0.0.1:9', logLevel: 'info', ...config }),
    logStream: { write: (l) => void lineas.push(l) },
  });
  cierres.push(
    () => database.close(),
    () => app.close(),
  );
  await app.ready();
  for (const headers of [{ 'x-forwarded-for': '198.51.100.7' }, {}, { 'x-forwarded-for': '198.51.100.8' }]) {
    await app.inject({ method: 'GET', url: '/api/auth/me', headers });
  }
  return lineas.map((l) => JSON.parse(l) as { evento?: string; msg: string; level: number });
}

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('is warned about once, in production', async () => {
    const avisos = (await avisosCon({ isProduction: true, trustProxy: false })).filter(
      (l) => l.evento === 'proxy_sin_configurar',
    );
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ level: 40, msg: AVISO_PROXY });
  });

  it('is not, when TRUST_PROXY names the proxy, nor outside production', async () => {
    for (const config of [
      { isProduction: true, trustProxy: 1 },
      { isProduction: false, trustProxy: false as const },
    ]) {
      const lineas = await avisosCon(config);
      expect(lineas.filter((l) => l.evento === 'proxy_sin_configurar')).toEqual([]);
    }
  });
});
