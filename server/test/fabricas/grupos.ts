/** Groups: through the service (`crearGrupoDePrueba`), or bare rows with their own teacher (`insertGrupo`). */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { alumnos, grupos, niveles, profesores } from '../../src/db/schema/index';
import { crearGrupo, listarNiveles } from '../../src/modulos/grupos/grupos.service';
import { siguiente, unico } from './secuencia';

/** A group (default: the first level, Monday and Wednesday at 16:00, one hour). */
export async function crearGrupoDePrueba(
  db: Db,
  datos: {
    colegioId: number;
    profesorId: number;
    nivelId?: number;
    horario?: string;
    nombre?: string;
    duracion?: number;
  },
) {
  const n = siguiente();
  const nivelId = datos.nivelId ?? (await listarNiveles(db))[0]!.id;
  return crearGrupo(db, {
    nombre: datos.nombre ?? `Grupo de Prueba ${n}`,
    nivelId,
    duracion: datos.duracion ?? 1,
    horario: datos.horario ?? '1@16:00,3@16:00',
    colegioId: datos.colegioId,
    profesorId: datos.profesorId,
  });
}

export async function insertGrupo(db: Db, colegioId: number, nombre = `Grupo ${unico()}`) {
  const [nivel] = await db.select().from(niveles).where(eq(niveles.orden, 3));
  const [profesor] = await db
    .insert(profesores)
    .values({
      nombre: 'Profe',
      apellidos: 'Prueba',
      email: `profe-${unico()}@prueba.es`,
      telefono: '600000000',
      direccion: 'Calle 2',
      numeroCuenta: 'ES9121000418450200051332',
      fechaAlta: '2024-09-01',
    })
    .returning();
  const [g] = await db
    .insert(grupos)
    .values({ nombre, nivelId: nivel!.id, colegioId, profesorId: profesor!.id, horario: '1@16:00' })
    .returning();
  return g!;
}

/** How many students are in alta in the group now (its occupied places). */
export async function alumnosEnAlta(db: Db, grupoId: number) {
  const [fila] = await db
    .select({ n: count() })
    .from(alumnos)
    .where(and(eq(alumnos.grupoId, grupoId), eq(alumnos.estado, 'alta')));
  return fila!.n;
}
