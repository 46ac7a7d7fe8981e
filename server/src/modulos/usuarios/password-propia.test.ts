import { describe, expect, it } from 'vitest';
import { usarAppDePrueba } from '../../../test/app';
import { PASSWORD_PRUEBA, cookieDe, crearUsuarioDePrueba } from '../../../test/fabricas';

const { t } = usarAppDePrueba();

const cambiar = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/password',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('PUT /api/auth/password', () => {
  it.each(['profesor', 'coordinador', 'admin', 'tutor'] as const)(
    'a %s changes their own password; their other sessions end, this one stays',
    async (rol) => {
      const u = await crearUsuarioDePrueba(t.db, rol);
      const esta = await cookieDe(t.app, u.email);
      const otra = await cookieDe(t.app, u.email);
      const res = await cambiar(esta, { actual: PASSWORD_PRUEBA, nueva: 'Mi#NuevaClave2026' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Contraseña actualizada. Se han cerrado tus otras sesiones' });
      expect((await me(esta)).statusCode).toBe(200);
      expect((await me(otra)).statusCode).toBe(401);
      expect((await login(u.email, PASSWORD_PRUEBA)).statusCode).toBe(401);
      expect((await login(u.email, 'Mi#NuevaClave2026')).statusCode).toBe(200);
    },
  );

  it('refuses a wrong current password (400 on the field) and changes nothing', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const cookie = await cookieDe(t.app, u.email);
    const res = await cambiar(cookie, { actual: 'no-es-esta', nueva: 'Mi#NuevaClave2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'La contraseña actual no es correcta',
      errors: { actual: { _errors: ['La contraseña actual no es correcta'] } },
    });
    expect((await login(u.email, PASSWORD_PRUEBA)).statusCode).toBe(200);
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
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[campo]._errors).toContain(mensaje);
  });

  it('needs a session, and refuses unknown keys', async () => {
    expect((await cambiar(undefined, { actual: 'x', nueva: 'Mi#NuevaClave2026' })).statusCode).toBe(401);
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const cookie = await cookieDe(t.app, u.email);
    const res = await cambiar(cookie, { actual: PASSWORD_PRUEBA, nueva: 'Mi#NuevaClave2026', usuarioId: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('a stolen session cannot keep guessing: 429 after 10 wrong current passwords', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const cookie = await cookieDe(t.app, u.email);
    for (let i = 0; i < 10; i++) {
      expect((await cambiar(cookie, { actual: `mala-${i}`, nueva: 'Mi#NuevaClave2026' })).statusCode).toBe(
        400,
      );
    }
    const res = await cambiar(cookie, { actual: PASSWORD_PRUEBA, nueva: 'Mi#NuevaClave2026' });
    expect(res.statusCode).toBe(429);
  });
});
