/** DESIGN.md §4 staff account lifecycle: when sessions end, who cannot sign in, the admin rules. */
import {
  authEndpoints,
  profesoresEndpoints,
  sessionEndpoints,
  usuariosEndpoints,
  type EndpointInput,
} from '@escuela/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { profesores, logins, usuarios } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import {
  PASSWORD_PRUEBA,
  cookieDe,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
} from '../../../test/fabricas';
import { actualizarUsuario, eliminarUsuario } from './usuarios.service';

const { t, api } = usarAppDePrueba();
let admin: string;
let adminId: number;

beforeAll(async () => {
  ({ id: adminId, cookie: admin } = await api.usuario('admin'));
});

const me = (cookie: string) => api.conCookie(cookie).llamar(sessionEndpoints.me);
const login = (email: string, password = PASSWORD_PRUEBA) =>
  api.como('anonimo').llamar(authEndpoints.login, { body: { email, password } });
const borrarUsuario = (id: number) =>
  api.conCookie(admin).llamar(usuariosEndpoints.remove, { params: { id } });
const editar = (
  u: { id: number; nombre: string; email: string; rol: string },
  cambios: Record<string, unknown>,
  cookie = admin,
) =>
  api.conCookie(cookie).llamar(usuariosEndpoints.update, {
    params: { id: u.id },
    // `cambios` may be any field: the body is what the test sends.
    body: { nombre: u.nombre, email: u.email, password: '', rol: u.rol, activo: true, ...cambios } as never,
  });

/** A user with two open sessions (two browsers). */
async function conDosLogins(rol: 'profesor' | 'coordinador' | 'admin' = 'coordinador') {
  const u = await crearUsuarioDePrueba(t.db, rol);
  const a = await cookieDe(t.app, u.email);
  const b = await cookieDe(t.app, u.email);
  expect((await me(a)).status).toBe(200);
  return { u, a, b };
}

describe('sessions end at once', () => {
  it('on deactivation, and the user cannot sign in again until reactivated', async () => {
    const { u, a, b } = await conDosLogins();
    expect((await editar(u, { activo: false })).status).toBe(200);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
    const intento = await login(u.email);
    expect(intento.status).toBe(401);
    expect(intento.error.message).toBe('Credenciales inválidas');
    expect((await editar(u, { activo: true })).status).toBe(200);
    expect((await login(u.email)).status).toBe(200);
  });

  it('on a role change', async () => {
    const { u, a, b } = await conDosLogins('profesor');
    expect((await editar(u, { rol: 'coordinador' })).status).toBe(200);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
    const again = await cookieDe(t.app, u.email);
    expect((await me(again)).json.user!.rol).toBe('coordinador');
  });

  it('on a password change by the admin', async () => {
    const { u, a, b } = await conDosLogins();
    expect((await editar(u, { password: 'Cambiada#2026x' })).status).toBe(200);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
  });

  it('removes the rows of every session of that user', async () => {
    const { u } = await conDosLogins();
    expect((await editar(u, { activo: false })).status).toBe(200);
    expect(await t.db.select().from(logins).where(eq(logins.usuarioId, u.id))).toEqual([]);
  });

  it('on deletion', async () => {
    const { u, a } = await conDosLogins();
    expect((await borrarUsuario(u.id)).status).toBe(200);
    expect((await me(a)).status).toBe(401);
  });

  it('but not on a change of name or e-mail alone', async () => {
    const { u, a } = await conDosLogins();
    expect((await editar(u, { nombre: 'Otro Nombre', email: `otro-${u.email}` })).status).toBe(200);
    expect((await me(a)).status).toBe(200);
  });
});

describe("a teacher's leave (fechaBaja today or earlier)", () => {
  const cuerpo = (p: Awaited<ReturnType<typeof crearProfesorDePrueba>>, fechaBaja: string | null) => {
    const { id: _id, activo: _a, usuarioId: _u, ...resto } = p;
    // The factory's row is the form's fields (its especializacion a plain string[]).
    return { ...resto, fechaBaja } as EndpointInput<typeof profesoresEndpoints.update>['body'];
  };

  it('set through PUT /api/profesores ends the linked user’s sessions and refuses sign-in', async () => {
    const p = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const cookie = await cookieDe(t.app, p.email);
    expect((await me(cookie)).status).toBe(200);
    const res = await api
      .conCookie(admin)
      .llamar(profesoresEndpoints.update, { params: { id: p.id }, body: cuerpo(p, hoyEscuela()) });
    expect(res.status).toBe(200);
    // The rows are gone, not only filtered out by the lookup.
    const filas = await t.db.select().from(logins).where(eq(logins.usuarioId, p.usuarioId!));
    expect(filas).toEqual([]);
    expect((await me(cookie)).status).toBe(401);
    expect((await login(p.email)).status).toBe(401);
    // The users list says why.
    const lista = (await api.conCookie(admin).llamar(usuariosEndpoints.list)).json;
    expect(lista.find((u: { id: number }) => u.id === p.usuarioId)).toMatchObject({
      activo: true,
      puedeEntrar: false,
      profesor: { id: p.id, fechaBaja: hoyEscuela() },
    });
    // Back from leave: sign-in works again.
    expect(
      (
        await api
          .conCookie(admin)
          .llamar(profesoresEndpoints.update, { params: { id: p.id }, body: cuerpo(p, null) })
      ).status,
    ).toBe(200);
    expect((await login(p.email)).status).toBe(200);
  });

  it('reached by the calendar (set in the past by any path) stops open sessions at the next request', async () => {
    const p = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const cookie = await cookieDe(t.app, p.email);
    await t.db.update(profesores).set({ fechaBaja: '2025-01-31' }).where(eq(profesores.id, p.id));
    expect((await me(cookie)).status).toBe(401);
    expect((await login(p.email)).status).toBe(401);
  });

  it('also for an account made before its teacher record, which links it as it is created', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const cookie = await cookieDe(t.app, u.email);
    const p = await crearProfesorDePrueba(t.db, { email: u.email, fechaBaja: '2025-01-31' });
    const [fila] = await t.db.select().from(profesores).where(eq(profesores.id, p.id));
    expect(fila!.usuarioId).toBe(u.id);
    expect((await me(cookie)).status).toBe(401);
    expect((await login(u.email)).status).toBe(401);
  });

  it('a future date does not stop anything yet', async () => {
    const p = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const cookie = await cookieDe(t.app, p.email);
    expect(
      (
        await api
          .conCookie(admin)
          .llamar(profesoresEndpoints.update, { params: { id: p.id }, body: cuerpo(p, '2099-06-30') })
      ).status,
    ).toBe(200);
    expect((await me(cookie)).status).toBe(200);
  });
});

describe('admins cannot lock the school out', () => {
  it('an admin cannot deactivate, demote or delete themself (409)', async () => {
    const yo = { id: adminId, nombre: 'Yo', email: (await me(admin)).json.user!.email, rol: 'admin' };
    const desactivar = await editar(yo, { activo: false });
    expect(desactivar.status).toBe(409);
    expect(desactivar.error.message).toBe('No puedes desactivar tu propia cuenta');
    const degradar = await editar(yo, { rol: 'coordinador' });
    expect(degradar.status).toBe(409);
    expect(degradar.error.message).toBe('No puedes quitarte el rol de administrador');
    const borrar = await borrarUsuario(adminId);
    expect(borrar.status).toBe(409);
    expect(borrar.error.message).toBe('No puedes eliminar tu propia cuenta');
    // Still an active admin, still signed in; editing their own name is fine.
    expect((await editar(yo, { nombre: 'Admin Renombrada' })).status).toBe(200);
    expect((await me(admin)).json.user!.rol).toBe('admin');
    // Their own new password ends their other sessions, not the one in use.
    const otra = await cookieDe(t.app, yo.email);
    expect((await editar(yo, { password: 'Admin#Nueva2026' })).status).toBe(200);
    expect((await me(admin)).status).toBe(200);
    expect((await me(otra)).status).toBe(401);
  });

  it('another admin can be demoted, deactivated and deleted while one active admin remains', async () => {
    const { u, a } = await conDosLogins('admin');
    expect((await editar(u, { rol: 'coordinador' })).status).toBe(200);
    expect((await me(a)).status).toBe(401);
    const otro = await crearUsuarioDePrueba(t.db, 'admin');
    expect((await editar(otro, { activo: false })).status).toBe(200);
    expect((await borrarUsuario(otro.id)).status).toBe(200);
  });

  it('the last active admin cannot be deactivated, demoted or deleted by anyone (409)', async () => {
    const ultimo = await crearUsuarioDePrueba(t.db, 'admin');
    // Every other admin is made inactive: `ultimo` is the only active one.
    await t.db.update(usuarios).set({ activo: false }).where(eq(usuarios.rol, 'admin'));
    await t.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, ultimo.id));
    const datos = { nombre: ultimo.nombre, email: ultimo.email, rol: 'admin' as const, activo: true };
    // An actor other than `ultimo` (an admin deactivated a moment ago, whose request was already in flight).
    for (const cambio of [{ activo: false }, { rol: 'coordinador' as const }]) {
      await expect(
        actualizarUsuario(t.db, { id: adminId }, ultimo.id, { ...datos, ...cambio }),
      ).rejects.toMatchObject({
        status: 409,
        message: 'Debe quedar al menos un administrador activo',
      });
    }
    await expect(eliminarUsuario(t.db, adminId, ultimo.id)).rejects.toMatchObject({
      status: 409,
      message: 'Debe quedar al menos un administrador activo',
    });
    const [sigue] = await t.db.select().from(usuarios).where(eq(usuarios.id, ultimo.id));
    expect(sigue).toMatchObject({ rol: 'admin', activo: true });
    await t.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, adminId));
  });
});
