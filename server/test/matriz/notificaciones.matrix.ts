/** Message templates and Web Push subscriptions (issue 27, decision 038). */
import { soloRoles, type FilaMatriz } from './matriz';

const PUSH = ['tutor', 'profesor'] as const;
const suscripcion = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/matriz',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/plantillas', esperado: soloRoles(['admin'], 200) },
  {
    method: 'PUT',
    path: '/api/plantillas/:clave',
    url: '/api/plantillas/aviso',
    body: { asunto: 'Aviso: {titulo}', texto: '{texto}' },
    esperado: soloRoles(['admin'], 200),
  },
  {
    method: 'DELETE',
    path: '/api/plantillas/:clave',
    url: '/api/plantillas/aviso',
    esperado: soloRoles(['admin'], 200),
  },
  { method: 'GET', path: '/api/push/clave', esperado: soloRoles([...PUSH], 200) },
  { method: 'POST', path: '/api/push/suscripciones', body: suscripcion, esperado: soloRoles([...PUSH], 201) },
  {
    method: 'POST',
    path: '/api/push/suscripciones/baja',
    body: { endpoint: suscripcion.endpoint },
    esperado: soloRoles([...PUSH], 200),
  },
];
