/**
 * The outbox (docs/decisions/034-outbox.md) against a real SMTP server (smtp-server) and the real
 * database: a mail server that is down or refuses never fails the request nor loses the message; the
 * message goes once it is back, exactly once; workers racing over one database (PostgreSQL: two pools,
 * as two processes would have) send each message once; a stopping worker hands back what it did not send.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cuentasEndpoints, padresEndpoints } from '@escuela/shared';
import { openPostgres, type Db } from '../../db/client';
import { correos } from '../../db/schema/index';
import { crearEmisorSmtp, type Correo, type Emisor } from '../../lib/mailer';
import { buildTestApp, type TestApp } from '../../../test/app';
import { clienteApi } from '../../../test/cliente-api';
import { enlaceDe } from '../../../test/correo-parser';
import { crearUsuarioDePrueba, datosRegistroPadre, insertColegio } from '../../../test/fabricas';
import { iniciarSmtpCatcher, puertoSinSmtp, type SmtpCatcher } from '../../../test/smtp-catcher';
import { crearBandeja, type Bandeja } from './bandeja';
import { reclamarCorreos, marcarEnviado } from './correo.repository';

/** A policy in milliseconds, so a test waits out the backoff in well under a second. */
const RAPIDA = { primeraEsperaMs: 40, maximaEsperaMs: 120, maxIntentos: 30 };

const limpiezas: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (limpiezas.length) await limpiezas.pop()!();
});

async function app(smtpUrl: string, reintentos = RAPIDA): Promise<TestApp> {
  const t = await buildTestApp({
    config: { smtpUrl, appUrl: 'http://escuela.test' },
    correo: { reintentos },
  });
  limpiezas.push(() => t.close());
  return t;
}

async function catcher(opciones?: Parameters<typeof iniciarSmtpCatcher>[0]): Promise<SmtpCatcher> {
  const c = await iniciarSmtpCatcher(opciones);
  limpiezas.push(() => c.close());
  return c;
}

const filasA = (db: Db, to: string) => db.select().from(correos).where(eq(correos.to, to));

const enviando = async (db: Db, prefijo: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(correos)
      .where(and(eq(correos.estado, 'enviando'), sql`${correos.to} like ${`${prefijo}%`}`))
  )[0]!.n;

/** Waits until the condition holds (a state the worker reaches), failing after 15 s. */
async function hasta(condicion: () => Promise<boolean>): Promise<void> {
  const limite = Date.now() + 15_000;
  while (!(await condicion())) {
    if (Date.now() > limite) throw new Error('La condición no se cumplió a tiempo');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('SMTP down while a parent registers (issue 23, Done when)', () => {
  it('the request succeeds, the e-mail goes once SMTP is back, and nothing is sent twice', async () => {
    const puerto = await puertoSinSmtp();
    const t = await app(`smtp://127.0.0.1:${puerto}`);
    const api = await clienteApi(t);
    const datos = datosRegistroPadre((await insertColegio(t.db)).id);

    const res = await api.como('anonimo').llamar(padresEndpoints.registrar, { body: datos });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Registro exitoso. Revisa tu correo electrónico para verificar tu cuenta');

    // The worker tried while the server was down: the message waits, with the failure recorded.
    await t.app.correo.vaciar();
    const [esperando] = await filasA(t.db, datos.email);
    expect(esperando).toMatchObject({ estado: 'pendiente', sentAt: null, canal: 'email' });
    expect(esperando!.intentos).toBeGreaterThanOrEqual(1);
    expect(esperando!.error).toMatch(/ECONNREFUSED|connect/i);

    // The mail server comes back on the same port.
    const smtp = await catcher({ puerto });
    await t.app.correo.vaciar({ esperarReintentos: true });
    expect(smtp.correos.map((c) => c.destinatarios)).toEqual([[datos.email]]);
    const correo = smtp.correos[0]!;
    expect(correo.subject).toBe('Verifica tu correo electrónico · RoboEscuela');
    const token = new URL(enlaceDe(correo, '/verificar-email')).searchParams.get('token')!;

    const [enviado] = await filasA(t.db, datos.email);
    expect(enviado).toMatchObject({ estado: 'enviado', error: null });
    expect(enviado!.intentos).toBeGreaterThanOrEqual(2);
    expect(enviado!.sentAt).not.toBeNull();
    // Once sent, the stored copy no longer carries the live link (DESIGN.md §3).
    expect(enviado!.text).not.toContain(token);
    expect(enviado!.text).toContain('token=[enviado]');

    // More passes, a wake and a drain running together: still one message.
    t.app.correo.despertar();
    await Promise.all([t.app.correo.vaciar({ esperarReintentos: true }), t.app.correo.vaciar()]);
    expect(smtp.correos).toHaveLength(1);

    // The link in the message works.
    const verificado = await api.como('anonimo').llamar(cuentasEndpoints.verificarEmail, { body: { token } });
    expect(verificado.status).toBe(200);
  });

  it('a mail server that refuses (451, try later) gets the message again until it accepts it', async () => {
    const smtp = await catcher({ rechazos: 2 });
    const t = await app(smtp.url);
    const api = await clienteApi(t);
    const u = await crearUsuarioDePrueba(t.db, 'profesor');

    const res = await api
      .como('anonimo')
      .llamar(cuentasEndpoints.olvideContrasena, { body: { email: u.email } });
    expect(res.status).toBe(200);
    await t.app.correo.vaciar({ esperarReintentos: true });

    expect(smtp.rechazados).toBe(2);
    expect(smtp.correos.map((c) => c.subject)).toEqual(['Restablece tu contraseña · RoboEscuela']);
    const [fila] = await filasA(t.db, u.email);
    expect(fila).toMatchObject({ estado: 'enviado', intentos: 3, error: null });
  });

  it('gives up after the last attempt and keeps the error, with the links redacted', async () => {
    const t = await app(`smtp://127.0.0.1:${await puertoSinSmtp()}`, { ...RAPIDA, maxIntentos: 3 });
    const api = await clienteApi(t);
    const u = await crearUsuarioDePrueba(t.db, 'coordinador');
    await api.como('anonimo').llamar(cuentasEndpoints.olvideContrasena, { body: { email: u.email } });

    await t.app.correo.vaciar({ esperarReintentos: true });
    const [fila] = await filasA(t.db, u.email);
    expect(fila).toMatchObject({ estado: 'fallido', intentos: 3, sentAt: null });
    expect(fila!.error).toMatch(/ECONNREFUSED|connect/i);
    expect(fila!.text).toContain('token=[no enviado]');
    expect(fila!.html).not.toMatch(/token=(?!\[no enviado\])/);
  });

  it('wakes right after the request that queued mail (no poll in tests)', async () => {
    const smtp = await catcher();
    const t = await app(smtp.url);
    const api = await clienteApi(t);
    const datos = datosRegistroPadre((await insertColegio(t.db)).id);
    await api.como('anonimo').llamar(padresEndpoints.registrar, { body: datos });
    expect((await smtp.esperar(datos.email, { timeoutMs: 3000 })).subject).toMatch(/Verifica tu correo/);
  });
});

describe('the outbox and transactions', () => {
  it('a rolled-back transaction queues nothing; a committed one is sent once the worker is woken', async () => {
    const smtp = await catcher();
    const t = await app(smtp.url);
    const revertido = `revertido-${Date.now()}@prueba.es`;
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.correo.encolar(tx, { to: revertido, subject: 'No', text: 'No', html: '<p>No</p>' });
        throw new Error('la petición falla después');
      }),
    ).rejects.toThrow('la petición falla después');
    await t.app.correo.vaciar();
    expect(await filasA(t.db, revertido)).toEqual([]);
    expect(smtp.correos).toEqual([]);

    // As a request does: queued in its transaction, sent once that request has answered.
    const confirmado = `confirmado-${Date.now()}@prueba.es`;
    const peticion = {} as FastifyRequest;
    const otra = {} as FastifyRequest;
    await t.db.transaction(async (tx) => {
      await t.app.correo
        .dePeticion(peticion)
        .encolar(tx, { to: confirmado, subject: 'Sí', text: 'Sí', html: '<p>Sí</p>' });
    });
    // Another request answering first wakes nothing for it.
    t.app.correo.trasPeticion(otra);
    t.app.correo.trasPeticion(peticion);
    expect((await smtp.esperar(confirmado, { timeoutMs: 3000 })).subject).toBe('Sí');
  });
});

describe('workers racing over one database', () => {
  const mensajes = (prefijo: string, cuantos: number): Correo[] =>
    Array.from({ length: cuantos }, (_, i) => ({
      to: `${prefijo}${i}@prueba.es`,
      subject: `${prefijo} ${i}`,
      text: `Mensaje ${i}`,
      html: `<p>Mensaje ${i}</p>`,
    }));

  /** A real SMTP sender that also counts what this worker handed over. */
  const contando = (smtpUrl: string) => {
    const real = crearEmisorSmtp(smtpUrl, 'no-reply@prueba.es');
    const emisor: Emisor & { enviados: number } = {
      enviados: 0,
      async enviar(c) {
        emisor.enviados++;
        await real.enviar(c);
      },
      cerrar: () => real.cerrar(),
    };
    return emisor;
  };

  it('four workers send each of 80 messages exactly once', async () => {
    const smtp = await catcher();
    const t = await buildTestApp();
    limpiezas.push(() => t.close());
    // On PostgreSQL each worker has its own pool, as another process would; PGlite is one process.
    const pools = t.url ? [0, 1, 2, 3].map(() => openPostgres(t.url!, 2)) : [];
    for (const p of pools) limpiezas.push(() => p.close());

    const emisores = [0, 1, 2, 3].map(() => contando(smtp.url));
    const bandejas = emisores.map((emisor, i): Bandeja =>
      crearBandeja({
        db: pools[i]?.db ?? t.db,
        log: t.app.log,
        emisores: { email: emisor },
        // Small batches: the workers claim again and again, at the same moments.
        opciones: { lote: 2 },
      }),
    );
    const todos = mensajes('carrera', 80);
    await bandejas[0]!.encolar(t.db, todos);
    await Promise.all(bandejas.flatMap((b) => [b.vaciar(), b.vaciar()]));

    const asuntos = smtp.correos.map((c) => c.subject).sort();
    expect(asuntos).toEqual(todos.map((m) => m.subject).sort());
    expect(emisores.reduce((total, e) => total + e.enviados, 0)).toBe(80);
    // More than one took part (each drains in batches of 2 while the others do).
    expect(emisores.filter((e) => e.enviados > 0).length).toBeGreaterThan(1);
    const estados = await t.db
      .select({ estado: correos.estado, n: sql<number>`count(*)::int` })
      .from(correos)
      .where(sql`${correos.to} like 'carrera%'`)
      .groupBy(correos.estado);
    expect(estados).toEqual([{ estado: 'enviado', n: 80 }]);
    await Promise.all(bandejas.map((b) => b.parar()));
  });

  it("a claim whose worker died is taken again after its lease; the dead worker's late result is refused", async () => {
    const smtp = await catcher();
    const t = await buildTestApp();
    limpiezas.push(() => t.close());
    const [msg] = mensajes(`arriendo${Date.now()}-`, 1);
    const vivo = crearBandeja({
      db: t.db,
      log: t.app.log,
      emisores: { email: crearEmisorSmtp(smtp.url, 'no-reply@prueba.es') },
    });
    await vivo.encolar(t.db, msg!);
    // A worker claims it with a short lease (long enough that a loaded machine cannot outlive it before the
    // next line), then never reports (its process died).
    const [muerto] = await reclamarCorreos(t.db, { canales: ['email'], limite: 1, arriendoMs: 1500 });
    expect(muerto).toMatchObject({ to: msg!.to, intentos: 1 });
    await vivo.vaciar();
    expect(smtp.correos).toHaveLength(0);

    await vivo.vaciar({ esperarReintentos: true });
    expect(smtp.correos.map((c) => c.destinatarios)).toEqual([[msg!.to]]);
    expect(await marcarEnviado(t.db, muerto!, { text: '', html: '' })).toBe(false);
    const [fila] = await filasA(t.db, msg!.to);
    expect(fila).toMatchObject({ estado: 'enviado', intentos: 2, text: msg!.text });
    await vivo.parar();
  });
});

describe('stopping (SIGTERM closes the app)', () => {
  it('finishes the message in flight and hands back the rest of its batch, due at once', async () => {
    const smtp = await catcher({ retrasoMs: 300 });
    const t = await app(smtp.url);
    const prefijo = `parada${Date.now()}-`;
    const lote = Array.from({ length: 4 }, (_, i) => ({
      to: `${prefijo}${i}@prueba.es`,
      subject: `Parada ${i}`,
      text: 'x',
      html: '<p>x</p>',
    }));
    await t.app.correo.encolar(t.db, lote);
    // The batch is claimed and its first message is on its way (the server answers it after 300 ms)
    // when the app closes.
    await hasta(async () => (await enviando(t.db, prefijo)) === 4);
    await hasta(async () => smtp.recibiendo === 1);
    await t.app.correo.parar();

    expect(smtp.correos).toHaveLength(1);
    const filas = await t.db
      .select({ estado: correos.estado, intentos: correos.intentos })
      .from(correos)
      .where(sql`${correos.to} like ${`${prefijo}%`}`);
    expect(filas.filter((f) => f.estado === 'enviado')).toHaveLength(1);
    expect(filas.filter((f) => f.estado === 'pendiente')).toEqual([
      { estado: 'pendiente', intentos: 0 },
      { estado: 'pendiente', intentos: 0 },
      { estado: 'pendiente', intentos: 0 },
    ]);
    // A stopped outbox queues (the request still stores its message) but sends nothing more.
    await t.app.correo.encolar(t.db, { ...lote[0]!, to: `${prefijo}tarde@prueba.es` });
    await t.app.correo.vaciar();
    expect(smtp.correos).toHaveLength(1);
  });
});
