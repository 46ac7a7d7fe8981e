import { generarFeed } from './src/modulos/calendario/feed';
const sesiones = Array.from({ length: 333 }, (_, i) => ({
  id: i + 1, fecha: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')} 16:00:00`,
  duracionHoras: 1.5, cancelada: i % 17 === 0, revision: 2, actualizada: new Date(),
  titulo: 'Lucía y Pablo · Robótica Kids I · San Fernando', descripcion: 'Clase del grupo Robótica Kids I en CEIP San Fernando.\nProfesor: Marta García.',
  lugar: 'CEIP San Fernando, Calle Mayor 12, Madrid',
}));
for (let k = 0; k < 200; k++) generarFeed({ nombre: 'RoboEscuela · Clases', dominio: 'x.test', sesiones, festivos: [] });
