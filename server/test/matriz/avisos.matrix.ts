/** Notices, absence notices, templates, push and calendar feeds (issue 27). */
import { soloRoles, todos, type CrearFixtures, type FilaMatriz, type Fixtures } from './matriz';

/**
 * A family (not the matrix tutor) with a child in the gestion group, so a notice to that group has someone
 * to reach, and a notice sent to them (the matrix tutor marking it read gets 404: not theirs).
 */
export const fixtures: CrearFixtures = async (t, sesiones, previas) => {
  const { crearFamilia, insertHijo } = await import('../factories');
  const { enviarAviso } = await import('../../src/modulos/avisos/avisos.service');
  const { contextoCorreo } = await import('../../src/modulos/cuentas/cuentas.routes');
  const familia = await crearFamilia(t.app, t.db, Number(previas.colegioId), 'Matriz');
  await insertHijo(t.db, familia.padre.id, Number(previas.grupoId), 'Matriz');
  const aviso = await enviarAviso(
    contextoCorreo(t.app),
    {
      titulo: 'Matriz',
      texto: 'Aviso de la matriz',
      destino: { tipo: 'grupo', id: Number(previas.grupoId) },
      incluirProfesores: false,
    },
    sesiones.usuarios.admin!.id,
  );
  return { avisoId: aviso.id };
};

const PUSH = ['tutor', 'profesor'] as const;
const suscripcion = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/matriz',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/avisos', esperado: soloRoles(['coordinador', 'admin'], 200) },
  {
    method: 'POST',
    path: '/api/avisos',
    body: (f: Fixtures) => ({ titulo: 'Matriz', texto: 'Hola', destino: { tipo: 'grupo', id: f.grupoId } }),
    esperado: soloRoles(['coordinador', 'admin'], 201),
  },
  { method: 'GET', path: '/api/padres/avisos', esperado: soloRoles(['tutor'], 200) },
  {
    method: 'POST',
    path: '/api/padres/avisos/:id/leido',
    url: (f) => `/api/padres/avisos/${f.avisoId}/leido`,
    esperado: soloRoles(['tutor'], 404),
  },
  {
    method: 'POST',
    path: '/api/padres/ausencias',
    // Not the matrix tutor's child: 404 like any record not theirs.
    body: (f: Fixtures) => ({ alumnoId: f.alumnoId, sesionId: f.sesionId, motivo: 'Fiebre' }),
    esperado: soloRoles(['tutor'], 404),
  },
  { method: 'GET', path: '/api/padres/ausencias', esperado: soloRoles(['tutor'], 200) },
  {
    method: 'GET',
    path: '/api/ausencias',
    url: (f) => `/api/ausencias?sesiones=${f.sesionId}`,
    esperado: soloRoles(['profesor', 'coordinador', 'admin'], 200),
  },
  { method: 'GET', path: '/api/ausencias/colegios', esperado: soloRoles(['admin'], 200) },
  {
    method: 'PUT',
    path: '/api/ausencias/colegios/:id',
    url: (f) => `/api/ausencias/colegios/${f.colegioId}`,
    body: { avisarFaltas: false },
    esperado: soloRoles(['admin'], 200),
  },
  { method: 'GET', path: '/api/calendario/enlace', esperado: soloRoles([...PUSH], 200) },
  { method: 'POST', path: '/api/calendario/enlace/regenerar', esperado: soloRoles([...PUSH], 200) },
  {
    method: 'GET',
    path: '/api/colegios/:id/calendario/enlace',
    url: (f) => `/api/colegios/${f.colegioId}/calendario/enlace`,
    esperado: soloRoles(['admin'], 200),
  },
  {
    method: 'POST',
    path: '/api/colegios/:id/calendario/enlace/regenerar',
    url: (f) => `/api/colegios/${f.colegioId}/calendario/enlace/regenerar`,
    esperado: soloRoles(['admin'], 200),
  },
  // Public: the token is the permission; one no link has is 404 for everyone.
  {
    method: 'GET',
    path: '/api/calendario/:archivo',
    url: '/api/calendario/AAAAAAAAAAAAAAAAAAAAAA.ics',
    esperado: todos(404),
  },
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
