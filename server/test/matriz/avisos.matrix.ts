/** Notices (issue 27); the fixtures below also serve the other issue-27 matrices. */
import { soloRoles, type CrearFixtures, type FilaMatriz, type Fixtures } from './matriz';

/**
 * A family (not the matrix tutor) with a child in the gestion group, so a notice to that group has someone
 * to reach, and a notice sent to them (the matrix tutor marking it read gets 404: not theirs).
 */
export const fixtures: CrearFixtures = async (t, logins, previas) => {
  const { crearFamilia, insertHijo } = await import('../fabricas');
  const { enviarAviso } = await import('../../src/modulos/avisos/avisos.service');
  const { contextoCorreo } = await import('../../src/modulos/cuentas/cuentas.routes');
  const familia = await crearFamilia(t.db, Number(previas.colegioId), 'Matriz');
  await insertHijo(t.db, familia.padre.id, Number(previas.grupoId), 'Matriz');
  const aviso = await enviarAviso(
    contextoCorreo(t.app),
    {
      titulo: 'Matriz',
      texto: 'Aviso de la matriz',
      destino: { tipo: 'grupo', id: Number(previas.grupoId) },
      incluirProfesores: false,
    },
    logins.usuarios.admin!.id,
  );
  return { avisoId: aviso.id };
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
];
