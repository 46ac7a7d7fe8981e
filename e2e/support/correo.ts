/**
 * The e-mails the app sent during the browser tests, read from the folder where the SMTP catcher of this
 * worker's e2e server writes them (servidor.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { enlaceDe, leerCorreo, type CorreoLeido } from '../../server/test/correo-parser';
import { carpetaCorreo, puertoDelWorker } from './servidor';

function correosA(to: string): CorreoLeido[] {
  const carpeta = carpetaCorreo(puertoDelWorker(test.info().parallelIndex));
  let nombres: string[];
  try {
    nombres = readdirSync(carpeta)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return nombres
    .filter((n) => {
      const meta = JSON.parse(readFileSync(path.join(carpeta, n), 'utf8')) as { to: string[] };
      return meta.to.includes(to.toLowerCase());
    })
    .map((n) => leerCorreo(readFileSync(path.join(carpeta, n.replace(/\.json$/, '.eml')), 'utf8')));
}

/** Waits for the latest e-mail to `to` whose subject matches, and returns it. */
export async function esperarCorreo(to: string, asunto: RegExp, timeoutMs = 10_000): Promise<CorreoLeido> {
  const limite = Date.now() + timeoutMs;
  for (;;) {
    const correo = correosA(to)
      .filter((c) => asunto.test(c.subject))
      .at(-1);
    if (correo) return correo;
    if (Date.now() > limite) throw new Error(`No llegó ningún correo "${asunto}" a ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The verification link (`/verificar-email?token=…`) of the latest verification e-mail to `to`. */
export async function enlaceVerificacion(to: string): Promise<string> {
  return enlaceDe(await esperarCorreo(to, /Verifica tu correo/), '/verificar-email');
}
