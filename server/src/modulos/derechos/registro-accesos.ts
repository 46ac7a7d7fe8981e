/**
 * What the rest of the server calls to log a staff read (decision 045). Parents reading their own
 * children are not logged (it is their data); only staff roles are.
 */
import type { QueAcceso } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { insertAccesos } from './registro-accesos.repository';

interface Lector {
  id: number;
  rol: string;
}

/** One row per child, one insert (duplicates in `alumnoIds` are logged once). */
export async function anotarLecturaAlumnos(
  db: DbOrTx,
  usuario: Lector,
  que: QueAcceso,
  alumnoIds: Iterable<number>,
): Promise<void> {
  if (usuario.rol === 'tutor') return;
  const unicos = [...new Set(alumnoIds)];
  await insertAccesos(
    db,
    unicos.map((alumnoId) => ({ usuarioId: usuario.id, que, alumnoId })),
  );
}

/** A revealed DNI or IBAN of one record. */
export async function anotarRevelacion(
  db: DbOrTx,
  usuario: Lector,
  que: 'revelar_dni' | 'revelar_cuenta',
  registro: { alumnoId?: number; padreId?: number; profesorId?: number },
): Promise<void> {
  await insertAccesos(db, [{ usuarioId: usuario.id, que, ...registro }]);
}
