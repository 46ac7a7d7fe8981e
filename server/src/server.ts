import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { ensureAdmin } from './modulos/usuarios/usuarios.service';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const app = await buildApp({ db: database.db, config });
await ensureAdmin(app.db, config, app.log);

const shutdown = async (signal: string) => {
  app.log.info(`${signal} recibido: cerrando`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Base de datos: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite en ${config.dataDir}`}`);
