import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { UsuarioGestion } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { profesores, segundosFactores, usuarios, type NewUsuario, type Usuario } from '../../db/schema/index';
import { ZONA_ESCUELA } from '../../lib/fecha-escuela';
import { profesorDeBaja } from '../auth/auth.repository';
import { ordenEs } from '../../db/texto-sql';

export async function findUsuarioByEmail(db: DbOrTx, email: string): Promise<Usuario | undefined> {
  const [fila] = await db.select().from(usuarios).where(eq(usuarios.email, email.toLowerCase()));
  return fila;
}

export async function findUsuario(db: DbOrTx, id: number): Promise<Usuario | undefined> {
  const [fila] = await db.select().from(usuarios).where(eq(usuarios.id, id));
  return fila;
}

export async function insertUsuario(db: DbOrTx, nuevo: NewUsuario): Promise<Usuario> {
  const [fila] = await db
    .insert(usuarios)
    .values({ ...nuevo, email: nuevo.email.toLowerCase() })
    .returning();
  return fila!;
}

export async function hasActiveAdmin(db: DbOrTx): Promise<boolean> {
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.rol, 'admin'), eq(usuarios.activo, true)))
    .limit(1);
  return Boolean(fila);
}

/**
 * The ids of the active admins, locked until the transaction ends: two admins demoting each other at
 * the same moment cannot both pass the "at least one active admin" check.
 */
export async function lockAdminsActivos(tx: DbOrTx): Promise<number[]> {
  const filas = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.rol, 'admin'), eq(usuarios.activo, true)))
    .for('update');
  return filas.map((f) => f.id);
}

export async function existeOtroUsuarioConEmail(db: DbOrTx, email: string, exceptoId?: number) {
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.email, email.toLowerCase()), exceptoId ? ne(usuarios.id, exceptoId) : undefined));
  return Boolean(fila);
}

export async function updateUsuario(
  db: DbOrTx,
  id: number,
  datos: Partial<Pick<NewUsuario, 'nombre' | 'email' | 'rol' | 'activo' | 'passwordHash'>>,
) {
  const [fila] = await db
    .update(usuarios)
    .set({ ...datos, updatedAt: sql`now()` })
    .where(eq(usuarios.id, id))
    .returning({ id: usuarios.id });
  return Boolean(fila);
}

export async function deleteUsuarios(db: DbOrTx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const filas = await db.delete(usuarios).where(inArray(usuarios.id, ids)).returning({ id: usuarios.id });
  return filas.length;
}

/** Staff users (never parents) for /usuarios, with their linked teacher; `soloId` narrows to one. */
export async function listUsuariosGestion(db: DbOrTx, soloId?: number): Promise<UsuarioGestion[]> {
  const filas = await db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      email: usuarios.email,
      rol: usuarios.rol,
      activo: usuarios.activo,
      invitacionPendiente: sql<boolean>`${usuarios.passwordHash} is null`.mapWith(Boolean),
      segundoFactor:
        sql<boolean>`exists (select 1 from ${segundosFactores} where ${segundosFactores.usuarioId} = ${usuarios.id} and ${segundosFactores.activadoAt} is not null)`.mapWith(
          Boolean,
        ),
      deBaja: profesorDeBaja.mapWith(Boolean),
      profesorId: profesores.id,
      profesorNombre: profesores.nombre,
      profesorApellidos: profesores.apellidos,
      profesorFechaBaja: profesores.fechaBaja,
    })
    .from(usuarios)
    .leftJoin(profesores, eq(profesores.usuarioId, usuarios.id))
    .where(and(ne(usuarios.rol, 'tutor'), soloId === undefined ? undefined : eq(usuarios.id, soloId)))
    .orderBy(asc(ordenEs(usuarios.nombre)), asc(usuarios.id));
  return filas.map((f) => ({
    id: f.id,
    nombre: f.nombre,
    email: f.email,
    rol: f.rol as UsuarioGestion['rol'],
    activo: f.activo,
    invitacionPendiente: f.invitacionPendiente,
    segundoFactor: f.segundoFactor,
    profesor:
      f.profesorId === null
        ? null
        : {
            id: f.profesorId,
            nombre: f.profesorNombre!,
            apellidos: f.profesorApellidos!,
            fechaBaja: f.profesorFechaBaja,
          },
    puedeEntrar: f.activo && !f.deBaja,
  }));
}

const hoyEscuelaSql = sql`(now() at time zone ${sql.raw(`'${ZONA_ESCUELA}'`)})::date`;

/**
 * Active teachers (no fecha_baja, or a future one) with what 'Crear usuarios desde profesores' needs:
 * their linked account, and the id and role of any account that already uses their e-mail.
 */
export function listProfesoresActivosConCuenta(db: DbOrTx) {
  return db
    .select({
      id: profesores.id,
      nombre: profesores.nombre,
      apellidos: profesores.apellidos,
      email: profesores.email,
      usuarioId: profesores.usuarioId,
      cuentaConEmailId: usuarios.id,
      cuentaConEmailRol: usuarios.rol,
      cuentaConEmailVinculada:
        sql<boolean>`exists (select 1 from "profesores" "p2" where "p2"."usuario_id" = "usuarios"."id")`.mapWith(
          Boolean,
        ),
    })
    .from(profesores)
    .leftJoin(usuarios, eq(usuarios.email, profesores.email))
    .where(or(isNull(profesores.fechaBaja), sql`${profesores.fechaBaja} > ${hoyEscuelaSql}`))
    .orderBy(asc(ordenEs(profesores.apellidos)), asc(ordenEs(profesores.nombre)), asc(profesores.id));
}

/** Inserts the accounts (an e-mail taken meanwhile is skipped) and returns those created. */
export async function insertUsuariosProfesor(db: DbOrTx, nuevos: { nombre: string; email: string }[]) {
  if (nuevos.length === 0) return [];
  return db
    .insert(usuarios)
    .values(
      nuevos.map((n) => ({
        nombre: n.nombre,
        email: n.email.toLowerCase(),
        rol: 'profesor' as const,
        passwordHash: null,
        emailVerificadoAt: new Date(),
      })),
    )
    .onConflictDoNothing({ target: usuarios.email })
    .returning();
}

/** Links each teacher to the account that has their e-mail, in one statement. */
export async function vincularProfesores(db: DbOrTx, profesorIds: number[]) {
  if (profesorIds.length === 0) return;
  await db
    .update(profesores)
    .set({
      // Qualified by hand: Drizzle may drop table names from columns in a one-table statement.
      usuarioId: sql`(select "u"."id" from "usuarios" "u" where "u"."email" = "profesores"."email")`,
    })
    .where(and(inArray(profesores.id, profesorIds), isNull(profesores.usuarioId)));
}
