/**
 * The quick start that cannot leak (issue 21): without SMTP_URL every e-mail stays in the outbox, none
 * of its text or links reaches the log, and /correo-local shows them only to this computer, never in
 * production; the app's notice knows mail is not being sent.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correoEndpoints, cuentasEndpoints, padresEndpoints } from '@escuela/shared';
import { contactoEndpoints } from '@escuela/shared/contacto/contacto.endpoints';
import { buildApp } from '../../app';
import { correos } from '../../db/schema/index';
import { buildTestApp, testConfig, type TestApp } from '../../../test/app';
import { clienteApi } from '../../../test/cliente-api';
import { createTestDatabase } from '../../../test/database';
import { crearUsuarioDePrueba, datosRegistroPadre, insertColegio } from '../../../test/fabricas';
import { iniciarSmtpCatcher } from '../../../test/smtp-catcher';
import { paginaCorreoLocal } from './correo-local';

const lineas: string[] = [];
let t: TestApp;
let colegioId: number;
beforeAll(async () => {
  // The app as `npm start` builds it, with its log captured at the most verbose level.
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    config: testConfig({ logLevel: 'trace', adminEmail: 'direccion@escuela.test' }),
    logStream: { write: (l) => void lineas.push(l) },
  });
  await app.ready();
  t = {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  colegioId = (await insertColegio(t.db)).id;
});
afterAll(() => t.close());

// The local mail page is an HTML page, not a declared endpoint, and its tests set the Host header.
const paginaLocal = (opciones: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/correo-local', ...opciones });

describe('without SMTP_URL', () => {
  it('keeps every e-mail in the outbox and writes none of its text or links to the log', async () => {
    const api = await clienteApi(t);
    const email = `familia.local${Date.now()}@prueba.es`;
    const staff = await crearUsuarioDePrueba(t.db, 'coordinador');
    expect(
      (
        await api
          .como('anonimo')
          .llamar(padresEndpoints.registrar, { body: datosRegistroPadre(colegioId, email) })
      ).status,
    ).toBe(201);
    expect(
      (await api.como('anonimo').llamar(cuentasEndpoints.olvideContrasena, { body: { email: staff.email } }))
        .status,
    ).toBe(200);
    const contacto = await api.como('anonimo').llamar(contactoEndpoints.enviar, {
      body: { nombre: 'Ana', email: 'ana@prueba.es', asunto: 'Asunto secreto', mensaje: 'Texto del mensaje' },
    });
    expect(contacto.status).toBe(201);
    await t.app.correo.vaciar();

    const guardados = await t.db.select().from(correos);
    expect(guardados.map((c) => c.to).sort()).toEqual([email, staff.email, 'direccion@escuela.test'].sort());
    expect(guardados.every((c) => c.estado === 'local' && c.sentAt === null && c.intentos === 0)).toBe(true);

    const log = lineas.join('');
    expect(log).toContain('"evento":"correo_local"');
    for (const c of guardados) {
      const token = /token=([\w%-]+)/.exec(c.text)?.[1];
      if (token) expect(log).not.toContain(token);
      expect(log).not.toContain(c.subject);
    }
    for (const trozo of [
      'token=',
      '/verificar-email?',
      '/restablecer-contrasena?',
      'Hola, Lucía',
      'Texto del mensaje',
    ]) {
      expect(log).not.toContain(trozo);
    }
  });

  it('/correo-local lists them with their links, to a request from this computer', async () => {
    const res = await paginaLocal({ headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>Correo local</h1>');
    expect(res.body).toContain('SMTP_URL no está configurada');
    const [verificacion] = await t.db
      .select()
      .from(correos)
      .where(eq(correos.subject, 'Verifica tu correo electrónico · RoboEscuela'));
    const enlace = /http:\/\/\S+\/verificar-email\?token=[\w%-]+/.exec(verificacion!.text)![0];
    expect(res.body).toContain(`<a href="${enlace}">${enlace}</a>`);
    // What a visitor wrote is shown as text, never as markup.
    expect(res.body).toContain('Asunto secreto');
    // IPv6 loopback and 127.0.0.1 as Host are this computer too.
    expect((await paginaLocal({ remoteAddress: '::1', headers: { host: '[::1]:3000' } })).statusCode).toBe(
      200,
    );
    expect((await paginaLocal({ headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(200);
  });

  it('/correo-local answers 404 to any other address, a proxied request or a foreign Host', async () => {
    const peticiones: { remoteAddress?: string; headers?: Record<string, string> }[] = [
      { remoteAddress: '10.0.0.7' },
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '::ffff:10.0.0.7' },
      // A reverse proxy on this computer makes every visitor's request come from 127.0.0.1.
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      { headers: { forwarded: 'for=203.0.113.9' } },
      { headers: { 'x-real-ip': '203.0.113.9' } },
      // DNS rebinding: a page on another site that resolves to 127.0.0.1.
      { headers: { host: 'atacante.example:3000' } },
    ];
    for (const peticion of peticiones) {
      const res = await paginaLocal(peticion);
      expect(res.statusCode, JSON.stringify(peticion)).toBe(404);
      expect(res.body).not.toContain('token=');
    }
  });

  it('the notice flag: mail is not sent; the page is offered only from this computer', async () => {
    const api = await clienteApi(t);
    for (const rol of ['anonimo', 'tutor', 'admin'] as const) {
      const res = await api.como(rol).llamar(correoEndpoints.estado);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ enviando: false, paginaLocal: true });
    }
    const lejos = await api.como('anonimo', { ip: '10.0.0.7' }).llamar(correoEndpoints.estado);
    expect(lejos.json).toEqual({ enviando: false, paginaLocal: false });
  });
});

describe('/correo-local elsewhere', () => {
  it('answers 404 in production', async () => {
    const prod = await buildTestApp({ config: { isProduction: true } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/correo-local' })).statusCode).toBe(404);
      const estado = await (await clienteApi(prod)).como('anonimo').llamar(correoEndpoints.estado);
      expect(estado.json).toEqual({ enviando: false, paginaLocal: false });
    } finally {
      await prod.close();
    }
  });

  it('answers 404 when SMTP_URL is set, and the notice says mail is sent', async () => {
    const smtp = await iniciarSmtpCatcher();
    const conSmtp = await buildTestApp({ config: { smtpUrl: smtp.url } });
    try {
      expect((await conSmtp.app.inject({ method: 'GET', url: '/correo-local' })).statusCode).toBe(404);
      const api = await clienteApi(conSmtp);
      const estado = await api.como('anonimo').llamar(correoEndpoints.estado);
      expect(estado.json).toEqual({ enviando: true, paginaLocal: false });
    } finally {
      await conSmtp.close();
      await smtp.close();
    }
  });

  it('is escaped: text a visitor wrote cannot become markup on the page', async () => {
    const html = paginaCorreoLocal(
      [
        {
          id: 1,
          to: 'a@b.c',
          subject: '<img src=x onerror=alert(1)>',
          text: 'Hola <script>alert(1)</script> https://x.test/?a=1&b="2"',
          createdAt: new Date('2026-01-02T10:00:00Z'),
        },
      ],
      50,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://x.test/?a=1&amp;b=&quot;2&quot;">');
  });
});
