import { soloRoles, type FilaMatriz } from './matriz';

/** Materials and material periods: admin only (spec 02 §6). */
const admin = (status: number) => soloRoles(['admin'], status);
const material = { descripcion: 'Kit Matriz', total: 10, en_uso: 0.5 };
// A range with no sessions or periods of the other fixtures: every call answers 200 and changes nothing.
const rango = { fechaInicio: '2031-03-03', fechaFin: '2031-03-09' };

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/materiales', esperado: admin(200) },
  { method: 'POST', path: '/api/materiales', body: material, esperado: admin(201) },
  {
    method: 'PUT',
    path: '/api/materiales/:id',
    url: (f) => `/api/materiales/${f.materialId}`,
    body: material,
    esperado: admin(200),
  },
  {
    method: 'DELETE',
    path: '/api/materiales/:id',
    url: (f) => `/api/materiales/${f.materialBorrable}`,
    esperado: admin(200),
  },

  {
    method: 'GET',
    path: '/api/materiales-periodo',
    url: '/api/materiales-periodo?startDate=2031-01-01&endDate=2031-12-31',
    esperado: admin(200),
  },
  {
    method: 'PATCH',
    path: '/api/materiales-periodo/:id',
    url: (f) => `/api/materiales-periodo/${f.periodoId}`,
    body: { cantidadInicial: '12' },
    esperado: admin(200),
  },
  { method: 'POST', path: '/api/materiales-periodo/generar', body: rango, esperado: admin(200) },
];
