// A bare Fastify route: the reference throughput of DESIGN.md §8.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`LISTO ${(app.server.address() as { port: number }).port}`);
