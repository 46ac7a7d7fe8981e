/** Absence notices (issue 27). */
import { soloRoles, type FilaMatriz, type Fixtures } from './matriz';

export const filas: FilaMatriz[] = [
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
];
