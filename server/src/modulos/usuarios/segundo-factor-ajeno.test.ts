/**
 * DELETE /api/usuarios/:id/segundo-factor: the admin takes away the second factor of a staff member who
 * lost their phone and their recovery codes; their sessions end with it.
 */
import { mensajesUsuarios, sessionEndpoints, usuariosEndpoints } from '@escuela/shared';
import { describe, expect, it } from 'vitest';
import { usarAppDePrueba } from '../../../test/app';
import { crearUsuarioDePrueba, loginDe } from '../../../test/fabricas';
import { activarSegundoFactor, guardarSecretoPendiente } from '../auth/segundo-factor.repository';

const { t, api } = usarAppDePrueba();

/** A coordinator with a second factor turned on, signed in. */
async function conSegundoFactor() {
  const u = await crearUsuarioDePrueba(t.db, 'coordinador');
  await guardarSecretoPendiente(t.db, u.id, 'JBSWY3DPEHPK3PXP');
  await activarSegundoFactor(t.db, u.id, 1);
  return { ...u, cookie: await loginDe(t.db, u.id) };
}

const listado = async (id: number) =>
  (await api.como('admin').llamar(usuariosEndpoints.list)).json.find((u) => u.id === id);

describe('DELETE /api/usuarios/:id/segundo-factor', () => {
  it('takes the factor away, ends their sessions, and the list shows it', async () => {
    const u = await conSegundoFactor();
    expect((await listado(u.id))?.segundoFactor).toBe(true);

    const res = await api
      .como('admin')
      .llamar(usuariosEndpoints.quitarSegundoFactor, { params: { id: u.id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: mensajesUsuarios.segundoFactorQuitado });
    expect((await listado(u.id))?.segundoFactor).toBe(false);
    // The session they had is gone: whoever held it signs in again.
    expect((await api.conCookie(u.cookie).llamar(sessionEndpoints.me)).status).toBe(401);

    const otraVez = await api.como('admin').llamar(usuariosEndpoints.quitarSegundoFactor, {
      params: { id: u.id },
    });
    expect(otraVez.status).toBe(409);
    expect(otraVez.error.message).toBe(mensajesUsuarios.sinSegundoFactor);
  });

  it('is for the admin only, never on oneself, never on a parent', async () => {
    const u = await conSegundoFactor();
    for (const rol of ['coordinador', 'profesor', 'tutor', 'anonimo'] as const) {
      const res = await api.como(rol).llamar(usuariosEndpoints.quitarSegundoFactor, { params: { id: u.id } });
      expect(res.status, rol).toBe(rol === 'anonimo' ? 401 : 403);
    }
    expect((await listado(u.id))?.segundoFactor).toBe(true);

    const yo = await api.usuario('admin');
    const propio = await api.como('admin').llamar(usuariosEndpoints.quitarSegundoFactor, {
      params: { id: yo.id },
    });
    expect(propio.status).toBe(409);
    expect(propio.error.message).toBe(mensajesUsuarios.propioSegundoFactor);

    const tutor = await crearUsuarioDePrueba(t.db, 'tutor');
    for (const id of [tutor.id, 999_999]) {
      const res = await api.como('admin').llamar(usuariosEndpoints.quitarSegundoFactor, { params: { id } });
      expect(res.status).toBe(404);
    }
  });
});
