import 'fastify';
import type { Config } from './config/config';
import type { Db } from './db/client';
import type { RutaRegistrada } from './lib/route';
import type { Mailer } from './lib/mailer';
import type { UsuarioActual } from './lib/usuario-actual';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    /** Every route registered through `route()`, for the authorization matrix. */
    rutas: RutaRegistrada[];
  }
  interface FastifyRequest {
    usuario: UsuarioActual | null;
  }
}
