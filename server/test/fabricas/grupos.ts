/** Groups: through the service (`crearGrupoDePrueba`), or bare rows with their own teacher (`insertGrupo`). */
import type { GuardarColegio } from '@escuela/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { alumnos, grupos, niveles, profesores } from '../../src/db/schema/index';
import { crearGrupo, listarNiveles } from '../../src/modulos/grupos/grupos.service';
import { crearColegioDePrueba } from './colegios';
import { crearProfesorConLoginDePrueba, crearProfesorDePrueba } from './profesores';
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

/** A group of its own: a new school, a new teacher (no account) and their group there. */
export async function crearGrupoConColegioDePrueba(db: Db) {
  const colegio = await crearColegioDePrueba(db);
  const profesor = await crearProfesorDePrueba(db);
  const grupo = await crearGrupoDePrueba(db, { colegioId: colegio.id, profesorId: profesor.id });
  return { colegio, profesor, grupo };
}

/**
 * What a teacher's scope is tested on: a school, a teacher with a session (`profesor.cookie`) and their
 * group (`grupo`), and another teacher's group in the same school (`grupoAjeno`), out of the first one's scope.
 */
export async function crearGrupoPropioYAjenoDePrueba(
  db: Db,
  datos: { colegio?: Partial<GuardarColegio>; grupo?: string; grupoAjeno?: string } = {},
) {
  const colegio = await crearColegioDePrueba(db, datos.colegio);
  const profesor = await crearProfesorConLoginDePrueba(db);
  const otro = await crearProfesorDePrueba(db);
  const grupo = await crearGrupoDePrueba(db, {
    colegioId: colegio.id,
    profesorId: profesor.id,
    ...(datos.grupo ? { nombre: datos.grupo } : {}),
  });
  const grupoAjeno = await crearGrupoDePrueba(db, {
    colegioId: colegio.id,
    profesorId: otro.id,
    ...(datos.grupoAjeno ? { nombre: datos.grupoAjeno } : {}),
  });
  return { colegio, profesor, otro, grupo, grupoAjeno };
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
