// The real application on DATABASE_URL (PostgreSQL) or an embedded PGlite, for the benchmarks.
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/config';
import { openPglite, openPostgres } from '../../server/src/db/client';
import { crearUsuario } from '../../server/src/modulos/usuarios/usuarios.service';
import { findUsuarioByEmail } from '../../server/src/modulos/usuarios/usuarios.repository';

const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite(new PGlite());
await database.migrate();
const BENCH_ADMIN = { email: 'bench@bench.es', password: 'Bench#2026seguro' };
if (!(await findUsuarioByEmail(database.db, BENCH_ADMIN.email))) {
  await crearUsuario(database.db, {
    nombre: 'Bench',
    email: BENCH_ADMIN.email,
    rol: 'admin',
    password: BENCH_ADMIN.password,
  });
}
const config = { ...loadConfig({ PORT: '0' }), webDist: undefined, logLevel: 'silent' };
const app = await buildApp({ db: database.db, config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`LISTO ${(app.server.address() as { port: number }).port}`);
process.on('SIGINT', () => process.exit(0));
