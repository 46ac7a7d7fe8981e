/**
 * One e2e server per Playwright worker (decision 035): worker n listens on E2E_PORT + n with its own copy
 * of the demo data and its own SMTP catcher, so workers never see each other's writes. The server is
 * `scripts/e2e-server.mjs`, started by the worker fixture `servidorE2E` (fixtures.ts) and stopped with it.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const raiz = path.resolve(import.meta.dirname, '../..');

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

export const puertoDelWorker = (parallelIndex: number) => E2E_PORT + parallelIndex;

/** Where the SMTP catcher of the server on `puerto` writes the e-mails it receives (correo.ts reads them). */
export const carpetaCorreo = (puerto: number) => path.join(os.tmpdir(), `escuela-e2e-correo-${puerto}`);

export interface ServidorE2E {
  url: string;
  puerto: number;
  carpetaCorreo: string;
  parar(): Promise<void>;
}

export async function arrancarServidorE2E(puerto: number, limiteMs = 120_000): Promise<ServidorE2E> {
  const url = `http://127.0.0.1:${puerto}`;
  // A server left over on the port would answer the readiness check in place of ours.
  const ocupado = await fetch(url).then(
    () => true,
    () => false,
  );
  if (ocupado) throw new Error(`El puerto ${puerto} ya está en uso: elige otro E2E_PORT`);
  const proceso = spawn(process.execPath, [path.join(raiz, 'scripts/e2e-server.mjs')], {
    cwd: raiz,
    stdio: ['pipe', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      APP_URL: url,
      E2E_MAIL_DIR: carpetaCorreo(puerto),
      E2E_CON_PADRE: '1',
    },
  });
  const salida = new Promise<number | null>((resolve) => proceso.once('exit', resolve));
  const parar = async () => {
    if (proceso.exitCode === null) proceso.kill('SIGTERM');
    await salida;
  };
  const limite = Date.now() + limiteMs;
  // Ready when /api/auth/me answers (200 with `user: null` without a session since the 'arranque' merge;
  // 401 before it).
  for (;;) {
    if (proceso.exitCode !== null) throw new Error(`El servidor e2e del puerto ${puerto} terminó al arrancar`);
    const listo = await fetch(`${url}/api/auth/me`).then(
      (r) => r.status === 200 || r.status === 401,
      () => false,
    );
    if (listo) break;
    if (Date.now() > limite) {
      await parar();
      throw new Error(`El servidor e2e del puerto ${puerto} no respondió en ${limiteMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, puerto, carpetaCorreo: carpetaCorreo(puerto), parar };
}
