import { asc, eq } from 'drizzle-orm';
import type { Distancia } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { colegios, distancias, profesores } from '../../db/schema/index';
import { ordenEs } from '../../db/texto-sql';

const columnas = {
  id: distancias.id,
  profesorId: distancias.profesorId,
  colegioId: distancias.colegioId,
  kilometros: distancias.kilometros,
  profesorNombre: profesores.nombre,
  profesorApellidos: profesores.apellidos,
  profesorDireccion: profesores.direccion,
  colegioNombre: colegios.nombre,
  colegioDireccion: colegios.direccion,
};

type Fila = {
  [K in keyof typeof columnas]: (typeof columnas)[K]['_']['data'];
};

/** A row as the API sends it: the teacher and the school embedded, a blank address as null. */
const aDistancia = (f: Fila): Distancia => ({
  id: f.id,
  profesorId: f.profesorId,
  colegioId: f.colegioId,
  kilometros: Number(f.kilometros),
  profesor: {
    nombre: f.profesorNombre,
    apellidos: f.profesorApellidos,
    direccion: f.profesorDireccion || null,
  },
  colegio: { nombre: f.colegioNombre, direccion: f.colegioDireccion || null },
});

const conNombres = (db: DbOrTx) =>
  db
    .select(columnas)
    .from(distancias)
    .innerJoin(profesores, eq(profesores.id, distancias.profesorId))
    .innerJoin(colegios, eq(colegios.id, distancias.colegioId));

export async function listDistancias(db: DbOrTx): Promise<Distancia[]> {
  const filas = await conNombres(db).orderBy(
    asc(ordenEs(profesores.nombre)),
    asc(ordenEs(profesores.apellidos)),
    asc(ordenEs(colegios.nombre)),
    asc(distancias.id),
  );
  return filas.map(aDistancia);
}

export async function findDistancia(db: DbOrTx, id: number): Promise<Distancia | undefined> {
  const [fila] = await conNombres(db).where(eq(distancias.id, id));
  return fila && aDistancia(fila);
}

/** Whether the teacher and the school exist. */
export async function existenProfesorYColegio(db: DbOrTx, profesorId: number, colegioId: number) {
  const [p, c] = await Promise.all([
    db.select({ id: profesores.id }).from(profesores).where(eq(profesores.id, profesorId)),
    db.select({ id: colegios.id }).from(colegios).where(eq(colegios.id, colegioId)),
  ]);
  return { profesor: p.length > 0, colegio: c.length > 0 };
}

export async function insertDistancia(
  db: DbOrTx,
  datos: { profesorId: number; colegioId: number; kilometros: number },
) {
  const [fila] = await db.insert(distancias).values(datos).returning({ id: distancias.id });
  return fila!.id;
}

export async function updateDistancia(db: DbOrTx, id: number, kilometros: number) {
  const filas = await db
    .update(distancias)
    .set({ kilometros })
    .where(eq(distancias.id, id))
    .returning({ id: distancias.id });
  return filas.length > 0;
}

export async function deleteDistancia(db: DbOrTx, id: number) {
  const filas = await db.delete(distancias).where(eq(distancias.id, id)).returning({ id: distancias.id });
  return filas.length > 0;
}
