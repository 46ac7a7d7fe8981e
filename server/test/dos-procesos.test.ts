/**
 * Two processes, one truth (DESIGN.md §1, decision 031): two real servers (`server/src/server.ts`) on one
 * PostgreSQL database. A demotion, a deactivation, a password change and edits (a school renamed, a
 * teacher's group given to another teacher) made through one are seen by the other at the very next
 * request. Both are called through the same typed client the API tests use, over HTTP.
 *
 * PostgreSQL only: PGlite is one process's embedded database (the server locks its folder), so there is
 * no second process to ask. Without TEST_DATABASE_URL the test is skipped and says why.
 */
import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  colegiosEndpoints,
  gruposEndpoints,
  sessionEndpoints,
  sesionesEndpoints,
  usuariosEndpoints,
  type GuardarUsuario,
} from '@escuela/shared';
import type { Db } from '../src/db/client';
import { hoyEscuela } from '../src/lib/fecha-escuela';
import { cargarFestivosOficiales } from '../src/modulos/festivos/festivos-oficiales';
import { insertSesion } from '../src/modulos/sesiones/sesiones.repository';
import { clienteApi, type ClienteApi, type Llamador } from './cliente-api';
import { createTestDatabase } from './database';
import {
  cookieDe,
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
} from './fabricas';
import { arrancarServidor, type ServidorEnProceso } from './servidor-en-proceso';

const CON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const MOTIVO = 'skipped: needs TEST_DATABASE_URL (PGlite belongs to one process, so there is no second one)';
const NOMBRE = `two processes on one PostgreSQL${CON_POSTGRES ? '' : ` (${MOTIVO})`}`;
// The default reporter prints no test names for a skipped file: say why here.
if (!CON_POSTGRES) console.warn(`dos-procesos.test.ts: ${MOTIVO}`);

/**
 * A running server as the typed client's `app`: `inject` answered over HTTP (status, headers, body,
 * the cookies it sets), with the one database both share, so `clienteApi` and `cookieDe` work unchanged
 * against a real process.
 */
function porHttp(base: string): FastifyInstance {
  const inject = async (o: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: object;
  }) => {
    const res = await fetch(`${base}${o.url}`, {
      method: o.method,
      headers: { ...(o.payload ? { 'content-type': 'application/json' } : {}), ...o.headers },
      body: o.payload ? JSON.stringify(o.payload) : undefined,
    });
    const body = await res.text();
    const cookies = res.headers.getSetCookie().map((c) => {
      const par = c.split(';')[0]!;
      return { name: par.slice(0, par.indexOf('=')), value: par.slice(par.indexOf('=') + 1) };
    });
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body,
      json: () => JSON.parse(body),
      cookies,
    };
  };
  // The shared database too: the factories' `cookieDe` inserts a session row there, as signing in would.
  return {
    inject,
    get db() {
      return db;
    },
  } as unknown as FastifyInstance;
}

const procesos: ChildProcess[] = [];
let cerrarBase: (() => Promise<void>) | undefined;
let db: Db;
let uno: { app: FastifyInstance; api: ClienteApi; proceso: ServidorEnProceso };
let otro: { app: FastifyInstance; api: ClienteApi; proceso: ServidorEnProceso };

beforeAll(async () => {
  if (!CON_POSTGRES) return;
  const base = await createTestDatabase();
  db = base.db;
  cerrarBase = base.close;
  // What start-up would do in each process, done once first, so the two starts do not race on it.
  await cargarFestivosOficiales(db, hoyEscuela());
  await crearUsuarioDePrueba(db, 'admin');
  // No load shedding, as the browser tests' servers (scripts/e2e-server.mjs): on a busy CI machine an
  // event loop lags past the bound and a process answered 503 to requests this test is not about
  // (robustez.test.ts tests the shedding).
  const entorno = { DATABASE_URL: base.url!, LOG_LEVEL: 'warn', SOBRECARGA_MS: '0' };
  const [a, b] = await Promise.all([
    arrancarServidor(entorno, procesos),
    arrancarServidor(entorno, procesos),
  ]);
  const con = async (proceso: ServidorEnProceso) => {
    const app = porHttp(proceso.base);
    return { app, api: await clienteApi({ app, db }), proceso };
  };
  [uno, otro] = [await con(a), await con(b)];
}, 120_000);

afterAll(async () => {
  await Promise.all([uno?.proceso.parar(), otro?.proceso.parar()]);
  for (const p of procesos) if (p.exitCode === null) p.kill('SIGKILL');
  await cerrarBase?.();
});

/** A signed-in user of `rol`, its session opened through the other process. */
async function enElOtro(rol: 'coordinador' | 'admin' | 'profesor') {
  const u = await crearUsuarioDePrueba(db, rol);
  const cookie = await cookieDe(otro.app, u.email);
  return { u, llamador: otro.api.conCookie(cookie) };
}

const guardarUsuario = (
  u: { id: number; nombre: string; email: string; rol: GuardarUsuario['rol'] },
  cambios: Partial<GuardarUsuario>,
) =>
  uno.api.como('admin').llamar(usuariosEndpoints.update, {
    params: { id: u.id },
    body: { nombre: u.nombre, email: u.email, rol: u.rol, activo: true, password: '', ...cambios },
  });

const rol = async (llamador: Llamador) => {
  const res = await llamador.llamar(sessionEndpoints.me);
  return res.status === 200 ? res.json.user?.rol : res.status;
};

describe.runIf(CON_POSTGRES)(NOMBRE, () => {
  it('a demotion through one: the other no longer honours the session, and a new one has the new role', async () => {
    const { u, llamador } = await enElOtro('coordinador');
    expect(await rol(llamador)).toBe('coordinador');
    expect((await guardarUsuario({ ...u, rol: 'coordinador' }, { rol: 'profesor' })).status).toBe(200);
    expect(await rol(llamador)).toBe(401);
    expect(await rol(otro.api.conCookie(await cookieDe(otro.app, u.email)))).toBe('profesor');
  });

  it('a deactivation through one: the next request to the other is signed out', async () => {
    const { u, llamador } = await enElOtro('admin');
    expect((await llamador.llamar(usuariosEndpoints.list)).status).toBe(200);
    expect((await guardarUsuario({ ...u, rol: 'admin' }, { activo: false })).status).toBe(200);
    expect((await llamador.llamar(usuariosEndpoints.list)).status).toBe(401);
  });

  it("a password change through one ends the user's sessions in the other", async () => {
    const { u, llamador } = await enElOtro('profesor');
    expect(await rol(llamador)).toBe('profesor');
    const cambio = await guardarUsuario({ ...u, rol: 'profesor' }, { password: 'Otra#Clave2026segura' });
    expect(cambio.status).toBe(200);
    expect(await rol(llamador)).toBe(401);
  });

  it('edits through one are in the next answer of the other: a school renamed, a group reassigned', async () => {
    const colegio = await crearColegioDePrueba(db);
    const antes = await crearProfesorDePrueba(db, { conCuenta: true });
    const despues = await crearProfesorDePrueba(db, { conCuenta: true });
    const grupo = await crearGrupoDePrueba(db, { colegioId: colegio.id, profesorId: antes.id });
    const { id: sesionId } = await insertSesion(db, { grupoId: grupo.id, fecha: '2030-02-04 16:00:00' });
    const profeAntes = otro.api.conCookie(await cookieDe(otro.app, antes.email));
    const profeDespues = otro.api.conCookie(await cookieDe(otro.app, despues.email));
    const coordinador = (await enElOtro('coordinador')).llamador;
    const nombreEnElOtro = async () =>
      (await coordinador.llamar(colegiosEndpoints.list)).json.find((c) => c.id === colegio.id)?.nombre;
    const sesion = (llamador: Llamador) =>
      llamador.llamar(sesionesEndpoints.get, { params: { id: sesionId } });

    // Read in the other process first, so anything it might keep is there to go stale.
    expect(await nombreEnElOtro()).toBe(colegio.nombre);
    expect((await sesion(profeAntes)).status).toBe(200);
    expect((await sesion(profeDespues)).status).toBe(404);

    const { alias, direccion, telefono, contactoResponsable, convenio } = colegio;
    const renombrado = await uno.api.como('admin').llamar(colegiosEndpoints.update, {
      params: { id: colegio.id },
      body: { nombre: 'Colegio Renombrado', alias, direccion, telefono, contactoResponsable, convenio },
    });
    expect(renombrado.status).toBe(200);
    expect(await nombreEnElOtro()).toBe('Colegio Renombrado');

    const reasignado = await uno.api.como('admin').llamar(gruposEndpoints.update, {
      params: { id: grupo.id },
      body: {
        nombre: grupo.nombre,
        nivelId: grupo.nivelId,
        duracion: grupo.duracion,
        horario: grupo.horario,
        colegioId: colegio.id,
        profesorId: despues.id,
      },
    });
    expect(reasignado.status).toBe(200);
    expect((await sesion(profeAntes)).status).toBe(404);
    expect((await sesion(profeDespues)).json.grupoId).toBe(grupo.id);
  });
});
