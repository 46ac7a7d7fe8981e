import { authEndpoints, cuentasEndpoints, sessionEndpoints } from '@escuela/shared';
import { describe, expect, it } from 'vitest';
import { usarAppDePrueba } from '../../../test/app';
import { PASSWORD_PRUEBA, cookieDe, crearUsuarioDePrueba } from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();

const cambiar = (cookie: string | undefined, body: unknown) =>
  api.conCookie(cookie).llamar(cuentasEndpoints.cambiarPassword, { body: body as never });
const me = (cookie: string) => api.conCookie(cookie).llamar(sessionEndpoints.me);
const login = (email: string, password: string) =>
  api.como('anonimo').llamar(authEndpoints.login, { body: { email, password } });

describe('PUT /api/auth/password', () => {
  it.each(['profesor', 'coordinador', 'admin', 'tutor'] as const)(
    'a %s changes their own password; their other sessions end, this one stays',
    async (rol) => {
      const u = await crearUsuarioDePrueba(t.db, rol);
      const esta = await cookieDe(t.app, u.email);
      const otra = await cookieDe(t.app, u.email);
      const res = await cambiar(esta, { actual: PASSWORD_PRUEBA, nueva: 'Mi#NuevaClave2026' });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: 'Contraseña actualizada. Se han cerrado tus otras sesiones' });
      expect((await me(esta)).status).toBe(200);
      expect((await me(otra)).status).toBe(401);
      expect((await login(u.email, PASSWORD_PRUEBA)).status).toBe(401);
      expect((await login(u.email, 'Mi#NuevaClave2026')).status).toBe(200);
    },
  );

  it('refuses a wrong current password (400 on the field) and changes nothing', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const cookie = await cookieDe(t.app, u.email);
    const res = await cambiar(cookie, { actual: 'no-es-esta', nueva: 'Mi#NuevaClave2026' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'La contraseña actual no es correcta',
      errors: { actual: { _errors: ['La contraseña actual no es correcta'] } },
    });
    expect((await login(u.email, PASSWORD_PRUEBA)).status).toBe(200);
  });

  it.each([
    ['actual', '', 'La contraseña actual es requerida'],
    ['nueva', 'Ab1!', 'La contraseña debe tener al menos 8 caracteres'],
    ['nueva', 'robot#azul2026', 'La contraseña debe incluir al menos una letra mayúscula'],
    ['nueva', 'RobotAzul2026', 'La contraseña debe incluir al menos un símbolo'],
    ['nueva', 'Password1!', 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar'],
    ['nueva', PASSWORD_PRUEBA, 'La nueva contraseña debe ser distinta de la actual'],
  ])('%s = %j → 400 "%s" (the shared password policy)', async (campo, valor, mensaje) => {
    const u = await crearUsuarioDePrueba(t.db, 'coordinador');
    const cookie = await cookieDe(t.app, u.email);
    const res = await cambiar(cookie, {
      actual: PASSWORD_PRUEBA,
      nueva: 'Mi#NuevaClave2026',
      [campo]: valor,
    });
    expect(res.status).toBe(400);
    expect(res.error.errors![campo]!._errors).toContain(mensaje);
  });

  it('needs a session, and refuses unknown keys', async () => {
    expect((await cambiar(undefined, { actual: 'x', nueva: 'Mi#NuevaClave2026' })).status).toBe(401);
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const cookie = await cookieDe(t.app, u.email);
    const res = await cambiar(cookie, { actual: PASSWORD_PRUEBA, nueva: 'Mi#NuevaClave2026', usuarioId: 1 });
    expect(res.status).toBe(400);
  });

  it('a stolen session cannot keep guessing: 429 after 10 wrong current passwords', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const cookie = await cookieDe(t.app, u.email);
    for (let i = 0; i < 10; i++) {
      expect((await cambiar(cookie, { actual: `mala-${i}`, nueva: 'Mi#NuevaClave2026' })).status).toBe(400);
    }
    const res = await cambiar(cookie, { actual: PASSWORD_PRUEBA, nueva: 'Mi#NuevaClave2026' });
    expect(res.status).toBe(429);
  });
});
