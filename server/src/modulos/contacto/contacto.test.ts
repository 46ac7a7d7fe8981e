import { contactoEndpoints } from '@escuela/shared/contacto/contacto.endpoints';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { correos, limites, mensajesContacto } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';

const { t, api } = usarAppDePrueba({ config: { adminEmail: 'admin@escuela.es' } });
beforeEach(async () => {
  await t.db.delete(limites);
});

let ipSeq = 0;
const enviar = (body: unknown, ip = `10.0.0.${++ipSeq}`) =>
  api.como('anonimo', { ip }).llamar(contactoEndpoints.enviar, { body: body as never });

let seq = 0;
const valido = () => ({
  nombre: 'Lucía Martín',
  email: `lucia${++seq}@familia.es`,
  asunto: 'Información sobre Kids II',
  mensaje: `Hola, ¿quedan plazas en Kids II para mi hijo de 8 años? (${seq})`,
});
const mensajesDe = (email: string) =>
  t.db.select().from(mensajesContacto).where(eq(mensajesContacto.email, email));
const totalMensajes = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(mensajesContacto))[0]!.n;

describe('POST /api/contacto', () => {
  it('stores the message, answers {success, message} and e-mails the admin', async () => {
    const datos = { ...valido(), email: 'Lucia.Mayus@Familia.es' };
    const res = await enviar(datos);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true, message: 'Mensaje enviado correctamente' });
    const [guardado] = await mensajesDe('lucia.mayus@familia.es');
    expect(guardado).toMatchObject({
      nombre: datos.nombre,
      asunto: datos.asunto,
      mensaje: datos.mensaje,
      leido: false,
    });
    const [aviso] = await t.db.select().from(correos).where(eq(correos.to, 'admin@escuela.es'));
    expect(aviso!.subject).toBe('Nuevo mensaje de contacto: Información sobre Kids II');
    expect(aviso!.text).toContain(datos.mensaje);
    expect(aviso!.text).toContain('/mensajes-contacto');
  });

  it('escapes the visitor’s text in the admin’s HTML e-mail', async () => {
    const datos = { ...valido(), asunto: 'XSS', mensaje: '<script>alert(1)</script> hola' };
    expect((await enviar(datos)).status).toBe(201);
    const avisos = await t.db
      .select()
      .from(correos)
      .where(eq(correos.subject, 'Nuevo mensaje de contacto: XSS'));
    expect(avisos[0]!.html).toContain('&lt;script&gt;');
    expect(avisos[0]!.html).not.toContain('<script>');
  });

  for (const campo of ['nombre', 'email', 'asunto', 'mensaje'] as const) {
    it(`refuses a missing or blank ${campo} with the form's message`, async () => {
      const antes = await totalMensajes();
      const { [campo]: _omitido, ...sinCampo } = valido();
      for (const payload of [sinCampo, { ...valido(), [campo]: '   ' }]) {
        const res = await enviar(payload);
        expect(res.status).toBe(400);
        expect(res.error.message).toBe('Por favor completa todos los campos del formulario.');
        expect(res.error.errors![campo]!._errors).toEqual([
          'Por favor completa todos los campos del formulario.',
        ]);
      }
      expect(await totalMensajes()).toBe(antes);
    });
  }

  it('refuses over-long fields', async () => {
    const antes = await totalMensajes();
    const casos = [
      ['nombre', 'x'.repeat(101), 'El nombre no puede superar los 100 caracteres'],
      ['asunto', 'x'.repeat(151), 'El asunto no puede superar los 150 caracteres'],
      ['mensaje', 'x'.repeat(5001), 'El mensaje no puede superar los 5000 caracteres'],
      ['email', `${'x'.repeat(250)}@a.es`, 'El email no puede superar los 254 caracteres'],
    ] as const;
    for (const [campo, valor, mensaje] of casos) {
      const res = await enviar({ ...valido(), [campo]: valor });
      expect(res.status).toBe(400);
      expect(res.error.errors![campo]!._errors).toEqual([mensaje]);
    }
    expect(await totalMensajes()).toBe(antes);
  });

  it('refuses a malformed e-mail', async () => {
    for (const email of ['lucia', 'lucia@', 'lucia@familia', 'lu cia@familia.es']) {
      const res = await enviar({ ...valido(), email });
      expect(res.status).toBe(400);
      expect(res.error.errors!.email!._errors).toEqual(['Formato de email no válido']);
    }
  });

  it('refuses unknown keys', async () => {
    const res = await enviar({ ...valido(), leido: true });
    expect(res.status).toBe(400);
  });

  it('answers 409 with the DESIGN text to the same e-mail and text within 24 h, storing nothing new', async () => {
    const datos = valido();
    expect((await enviar(datos)).status).toBe(201);
    const repetido = await enviar({ ...datos, asunto: 'Otro asunto', email: datos.email.toUpperCase() });
    expect(repetido.status).toBe(409);
    expect(repetido.json).toEqual({
      message: 'Tu mensaje ya está registrado en nuestro sistema. Te responderemos lo antes posible.',
    });
    expect(await mensajesDe(datos.email)).toHaveLength(1);
    // A different text from the same person is a new message.
    expect((await enviar({ ...datos, mensaje: `${datos.mensaje} Gracias.` })).status).toBe(201);
    // The same text a day later is new as well.
    await t.db
      .update(mensajesContacto)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(mensajesContacto.email, datos.email));
    expect((await enviar(datos)).status).toBe(201);
    expect(await mensajesDe(datos.email)).toHaveLength(3);
  });

  it('answers success to a filled honeypot and stores nothing', async () => {
    const antes = await totalMensajes();
    const datos = { ...valido(), web: 'https://spam.example' };
    const res = await enviar(datos);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true, message: 'Mensaje enviado correctamente' });
    expect(await totalMensajes()).toBe(antes);
    // An empty honeypot (what the real form sends) is a normal message.
    expect((await enviar({ ...valido(), web: '' })).status).toBe(201);
  });

  it('rate-limits per IP with 429 and stores nothing past the limit', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) expect((await enviar(valido(), ip)).status).toBe(201);
    const antes = await totalMensajes();
    const res = await enviar(valido(), ip);
    expect(res.status).toBe(429);
    expect(res.error.message).toBe('Demasiados intentos. Espera unos minutos antes de volver a intentarlo.');
    expect(await totalMensajes()).toBe(antes);
    expect(String(res.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
    // Another address is not affected.
    expect((await enviar(valido(), '10.9.9.10')).status).toBe(201);
  });

  it('holds a parallel burst to the limit', async () => {
    const antes = await totalMensajes();
    const r = await Promise.all(Array.from({ length: 25 }, () => enviar(valido(), '10.9.8.7')));
    expect(r.filter((x) => x.status === 201)).toHaveLength(10);
    for (const x of r.filter((y) => y.status !== 201)) {
      expect(x.status).toBe(429);
      expect(x.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    }
    expect(await totalMensajes()).toBe(antes + 10);
  });

  it('refuses a cross-site post', async () => {
    // A hostile Origin header: no client of ours sends one from another site.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacto',
      payload: valido(),
      headers: { origin: 'https://otro-sitio.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
