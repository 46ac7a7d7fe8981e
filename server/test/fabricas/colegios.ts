/** Schools: through the service (`crearColegioDePrueba`), or a bare row (`insertColegio`). */
import type { GuardarColegio } from '@escuela/shared';
import type { Db } from '../../src/db/client';
import { colegios } from '../../src/db/schema/index';
import { crearColegio } from '../../src/modulos/colegios/colegios.service';
import { siguiente, unico } from './secuencia';

export async function crearColegioDePrueba(db: Db, datos: Partial<GuardarColegio> = {}) {
  const n = siguiente();
  return crearColegio(db, {
    nombre: `Colegio de Prueba ${n}`,
    alias: `CP${n}`,
    direccion: `Calle de Prueba ${n}, Madrid`,
    telefono: '910000000',
    contactoResponsable: 'Dirección',
    convenio: null,
    ...datos,
  });
}

export async function insertColegio(db: Db, nombre = `Colegio ${unico()}`) {
  const [c] = await db
    .insert(colegios)
    .values({
      nombre,
      alias: nombre.slice(0, 10),
      direccion: 'Calle 1',
      telefono: '910000000',
      contactoResponsable: 'Dir',
    })
    .returning();
  return c!;
}
