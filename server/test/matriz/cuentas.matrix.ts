/**
 * The links of the account e-mails (public): a parent's verification, its resend, the password reset; and
 * any signed-in user's own password change.
 */
import { conLogin, todos, type FilaMatriz } from './matriz';

export const filas: FilaMatriz[] = [
  {
    method: 'POST',
    path: '/api/auth/padres/verificar-email',
    body: { token: 'no-existe' },
    esperado: todos(400),
  },
  {
    method: 'POST',
    path: '/api/auth/padres/reenviar-verificacion',
    body: { email: 'nadie@matriz.es' },
    esperado: todos(200),
  },
  {
    method: 'POST',
    path: '/api/auth/olvide-contrasena',
    body: { email: 'nadie@matriz.es' },
    esperado: todos(200),
  },
  {
    method: 'POST',
    path: '/api/auth/restablecer-contrasena',
    body: { token: 'no-existe', password: 'Robot#Azul2026' },
    esperado: todos(400),
  },
  {
    method: 'PUT',
    path: '/api/auth/password',
    // A weak new password: every signed-in role reaches validation, nobody's password changes.
    body: { actual: 'cualquiera', nueva: 'corta' },
    esperado: conLogin(400),
  },
];
