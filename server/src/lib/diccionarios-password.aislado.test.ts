/**
 * zxcvbn's dictionaries (~25 MB) are not loaded at start-up: the first request that sets a password loads
 * them (`route(…, { password: true })`), and a weak password is still refused there.
 */
import { cuentasEndpoints, diccionariosPasswordCargados, mensajesPassword } from '@escuela/shared';
import { describe, expect, it } from 'vitest';
import { usarAppDePrueba } from '../../test/app';
import { PASSWORD_PRUEBA } from '../../test/fabricas';

const { api } = usarAppDePrueba();

describe('the password dictionaries', () => {
  it('are not loaded by start-up or by signing in, and are by the first password change', async () => {
    await api.usuario('coordinador');
    expect(diccionariosPasswordCargados()).toBe(false);
    const debil = await api.como('coordinador').llamar(cuentasEndpoints.cambiarPassword, {
      body: { actual: PASSWORD_PRUEBA, nueva: 'Password1!' },
    });
    expect(debil.status).toBe(400);
    expect(debil.error.errors?.nueva?._errors).toContain(mensajesPassword.comun);
    expect(diccionariosPasswordCargados()).toBe(true);
    const fuerte = await api.como('coordinador').llamar(cuentasEndpoints.cambiarPassword, {
      body: { actual: PASSWORD_PRUEBA, nueva: 'Tortuga-Lenta#88x' },
    });
    expect(fuerte.status).toBe(200);
  });
});
