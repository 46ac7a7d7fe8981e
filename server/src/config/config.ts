import path from 'node:path';
import { z } from 'zod';
import { RAIZ_SERVIDOR } from '../raiz';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar por postgres://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  APP_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  ADMIN_EMAIL: z
    .string()
    .regex(/^[^@\s]+@[^@\s]+$/, 'ADMIN_EMAIL no es un email')
    .optional(),
  ADMIN_PASSWORD: z.string().optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  WEB_DIST: z.string().optional(),
  /** The event loop's mean delay past which requests answer 503 (app.ts, `PRESION`); 0 turns it off. */
  SOBRECARGA_MS: z.coerce.number().int().min(0).optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
      'TRUST_PROXY debe ser un número de saltos o una lista de direcciones separadas por comas',
    )
    .optional(),
});

/**
 * `TRUST_PROXY` (DESIGN.md §1): unset → no proxy is trusted and `X-Forwarded-For` is ignored; a number →
 * that many hops; otherwise a comma-separated list of addresses or CIDR ranges of the trusted proxies.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((v) => v.trim());
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  isProduction: boolean;
  /** Which proxies may set `X-Forwarded-For` (Fastify's `trustProxy`). */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Where the built client lives; absent in API-only tests. */
  webDist: string | undefined;
  /** Overload bound in ms (app.ts `PRESION.maxEventLoopDelay` when absent); 0: never shed load. */
  sobrecargaMs: number | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${detail}`);
  }
  const e = parsed.data;
  // DESIGN.md §1: in production no e-mail (and no link with a token) may end up in the log instead.
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new Error('Configuración inválida: en producción (NODE_ENV=production) SMTP_URL es obligatoria');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    isProduction: e.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(RAIZ_SERVIDOR, '../web/dist')),
    sobrecargaMs: e.SOBRECARGA_MS,
  };
}
