import 'fastify';
import type { Config } from './config/config';
import type { Db } from './db/client';
import type { RutaRegistrada } from './lib/route';
import type { UsuarioActual } from './lib/usuario-actual';
import type { Bandeja } from './modulos/correo/bandeja';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The e-mail outbox (modulos/correo/bandeja.ts). */
    correo: Bandeja;
    /** Every route registered through `route()`, for the authorization matrix. */
    rutas: RutaRegistrada[];
  }
  interface FastifyRequest {
    usuario: UsuarioActual | null;
  }
}
