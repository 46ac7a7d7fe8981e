/**
 * The real application as production runs it (NODE_ENV=production, info logging to stdout, the built
 * client when there is one) on DATABASE_URL, the benchmark's PostgreSQL database. Creates the benchmark's
 * admin if missing.
 */
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/config';
import { openPostgres } from '../../server/src/db/client';
import { crearUsuario } from '../../server/src/modulos/usuarios/usuarios.service';
import { findUsuarioByEmail } from '../../server/src/modulos/usuarios/usuarios.repository';
import { BENCH_ADMIN } from './datos-grandes';
import { avisarListo } from './avisar-listo';

if (process.env.NODE_ENV !== 'production') throw new Error('app-bench mide con NODE_ENV=production');
const database = openPostgres(process.env.DATABASE_URL!);
await database.migrate();
if (!(await findUsuarioByEmail(database.db, BENCH_ADMIN.email))) {
  await crearUsuario(database.db, {
    nombre: 'Bench',
    email: BENCH_ADMIN.email,
    rol: 'admin',
    password: BENCH_ADMIN.password,
  });
}
// Production refuses to start without SMTP; nothing here sends mail, so an unreachable relay will do.
const config = loadConfig({
  SMTP_URL: 'smtp://127.0.0.1:1',
  ...process.env,
  PORT: '0',
  LOG_LEVEL: 'info',
});
const app = await buildApp({ db: database.db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
avisarListo((app.server.address() as { port: number }).port);
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
