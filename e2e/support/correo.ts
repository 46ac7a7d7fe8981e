/**
 * The e-mails the app sent during the browser tests, read from the folder where the e2e server's SMTP
 * catcher writes them (E2E_MAIL_DIR).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_DIR } from '../../playwright.config';
import { enlaceDe, leerCorreo, type CorreoLeido } from '../../server/test/correo-parser';

function correosA(to: string): CorreoLeido[] {
  let nombres: string[];
  try {
    nombres = readdirSync(E2E_MAIL_DIR)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return nombres
    .filter((n) => {
      const meta = JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, n), 'utf8')) as { to: string[] };
      return meta.to.includes(to.toLowerCase());
    })
    .map((n) => leerCorreo(readFileSync(path.join(E2E_MAIL_DIR, n.replace(/\.json$/, '.eml')), 'utf8')));
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
