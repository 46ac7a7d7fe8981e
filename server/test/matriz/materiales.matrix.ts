import { soloRoles, type FilaMatriz } from './matriz';

/** Materials, material periods, activities and the assignment actions: admin only (spec 02 §6). */
const admin = (status: number) => soloRoles(['admin'], status);
const material = { descripcion: 'Kit Matriz', total: 10, en_uso: 0.5 };
const actividad = (f: Record<string, number | string>) => ({
  titulo: 'Actividad Matriz',
  nivelId: f.nivelId,
  material_1: f.materialId,
  material_2: null,
  cantidad_1: 1,
  cantidad_2: 0,
  alumnos: 2,
  observaciones: null,
});
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

  { method: 'GET', path: '/api/actividades', esperado: admin(200) },
  { method: 'POST', path: '/api/actividades', body: actividad, esperado: admin(201) },
  {
    method: 'PUT',
    path: '/api/actividades/:id',
    url: (f) => `/api/actividades/${f.actividadId}`,
    body: actividad,
    esperado: admin(200),
  },
  {
    method: 'DELETE',
    path: '/api/actividades/:id',
    url: (f) => `/api/actividades/${f.actividadBorrable}`,
    esperado: admin(200),
  },
  // Without a file the admin gets 400 'Debes adjuntar un archivo'; the role check comes first.
  { method: 'POST', path: '/api/actividades/import', esperado: admin(400) },
  { method: 'GET', path: '/api/actividades/plantilla', esperado: admin(200) },

  { method: 'POST', path: '/api/sesiones/asignar-actividades', body: rango, esperado: admin(200) },
  { method: 'POST', path: '/api/sesiones/remove-actividades', body: rango, esperado: admin(200) },
  { method: 'POST', path: '/api/sesiones/remove-materiales-periodo', body: rango, esperado: admin(200) },
];
