/**
 * Issue 11 on a real socket and a real database: slow clients are cut off, overload and an unreachable
 * PostgreSQL answer 503 (and recover), and the log of a run through the sensitive paths holds no DNI,
 * IBAN or token.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, TIEMPOS } from '../src/app';
import { openPostgres } from '../src/db/client';
import { correos } from '../src/db/schema/index';
import { testConfig } from './app';
import { enlaceDe } from './correo-parser';
import { createTestDatabase } from './database';
import { cookieDe, crearUsuarioDePrueba } from './fabricas';
import { TEMPLATE_DB, withDatabase } from './global-setup';
import { iniciarSmtpCatcher } from './smtp-catcher';

const limpiezas: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const f of limpiezas.reverse()) await f().catch(() => undefined);
});

describe('slow clients (DESIGN.md §6 Timeouts)', () => {
  it('the default bounds cut off a body trickled one byte every 8 s', async () => {
    expect(TIEMPOS.peticionMs).toBeLessThanOrEqual(30_000);
    expect(TIEMPOS.cabecerasMs).toBeLessThanOrEqual(10_000);
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, config: testConfig(), logger: false });
    limpiezas.push(
      () => database.close(),
      () => app.close(),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    const inicio = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let respuesta = '';
    socket.on('data', (d) => (respuesta += d));
    const cerrado = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - inicio)));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const goteo = setInterval(() => socket.writable && socket.write(' '), 8000);
    const ms = await cerrado;
    clearInterval(goteo);
    // Cut off at the request bound (checked every second), long before the 200 bytes could arrive.
    expect(ms).toBeGreaterThanOrEqual(TIEMPOS.peticionMs - 1000);
    expect(ms).toBeLessThan(TIEMPOS.peticionMs + 5000);
    expect(respuesta).toMatch(/^HTTP\/1\.1 408|^$/);
  }, 60_000);
});

describe('overload (@fastify/under-pressure)', () => {
  it('answers 503 with a Spanish message and Retry-After while the event loop is blocked, then recovers', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: testConfig(),
      logger: false,
      presion: { maxEventLoopDelay: 200, calentamientoMs: 0 },
    });
    limpiezas.push(
      () => database.close(),
      () => app.close(),
    );
    await app.ready();
    // Block the loop for 1.5 s; the sampler, overdue, then records a mean delay far past 200 ms.
    const bloquear = async () => {
      const fin = Date.now() + 1500;
      while (Date.now() < fin) {
        /* busy */
      }
      await new Promise((r) => setTimeout(r, 30));
      return app.inject({ method: 'GET', url: '/api/auth/me' });
    };
    let res = await bloquear();
    for (let i = 0; i < 5 && res.statusCode !== 503; i++) res = await bloquear();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({
      message: 'El servidor está muy ocupado en este momento. Inténtalo de nuevo en unos segundos.',
    });
    // Once the loop is free again, requests are served.
    let despues = 503;
    for (let i = 0; i < 10 && despues === 503; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      despues = (await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode;
    }
    expect(despues).toBe(200);
  }, 60_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL unreachable (DESIGN.md §5)', () => {
  it('answers 503 with a Spanish message while it is down and serves again when it returns', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const nombre = `hardening_caida_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url.href });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nombre} TEMPLATE ${TEMPLATE_DB} STRATEGY FILE_COPY`);
    limpiezas.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await admin.end();
    });

    // A TCP proxy in front of PostgreSQL: closing it is the database going away.
    const sockets = new Set<net.Socket>();
    const crearProxy = () =>
      net.createServer((cliente) => {
        const servidor = net.connect(Number(url.port || 5432), url.hostname);
        for (const s of [cliente, servidor]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        cliente.pipe(servidor).pipe(cliente);
      });
    let proxy = crearProxy();
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const puerto = (proxy.address() as net.AddressInfo).port;
    const viaProxy = new URL(withDatabase(url.href, nombre));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(puerto);

    const database = openPostgres(viaProxy.href, 2);
    const app = await buildApp({ db: database.db, config: testConfig(), logger: false });
    limpiezas.push(
      () => database.close(),
      () => app.close(),
    );
    await app.ready();
    const u = await crearUsuarioDePrueba(app.db, 'admin');
    const cookie = await cookieDe(app, u.email);
    const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);

    await new Promise<void>((r) => {
      proxy.close(() => r());
      for (const s of sockets) s.destroy();
    });
    const caido = await me();
    expect(caido.statusCode).toBe(503);
    expect(caido.json()).toEqual({
      message:
        'El servicio no está disponible en este momento (sin conexión con la base de datos). Inténtalo de nuevo en unos minutos.',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'Prueba#2026seguro' },
    });
    expect(login.statusCode).toBe(503);

    proxy = crearProxy();
    await new Promise<void>((r) => proxy.listen(puerto, '127.0.0.1', r));
    limpiezas.push(
      () =>
        new Promise<void>((r) => {
          proxy.close(() => r());
          for (const s of sockets) s.destroy();
        }),
    );
    expect((await me()).statusCode).toBe(200);
  }, 60_000);
});

describe('the log of a run through the sensitive paths (DESIGN.md §6 Logs)', () => {
  it('holds no DNI, IBAN or token; a sent message keeps no live link', async () => {
    const smtp = await iniciarSmtpCatcher();
    limpiezas.push(() => smtp.close());
    const lineas: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: testConfig({ smtpUrl: smtp.url, logLevel: 'debug' }),
      logStream: { write: (l) => void lineas.push(l) },
    });
    limpiezas.push(
      () => database.close(),
      () => app.close(),
    );
    await app.ready();

    const DNI = 'X1234567L';
    const IBAN = 'ES7921000813610123456789';
    const tutor = await crearUsuarioDePrueba(app.db, 'tutor');
    const cookie = await cookieDe(app, tutor.email);
    const perfil = {
      nombre: 'Anabel',
      apellidos: 'Ruiz Soto',
      direccion: 'Calle Nueva 5',
      dni: DNI,
      telefono1: '611222333',
      telefono2: '',
      cuentaBancaria: 'ES79 2100 0813 6101 2345 6789',
      titularCuenta: 'Anabel Ruiz Soto',
    };
    // A database error on the profile save: the statement carries the DNI and the IBAN as parameters.
    await app.db.execute(
      sql`ALTER TABLE padres ADD CONSTRAINT prueba_registro CHECK (dni <> ${sql.raw(`'${DNI}'`)})`,
    );
    const fallo = await app.inject({
      method: 'PUT',
      url: '/api/padres/datos',
      headers: { cookie },
      payload: perfil,
    });
    expect(fallo.statusCode).toBe(500);
    await app.db.execute(sql`ALTER TABLE padres DROP CONSTRAINT prueba_registro`);
    const bien = await app.inject({
      method: 'PUT',
      url: '/api/padres/datos',
      headers: { cookie },
      payload: perfil,
    });
    expect(bien.statusCode).toBe(200);

    // A reset link: asked for, opened (the SPA page and its API call), used.
    const desde = smtp.correos.length;
    await app.inject({ method: 'POST', url: '/api/auth/olvide-contrasena', payload: { email: tutor.email } });
    const correo = await smtp.esperar(tutor.email, { desde });
    const enlace = enlaceDe(correo, '/restablecer-contrasena');
    const token = decodeURIComponent(new URL(enlace).searchParams.get('token')!);
    await app.inject({ method: 'GET', url: `/restablecer-contrasena?token=${encodeURIComponent(token)}` });
    await app.inject({ method: 'GET', url: `/verificar-email?token=${encodeURIComponent(token)}` });
    const usado = await app.inject({
      method: 'POST',
      url: '/api/auth/restablecer-contrasena',
      payload: { token, password: 'Nueva#Clave2026' },
    });
    expect(usado.statusCode).toBe(200);
    await app.correo.vaciar();

    const log = lineas.join('');
    expect(log).toContain('Error no controlado');
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('/restablecer-contrasena?[oculto]');
    for (const secreto of [DNI, IBAN, '2100 0813', token]) expect(log).not.toContain(secreto);

    // The outbox copy of the sent message no longer carries the live link.
    const [guardado] = await app.db.select().from(correos).where(eq(correos.to, tutor.email));
    expect(guardado!.sentAt).not.toBeNull();
    expect(guardado!.text).not.toContain(token);
    expect(guardado!.html).not.toContain(encodeURIComponent(token));
    expect(guardado!.text).toContain('token=[enviado]');
  }, 60_000);
});
