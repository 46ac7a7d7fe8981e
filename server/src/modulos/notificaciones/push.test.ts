/**
 * The push channel (decision 038) against a real Web Push service on a local HTTPS port: a family that
 * opted in gets a cancellation as an encrypted push notification (the others by e-mail); quiet hours hold
 * a push until 08:00 and never an e-mail; a device the service says is gone is forgotten and the message
 * goes by e-mail instead; a subscription to a service we do not know is refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushEndpoints, sesionesEndpoints } from '@escuela/shared';
import { correos, sesiones, suscripcionesPush } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { crearEscena, type Escena } from '../../../test/avisos-fixtures';
import { clienteApi, type ClienteApi } from '../../../test/cliente-api';
import { iniciarServicioPush, type ServicioPush } from '../../../test/servicio-push';
import { iniciarSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher';
import { mensajeDePlantilla } from './mensaje';
import { notificar } from './notificar';

let t: TestApp;
let smtp: SmtpCatcher;
let push: ServicioPush;
let api: ClienteApi;
let e: Escena;

beforeAll(async () => {
  smtp = await iniciarSmtpCatcher();
  push = await iniciarServicioPush();
  t = await buildTestApp({
    config: { smtpUrl: smtp.url, appUrl: 'https://escuela.test' },
    push: { servicios: [push.host], agente: push.agente },
  });
  api = await clienteApi(t);
  e = await crearEscena(t.db, { dias: 0 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await push.close();
});

const ana = () => api.conCookie(e.familias.ana.cookie);

describe('subscribing', () => {
  it('gives families and teachers the VAPID public key; not the office', async () => {
    const res = await ana().llamar(pushEndpoints.clave);
    expect(res.status).toBe(200);
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(res.json.clavePublica, 'base64url')).toHaveLength(65);
    expect((await api.como('admin').llamar(pushEndpoints.clave)).status).toBe(403);
  });

  it('stores a device of a known service; refuses any other URL (400) and bad keys', async () => {
    const fuera = await ana().llamar(pushEndpoints.suscribir, {
      body: { endpoint: 'https://169.254.169.254/latest', keys: push.suscripcion('x').keys },
    });
    expect(fuera.status).toBe(400);
    expect(fuera.error.message).toBe('Ese servicio de notificaciones no está admitido');
    const malas = await ana().llamar(pushEndpoints.suscribir, {
      body: { endpoint: push.suscripcion('y').endpoint, keys: { p256dh: 'no es base64!', auth: 'x' } },
    });
    expect(malas.status).toBe(400);
    const ok = await ana().llamar(pushEndpoints.suscribir, { body: push.suscripcion('ana') });
    expect(ok.status).toBe(201);
    expect(ok.json).toEqual({ activa: true, message: 'Notificaciones activadas en este dispositivo' });
    const filas = await t.db
      .select()
      .from(suscripcionesPush)
      .where(eq(suscripcionesPush.usuarioId, e.familias.ana.usuario.id));
    expect(filas).toHaveLength(1);
  });
});

describe('delivering', () => {
  it('a cancellation of today’s class reaches the subscribed family as a push, the others by e-mail', async () => {
    const antes = { push: push.recibidos.length, smtp: smtp.correos.length };
    const res = await api.como('admin').llamar(sesionesEndpoints.update, {
      params: { id: e.sesion.id },
      body: { estado: 'cancelada', observaciones: 'Tormenta' },
    });
    expect(res.status).toBe(200);
    await t.app.correo.vaciar();
    const recibidos = push.recibidos.slice(antes.push);
    expect(recibidos).toHaveLength(1);
    expect(recibidos[0]!.ruta).toBe('/push/ana');
    expect(recibidos[0]!.cabeceras.authorization).toMatch(/^vapid t=.+, k=.+$/);
    const dia = e.sesion.fecha.slice(0, 10).split('-').reverse().join('/');
    expect(recibidos[0]!.carga).toEqual({
      titulo: `Clase cancelada: Kids I Lunes, ${dia}`,
      cuerpo: expect.stringContaining('La clase de Lucía y Pablo del grupo Kids I Lunes'),
      url: '/padres/dashboard?section=asistencias',
    });
    const correosNuevos = smtp.correos.slice(antes.smtp).flatMap((c) => c.destinatarios);
    expect(correosNuevos.sort()).toEqual([e.familias.luis.usuario.email, e.profesor.email].sort());
  });

  it('quiet hours: a push made at 22:00 waits until 08:00; the e-mail beside it goes at once', async () => {
    // 22:00 in Madrid (winter): 21:00 UTC.
    const ahora = new Date('2031-01-15T21:00:00Z');
    const mensaje = (to: string) =>
      mensajeDePlantilla(
        to,
        { asunto: 'Prueba {titulo}', texto: 'Hola:\n\n{texto}' },
        { titulo: 'x', texto: 'y' },
      );
    await notificar(
      t.db,
      t.app.correo,
      [
        { ...mensaje(e.familias.ana.usuario.email), usuarioId: e.familias.ana.usuario.id },
        { ...mensaje(e.familias.luis.usuario.email), usuarioId: e.familias.luis.usuario.id },
      ],
      { ahora, diaDeLaClase: '2031-01-16' },
    );
    await t.app.correo.vaciar();
    const filas = await t.db.select().from(correos).where(eq(correos.subject, 'Prueba x'));
    const porCanal = Object.fromEntries(filas.map((f) => [f.canal, f]));
    expect(porCanal.push).toMatchObject({ to: `usuario:${e.familias.ana.usuario.id}`, estado: 'pendiente' });
    expect(porCanal.push!.proximoIntentoAt.toISOString()).toBe('2031-01-16T07:00:00.000Z');
    expect(porCanal.email).toMatchObject({ to: e.familias.luis.usuario.email, estado: 'enviado' });
    await t.db.delete(correos).where(eq(correos.subject, 'Prueba x'));
  });

  it('a device the service says is gone is forgotten, and the message goes by e-mail', async () => {
    push.responder('/push/ana', 410);
    const [otra] = await t.db
      .insert(sesiones)
      .values({ grupoId: e.grupo.id, fecha: `${e.sesion.fecha.slice(0, 10)} 18:45:00` })
      .returning();
    const antes = smtp.correos.length;
    await api.como('admin').llamar(sesionesEndpoints.update, {
      params: { id: otra!.id },
      body: { estado: 'cancelada' },
    });
    await t.app.correo.vaciar();
    // The push row gave up at once, saying why; its e-mail is queued and sent in a next pass.
    await t.app.correo.vaciar();
    expect(
      await t.db
        .select()
        .from(suscripcionesPush)
        .where(eq(suscripcionesPush.usuarioId, e.familias.ana.usuario.id)),
    ).toEqual([]);
    const [fila] = await t.db
      .select()
      .from(correos)
      .where(
        and(
          eq(correos.canal, 'push'),
          eq(correos.to, `usuario:${e.familias.ana.usuario.id}`),
          eq(correos.estado, 'fallido'),
        ),
      );
    expect(fila!.error).toBe('Sin dispositivos con notificaciones: enviado por correo');
    expect(fila!.intentos).toBe(1);
    const aAna = smtp.correos
      .slice(antes)
      .filter((c) => c.destinatarios.includes(e.familias.ana.usuario.email));
    expect(aAna).toHaveLength(1);
    expect(aAna[0]!.text).toContain('se ha cancelado');
  });

  it('unsubscribing forgets the device (only the user’s own)', async () => {
    const dispositivo = push.suscripcion('ana2');
    expect((await ana().llamar(pushEndpoints.suscribir, { body: dispositivo })).status).toBe(201);
    const ajena = await api
      .conCookie(e.familias.luis.cookie)
      .llamar(pushEndpoints.baja, { body: { endpoint: dispositivo.endpoint } });
    expect(ajena.status).toBe(200);
    expect(
      await t.db.select().from(suscripcionesPush).where(eq(suscripcionesPush.endpoint, dispositivo.endpoint)),
    ).toHaveLength(1);
    const baja = await ana().llamar(pushEndpoints.baja, { body: { endpoint: dispositivo.endpoint } });
    expect(baja.json).toEqual({ activa: false, message: 'Notificaciones desactivadas en este dispositivo' });
    expect(
      await t.db.select().from(suscripcionesPush).where(eq(suscripcionesPush.endpoint, dispositivo.endpoint)),
    ).toEqual([]);
  });
});
