import { soloRoles, type FilaMatriz } from './matriz';

/** The assignment actions: admin only (spec 02 §6). */
const admin = (status: number) => soloRoles(['admin'], status);
// A range with no sessions or periods of the other fixtures: every call answers 200 and changes nothing.
const rango = { fechaInicio: '2031-03-03', fechaFin: '2031-03-09' };

export const filas: FilaMatriz[] = [
  { method: 'POST', path: '/api/sesiones/asignar-actividades', body: rango, esperado: admin(200) },
  { method: 'POST', path: '/api/sesiones/remove-actividades', body: rango, esperado: admin(200) },
  { method: 'POST', path: '/api/sesiones/remove-materiales-periodo', body: rango, esperado: admin(200) },
];
