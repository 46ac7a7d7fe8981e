/**
 * The anchor of DESIGN.md §8: a bare Fastify route that reads one row with `pg` (a pool of 10, the same
 * database), no logging, no hooks. Every endpoint's throughput is compared with this one, in the same run.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { avisarListo } from './avisar-listo';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/', async () => {
  const r = await pool.query('SELECT id, nombre FROM colegios WHERE id = $1', [1]);
  return r.rows[0];
});
await app.listen({ port: 0, host: '127.0.0.1' });
avisarListo((app.server.address() as { port: number }).port);
process.on('SIGTERM', () => process.exit(0));
