import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profesores, usuarios } from '../../db/schema/index';
import { usuariosEndpoints, type EndpointInput } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import { enlaceDe } from '../../../test/correo-parser';
import { seguirInvitacion } from '../../../test/invitacion';
import { contarConsultas } from '../../../test/contar-consultas';
import { cookieDe, crearProfesorDePrueba, crearUsuarioDePrueba } from '../../../test/fabricas';

type CuerpoUsuario = EndpointInput<typeof usuariosEndpoints.create>['body'];

const { t, api, smtp } = usarAppDePrueba({ conCorreo: true, config: { appUrl: 'http://escuela.test' } });
let admin: string;
let adminId: number;

beforeAll(async () => {
  ({ id: adminId, cookie: admin } = await api.usuario('admin'));
});

let n = 0;
const nuevoEmail = () => `usuario${++n}-${Date.now()}@prueba.es`;
/** A user's fields; `extra` may hold invalid values (the validation tables). */
const datos = (extra: Record<string, unknown> = {}): CuerpoUsuario =>
  ({
    nombre: 'Elena Gómez',
    email: nuevoEmail(),
    password: 'Robot#Azul2026',
    rol: 'coordinador',
    activo: true,
    ...extra,
  }) as CuerpoUsuario;

describe('GET /api/usuarios', () => {
  it('lists staff users with role, state and linked teacher, never a hash, token or parent', async () => {
    const profe = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const tutor = await crearUsuarioDePrueba(t.db, 'tutor');
    const res = await api.conCookie(admin).llamar(usuariosEndpoints.list);
    expect(res.status).toBe(200);
    const lista = res.json as Record<string, unknown>[];
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|token/i);
    expect(lista.find((u) => u.id === tutor.id)).toBeUndefined();
    expect(lista.find((u) => u.id === profe.usuarioId)).toEqual({
      id: profe.usuarioId,
      nombre: profe.nombre,
      email: profe.email,
      rol: 'profesor',
      activo: true,
      invitacionPendiente: false,
      profesor: { id: profe.id, nombre: profe.nombre, apellidos: profe.apellidos, fechaBaja: null },
      puedeEntrar: true,
      segundoFactor: false,
    });
    expect(lista.find((u) => u.id === adminId)).toMatchObject({ rol: 'admin', profesor: null });
  });

  it('runs the same few queries however many users and linked teachers there are', async () => {
    const pocos = await contarConsultas(t.db, () => api.conCookie(admin).llamar(usuariosEndpoints.list));
    for (let i = 0; i < 15; i++) await crearProfesorDePrueba(t.db, { conCuenta: true });
    const muchos = await contarConsultas(t.db, () => api.conCookie(admin).llamar(usuariosEndpoints.list));
    expect(muchos.resultado.json.length).toBeGreaterThanOrEqual(pocos.resultado.json.length + 15);
    expect(muchos.consultas).toBe(pocos.consultas);
    expect(muchos.consultas).toBeLessThanOrEqual(3);
  });

  it('is refused to other roles', async () => {
    for (const rol of ['coordinador', 'profesor', 'tutor'] as const) {
      const u = await crearUsuarioDePrueba(t.db, rol);
      const res = await api.conCookie(await cookieDe(t.app, u.email)).llamar(usuariosEndpoints.list);
      expect(res.status).toBe(403);
    }
    expect((await api.como('anonimo').llamar(usuariosEndpoints.list)).status).toBe(401);
  });
});

describe('POST /api/usuarios', () => {
  it('creates a user with a password who can sign in; no e-mail is sent', async () => {
    const d = datos({ email: `Mayus${++n}@Prueba.es` });
    // Every e-mail of the steps before has been delivered: what arrives next is new.
    await t.app.correo.vaciar();
    const antes = smtp.correos.length;
    const res = await api.conCookie(admin).llamar(usuariosEndpoints.create, { body: d });
    expect(res.status).toBe(201);
    const body = res.json;
    expect(body).toMatchObject({
      message: 'Usuario creado correctamente',
      invitacionEnviada: false,
      usuario: { nombre: 'Elena Gómez', email: d.email.toLowerCase(), rol: 'coordinador', activo: true },
    });
    expect(res.body).not.toContain('argon2');
    expect(await cookieDe(t.app, d.email.toLowerCase(), d.password!)).toMatch(/^sid=/);
    await t.app.correo.vaciar();
    expect(smtp.correos.slice(antes).filter((c) => c.destinatarios.includes(d.email.toLowerCase()))).toEqual(
      [],
    );
  });

  it('with a blank password creates the account without one and e-mails an invitation link', async () => {
    const d = datos({ password: '', rol: 'profesor' });
    const res = await api.conCookie(admin).llamar(usuariosEndpoints.create, { body: d });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      message: 'Usuario creado. Le hemos enviado un correo para que elija su contraseña',
      invitacionEnviada: true,
      usuario: { invitacionPendiente: true },
    });
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.email, d.email));
    expect(u!.passwordHash).toBeNull();
    // Nothing signs in: no default password.
    const set = await seguirInvitacion(t, smtp, d.email, ['x', '{secret}', 'secret'], 'Nueva#Clave2026');
    expect(set.statusCode).toBe(200);
    expect(set.json().acceso).toBe('/login-profesores');
    expect(await cookieDe(t.app, d.email, 'Nueva#Clave2026')).toMatch(/^sid=/);
  });

  it('a missing password key is blank too; null also', async () => {
    const { password: _p, ...sin } = datos();
    expect(
      (await api.conCookie(admin).llamar(usuariosEndpoints.create, { body: sin })).json.invitacionEnviada,
    ).toBe(true);
    expect(
      (await api.conCookie(admin).llamar(usuariosEndpoints.create, { body: datos({ password: null }) })).json
        .invitacionEnviada,
    ).toBe(true);
  });

  it('a new profesor takes over the unlinked teacher record with the same e-mail', async () => {
    const profe = await crearProfesorDePrueba(t.db);
    const res = await api
      .conCookie(admin)
      .llamar(usuariosEndpoints.create, { body: datos({ email: profe.email, rol: 'profesor' }) });
    expect(res.status).toBe(201);
    expect(res.json.usuario.profesor).toMatchObject({ id: profe.id });
  });

  it('answers 409 with a Spanish message for an e-mail in use (any case, any role)', async () => {
    const d = datos();
    expect((await api.conCookie(admin).llamar(usuariosEndpoints.create, { body: d })).status).toBe(201);
    const again = await api
      .conCookie(admin)
      .llamar(usuariosEndpoints.create, { body: { ...d, email: d.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      message: 'Ya existe un usuario con este email',
      errors: { email: { _errors: ['Ya existe un usuario con este email'] } },
    });
    const tutor = await crearUsuarioDePrueba(t.db, 'tutor');
    expect(
      (await api.conCookie(admin).llamar(usuariosEndpoints.create, { body: datos({ email: tutor.email }) }))
        .status,
    ).toBe(409);
  });

  it.each([
    ['nombre', '', 'El nombre es requerido'],
    ['nombre', '   ', 'El nombre es requerido'],
    ['nombre', undefined, 'El nombre es requerido'],
    ['nombre', 'Ana\u0000', 'El texto contiene caracteres no permitidos'],
    ['email', 'no-es-email', 'Email inválido'],
    ['email', '', 'Email inválido'],
    ['email', undefined, 'Email inválido'],
    ['password', 'Ab1!', 'La contraseña debe tener al menos 6 caracteres'],
    ['password', 'Ab1!xy', 'La contraseña debe tener al menos 8 caracteres'],
    ['password', 'robot#azul2026', 'La contraseña debe incluir al menos una letra mayúscula'],
    ['password', 12345678, 'La contraseña debe tener al menos 6 caracteres'],
    ['rol', 'tutor', 'El rol debe ser admin, profesor o coordinador'],
    ['rol', 'superadmin', 'El rol debe ser admin, profesor o coordinador'],
    ['rol', undefined, 'El rol debe ser admin, profesor o coordinador'],
    ['activo', 'si', 'El estado debe ser activo o inactivo'],
  ])('%s = %j → 400 "%s"', async (campo, valor, mensaje) => {
    const res = await api
      .conCookie(admin)
      .llamar(usuariosEndpoints.create, { body: datos({ [campo]: valor }) });
    expect(res.status).toBe(400);
    expect(res.error.errors![campo]!._errors).toContain(mensaje);
  });

  it('refuses unknown keys (no passwordHash, no id)', async () => {
    const res = await api
      .conCookie(admin)
      .llamar(usuariosEndpoints.create, { body: datos({ passwordHash: 'x' }) });
    expect(res.status).toBe(400);
  });

  it('is refused to a coordinador', async () => {
    const c = await crearUsuarioDePrueba(t.db, 'coordinador');
    const res = await api
      .conCookie(await cookieDe(t.app, c.email))
      .llamar(usuariosEndpoints.create, { body: datos() });
    expect(res.status).toBe(403);
  });
});

describe('PUT /api/usuarios/:id', () => {
  it('updates name, e-mail and role; a blank password keeps the current one', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const email = nuevoEmail();
    const res = await api.conCookie(admin).llamar(usuariosEndpoints.update, {
      params: { id: u.id },
      body: {
        nombre: 'Nombre Nuevo',
        email,
        password: '',
        rol: 'coordinador',
        activo: true,
      } as never,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: 'Usuario actualizado correctamente',
      usuario: { id: u.id, nombre: 'Nombre Nuevo', email, rol: 'coordinador', activo: true },
    });
    // The password is unchanged.
    expect(await cookieDe(t.app, email)).toMatch(/^sid=/);
  });

  it('a new password replaces the old one', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'coordinador');
    const res = await api.conCookie(admin).llamar(usuariosEndpoints.update, {
      params: { id: u.id },
      body: datos({ email: u.email, password: 'Otra#Clave2026' }),
    });
    expect(res.status).toBe(200);
    expect(await cookieDe(t.app, u.email, 'Otra#Clave2026')).toMatch(/^sid=/);
  });

  it('409 for another user’s e-mail; 404 for a missing id or a parent; 404 for a bad path id', async () => {
    const a = await crearUsuarioDePrueba(t.db, 'coordinador');
    const b = await crearUsuarioDePrueba(t.db, 'coordinador');
    const dup = await api
      .conCookie(admin)
      .llamar(usuariosEndpoints.update, { params: { id: a.id }, body: datos({ email: b.email }) });
    expect(dup.status).toBe(409);
    expect(dup.error.message).toBe('Ya existe un usuario con este email');
    expect(
      (await api.conCookie(admin).llamar(usuariosEndpoints.update, { params: { id: 999999 }, body: datos() }))
        .status,
    ).toBe(404);
    const tutor = await crearUsuarioDePrueba(t.db, 'tutor');
    expect(
      (
        await api.conCookie(admin).llamar(usuariosEndpoints.update, {
          params: { id: tutor.id },
          body: datos({ email: tutor.email }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api
          .conCookie(admin)
          .llamar(usuariosEndpoints.update, { params: { id: 'abc' as never }, body: datos() })
      ).status,
    ).toBe(404);
    expect(
      (
        await api
          .conCookie(admin)
          .llamar(usuariosEndpoints.update, { params: { id: a.id }, body: datos({ nombre: '' }) })
      ).status,
    ).toBe(400);
  });
});

describe('DELETE /api/usuarios/:id', () => {
  it('deletes a staff user and unlinks their teacher record, which stays', async () => {
    const profe = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const res = await api
      .conCookie(admin)
      .llamar(usuariosEndpoints.remove, { params: { id: profe.usuarioId! } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Usuario eliminado correctamente' });
    const [p] = await t.db.select().from(profesores).where(eq(profesores.id, profe.id));
    expect(p!.usuarioId).toBeNull();
    expect(
      (await api.conCookie(admin).llamar(usuariosEndpoints.remove, { params: { id: profe.usuarioId! } }))
        .status,
    ).toBe(404);
  });

  it('does not delete parents (they are managed on /admin-padres)', async () => {
    const tutor = await crearUsuarioDePrueba(t.db, 'tutor');
    expect(
      (await api.conCookie(admin).llamar(usuariosEndpoints.remove, { params: { id: tutor.id } })).status,
    ).toBe(404);
  });
});

describe('POST /api/usuarios/crear-desde-profesores', () => {
  it('creates, links and invites a profesor user per active teacher without account; twice creates nothing', async () => {
    const sinCuenta = await crearProfesorDePrueba(t.db, { nombre: 'Irene', apellidos: 'Sanz' });
    const conCuenta = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const deBaja = await crearProfesorDePrueba(t.db, { fechaBaja: '2024-12-31' });
    const futuraBaja = await crearProfesorDePrueba(t.db, { fechaBaja: '2099-06-30' });
    // A teacher whose e-mail is a parent's account.
    const tutor = await crearUsuarioDePrueba(t.db, 'tutor');
    const emailAjeno = await crearProfesorDePrueba(t.db, { email: tutor.email });
    // A teacher whose e-mail is an unlinked profesor account: linked, not created.
    const huerfano = await crearProfesorDePrueba(t.db);
    const cuentaHuerfana = await crearUsuarioDePrueba(t.db, 'profesor', { email: huerfano.email });
    await t.db.update(profesores).set({ usuarioId: null }).where(eq(profesores.id, huerfano.id));

    // Every e-mail of the steps before has been delivered: what arrives next is new.

    await t.app.correo.vaciar();

    const antes = smtp.correos.length;
    const res = await api.conCookie(admin).llamar(usuariosEndpoints.crearDesdeProfesores);
    expect(res.status).toBe(200);
    const body = res.json;
    const creadosIds = body.usuarios.map((u: { profesorId: number }) => u.profesorId);
    expect(creadosIds).toContain(sinCuenta.id);
    expect(creadosIds).toContain(futuraBaja.id);
    expect(creadosIds).not.toContain(deBaja.id);
    expect(body.creados).toBe(body.usuarios.length);
    expect(body.message).toMatch(/usuarios? creados?/);
    const omitido = (id: number) => body.omitidos.find((o: { profesorId: number }) => o.profesorId === id);
    expect(omitido(conCuenta.id)).toEqual({
      profesorId: conCuenta.id,
      nombre: `${conCuenta.nombre} ${conCuenta.apellidos}`,
      motivo: 'Ya tiene una cuenta de usuario',
    });
    expect(omitido(emailAjeno.id)!.motivo).toBe('Su email ya lo usa otra cuenta');
    expect(omitido(huerfano.id)!.motivo).toBe('Ya tiene una cuenta de usuario');
    expect(omitido(deBaja.id)).toBeUndefined();

    // Linked, profesor, without password, invited.
    const [p] = await t.db.select().from(profesores).where(eq(profesores.id, sinCuenta.id));
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, p!.usuarioId!));
    expect(u).toMatchObject({
      rol: 'profesor',
      email: sinCuenta.email,
      // The first name, which the welcome uses (spec 01).
      nombre: 'Irene',
      passwordHash: null,
    });
    const correo = await smtp.esperar(sinCuenta.email, { desde: antes });
    expect(correo.subject).toBe('Tu cuenta en RoboEscuela: crea tu contraseña');
    expect(enlaceDe(correo, '/restablecer-contrasena')).toMatch(
      /^http:\/\/escuela\.test\/restablecer-contrasena\?token=/,
    );
    const [h] = await t.db.select().from(profesores).where(eq(profesores.id, huerfano.id));
    expect(h!.usuarioId).toBe(cuentaHuerfana.id);

    // The second run creates nothing and sends nothing.
    const total = (await t.db.select().from(usuarios)).length;
    // Every e-mail of the steps before has been delivered: what arrives next is new.
    await t.app.correo.vaciar();
    const correos = smtp.correos.length;
    const again = await api.conCookie(admin).llamar(usuariosEndpoints.crearDesdeProfesores);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({
      creados: 0,
      usuarios: [],
      message: expect.stringMatching(/^0 usuarios creados/),
    });
    expect(
      again.json.omitidos.find((o: { profesorId: number }) => o.profesorId === sinCuenta.id)!.motivo,
    ).toBe('Ya tiene una cuenta de usuario');
    expect((await t.db.select().from(usuarios)).length).toBe(total);
    await t.app.correo.vaciar();
    expect(smtp.correos.length).toBe(correos);
  });

  it('is refused to a profesor', async () => {
    const p = await crearUsuarioDePrueba(t.db, 'profesor');
    const res = await api
      .conCookie(await cookieDe(t.app, p.email))
      .llamar(usuariosEndpoints.crearDesdeProfesores);
    expect(res.status).toBe(403);
  });
});
