import { soloRoles, type FilaMatriz } from './matriz';

/** Activities: admin only (spec 02 §6). */
const admin = (status: number) => soloRoles(['admin'], status);
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
export const filas: FilaMatriz[] = [
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
];
