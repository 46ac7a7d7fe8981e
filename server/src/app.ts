import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import type { Db } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { alumnosRoutes } from './modulos/alumnos/alumnos.routes';
import { authRoutes } from './modulos/auth/auth.routes';
import { catalogoRoutes } from './modulos/catalogo/catalogo.routes';
import { contactoRoutes } from './modulos/contacto/contacto.routes';
import { cuentasRoutes } from './modulos/cuentas/cuentas.routes';
import { padresRoutes } from './modulos/padres/padres.routes';
import { colegiosRoutes } from './modulos/colegios/colegios.routes';
import { dashboardRoutes } from './modulos/dashboard/dashboard.routes';
import { gruposRoutes } from './modulos/grupos/grupos.routes';
import { profesoresRoutes } from './modulos/profesores/profesores.routes';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/errors';
import { RegistroUnaLinea } from './plugins/registro-peticiones';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerStatic } from './plugins/static';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  mailer?: Mailer;
  logger?: boolean;
}

/** Builds the whole application without listening: the server and the tests both start here. */
export async function buildApp({
  db,
  config,
  mailer,
  logger = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
          '*.dni',
          '*.cuentaBancaria',
          '*.cuenta',
          '*.numeroCuenta',
        ],
        censor: '[oculto]',
      },
    },
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // One line per request instead of Fastify's two.
    logController: new RegistroUnaLinea(),
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate(
    'mailer',
    mailer ?? createMailer({ db, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom }),
  );
  app.decorate('rutas', []);

  registerErrorHandler(app);
  await registerCompression(app);
  await registerSecurity(app);
  await registerSession(app);

  authRoutes(app);
  alumnosRoutes(app);
  contactoRoutes(app);
  catalogoRoutes(app);
  cuentasRoutes(app);
  padresRoutes(app);
  colegiosRoutes(app);
  profesoresRoutes(app);
  gruposRoutes(app);
  dashboardRoutes(app);

  await registerStatic(app);
  return app;
}
