import 'fastify';
import type { Config } from './config/config';
import type { Db } from './db/client';
import type { CacheRespuestas } from './lib/cache-respuestas';
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
    /** The in-process cache of list answers (lib/cache-respuestas.ts). */
    respuestas: CacheRespuestas;
  }
  interface FastifyRequest {
    usuario: UsuarioActual | null;
  }
}
