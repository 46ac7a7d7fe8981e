/**
 * `npm run seed:demo`: loads a small, coherent demo data set and prints the demo accounts. Idempotent:
 * every step looks its records up by a natural key before creating them, so running it twice changes
 * nothing. Steps live in `demo/NN-*.ts`, run in file order, and share `ctx` (ids by name).
 */
import { abortar, abrirOAbortar, configOAbortar } from '../arranque';
import { pasos, type ContextoDemo } from './demo/index';

if (process.env.NODE_ENV === 'production') {
  abortar(
    'npm run seed:demo no se puede ejecutar con NODE_ENV=production: crea cuentas con una contraseña conocida.',
  );
}
const config = configOAbortar();
const database = await abrirOAbortar(config, 'npm run seed:demo');
await database.migrate();

const ctx: ContextoDemo = { ids: {}, cuentas: [] };
for (const paso of pasos) {
  await paso.run(database.db, ctx);
  console.log(`✓ ${paso.nombre}`);
}
await database.close();

console.log('\nCuentas de demostración (contraseña común: %s):', ctx.password ?? '—');
for (const c of ctx.cuentas) console.log(`  ${c.rol.padEnd(12)} ${c.email}`);
