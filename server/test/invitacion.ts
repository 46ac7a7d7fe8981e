/** The invitation of an account created without a password, followed as its owner would. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { enlaceDe } from './correo-parser';
import type { SmtpCatcher } from './smtp-catcher';

/**
 * An account the office created without a password: none of `probadas` signs it in, its invitation
 * e-mail («crea tu contraseña») arrives, and its link sets `nueva`. Answers that last request.
 */
export async function seguirInvitacion(
  t: Pick<TestApp, 'app'>,
  smtp: SmtpCatcher,
  email: string,
  probadas: string[],
  nueva: string,
): Promise<LightMyRequestResponse> {
  for (const password of probadas) {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(401);
  }
  const correo = await smtp.esperar(email);
  expect(correo.subject).toBe('Tu cuenta en RoboEscuela: crea tu contraseña');
  const token = new URL(enlaceDe(correo, '/restablecer-contrasena')).searchParams.get('token')!;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/restablecer-contrasena',
    payload: { token, password: nueva },
  });
}
