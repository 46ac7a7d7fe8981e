/**
 * No stale answer (decision 031): nothing about a session, a user or a list is kept in the process, so
 * a write committed anywhere — here, by another process, or straight into the database, which is what
 * these tests do — counts at the very next request: a demotion, a deactivation, a password change, an
 * edit, a teacher's group given to another teacher. The same, across two real processes, is
 * `dos-procesos.test.ts`. Also what a signed-in request costs: one query for its session and scope, and
 * no write but the idle clock's, at most once a minute.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cargarDiccionariosPassword,
  colegiosEndpoints,
  sessionEndpoints,
  sesionesEndpoints,
  cuentasEndpoints,
  usuariosEndpoints,
} from '@escuela/shared';
import { grupos, logins, usuarios } from '../src/db/schema/index';
import { insertSesion } from '../src/modulos/sesiones/sesiones.repository';
import { buildTestApp, type TestApp } from './app';
import { clienteApi, type ClienteApi } from './cliente-api';
import { contarConsultas } from './contar-consultas';
import {
  PASSWORD_PRUEBA,
  cookieDe,
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
} from './fabricas';

let t: TestApp;
let api: ClienteApi;
beforeAll(async () => {
  // zxcvbn's dictionaries (the password change below) load here, before the app counts its event loop's
  // delay: on a loaded machine loading them mid-test can hold the loop past the overload bound (503s).
  await cargarDiccionariosPassword();
  t = await buildTestApp();
  api = await clienteApi(t);
});
afterAll(() => t.close());

const me = (cookie: string) => api.conCookie(cookie).llamar(sessionEndpoints.me);
const colegiosDe = async (cookie: string) =>
  (await api.conCookie(cookie).llamar(colegiosEndpoints.list)).json.map((c) => c.id).sort();

describe('a write committed elsewhere counts at the next request', () => {
  it('a demotion: the next request has the new role and its scope', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'coordinador');
    const cookie = await cookieDe(t.app, u.email);
    const colegio = await crearColegioDePrueba(t.db);
    expect((await me(cookie)).json.user?.rol).toBe('coordinador');
    expect(await colegiosDe(cookie)).toContain(colegio.id);

    await t.db.update(usuarios).set({ rol: 'profesor' }).where(eq(usuarios.id, u.id));
    expect((await me(cookie)).json.user?.rol).toBe('profesor');
    // A profesor without a teacher record sees no school, and no admin-only list.
    expect(await colegiosDe(cookie)).toEqual([]);
    expect((await api.conCookie(cookie).llamar(usuariosEndpoints.list)).status).toBe(403);
  });

  it('a deactivation: the next request is signed out', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    const cookie = await cookieDe(t.app, u.email);
    expect((await api.conCookie(cookie).llamar(usuariosEndpoints.list)).status).toBe(200);
    await t.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, u.id));
    expect((await me(cookie)).status).toBe(401);
    expect((await api.conCookie(cookie).llamar(usuariosEndpoints.list)).status).toBe(401);
  });

  it("a password change: the user's other sessions end at the next request", async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const esteLogin = await cookieDe(t.app, u.email);
    const otroLogin = await cookieDe(t.app, u.email);
    expect((await me(otroLogin)).status).toBe(200);
    const cambio = await api.conCookie(esteLogin).llamar(cuentasEndpoints.cambiarPassword, {
      body: { actual: PASSWORD_PRUEBA, nueva: 'Otra#Clave2026segura' },
    });
    expect(cambio.status).toBe(200);
    expect((await me(otroLogin)).status).toBe(401);
    expect((await me(esteLogin)).status).toBe(200);
  });

  it("a teacher's group given to another teacher: each sees the change at the next request", async () => {
    const antes = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const despues = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const [cookieAntes, cookieDespues] = [
      await cookieDe(t.app, antes.email),
      await cookieDe(t.app, despues.email),
    ];
    const colegio = await crearColegioDePrueba(t.db);
    const grupo = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: antes.id });
    const { id: sesionId } = await insertSesion(t.db, { grupoId: grupo.id, fecha: '2030-02-04 16:00:00' });
    const sesion = (cookie: string) =>
      api.conCookie(cookie).llamar(sesionesEndpoints.get, { params: { id: sesionId } });
    expect(await colegiosDe(cookieAntes)).toEqual([colegio.id]);
    expect((await sesion(cookieAntes)).status).toBe(200);
    expect((await sesion(cookieDespues)).status).toBe(404);

    await t.db.update(grupos).set({ profesorId: despues.id }).where(eq(grupos.id, grupo.id));
    expect(await colegiosDe(cookieAntes)).toEqual([]);
    expect((await sesion(cookieAntes)).status).toBe(404);
    expect(await colegiosDe(cookieDespues)).toEqual([colegio.id]);
    expect((await sesion(cookieDespues)).json.grupoId).toBe(grupo.id);
  });

  it('an edit: the next list has the new value', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'coordinador');
    const cookie = await cookieDe(t.app, u.email);
    const colegio = await crearColegioDePrueba(t.db);
    const nombreDe = async () =>
      (await api.conCookie(cookie).llamar(colegiosEndpoints.list)).json.find((c) => c.id === colegio.id)
        ?.nombre;
    expect(await nombreDe()).toBe(colegio.nombre);
    await t.db.execute(sql`update colegios set nombre = 'Colegio Renombrado' where id = ${colegio.id}`);
    expect(await nombreDe()).toBe('Colegio Renombrado');
  });
});

describe('what a signed-in request costs', () => {
  it('one query for the session, the user and the scope', async () => {
    const admin = await api.usuario('admin');
    const profe = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const cookieProfe = await cookieDe(t.app, profe.email);
    expect((await contarConsultas(t.db, () => me(admin.cookie))).consultas).toBe(1);
    // A profesor's scope costs no query of its own: the same count as an admin's unscoped list.
    const deAdmin = await contarConsultas(t.db, () => colegiosDe(admin.cookie));
    const deProfesor = await contarConsultas(t.db, () => colegiosDe(cookieProfe));
    expect(deProfesor.consultas).toBe(deAdmin.consultas);
  });

  it('moves the idle clock only when it is over a minute old, and writes nothing else', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'admin');
    const cookie = await cookieDe(t.app, u.email);
    const fila = async () => (await t.db.select().from(logins).where(eq(logins.usuarioId, u.id)))[0]!;
    const recien = await fila();
    expect((await me(cookie)).status).toBe(200);
    expect(await fila()).toEqual(recien);

    await t.db
      .update(logins)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(logins.usuarioId, u.id));
    const vieja = await fila();
    expect((await me(cookie)).status).toBe(200);
    const tocada = await fila();
    expect(tocada.lastSeenAt.getTime()).toBeGreaterThan(vieja.lastSeenAt.getTime() + 60_000);
    const { lastSeenAt: _a, updatedAt: _b, ...resto } = tocada;
    const { lastSeenAt: _c, updatedAt: _d, ...restoAntes } = vieja;
    expect(resto).toEqual(restoAntes);
  });
});
