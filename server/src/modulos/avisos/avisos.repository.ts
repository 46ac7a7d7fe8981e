/**
 * Notices: the candidates of an audience (narrowed by the destination; audiencia.ts decides), the notice
 * and its recipients, the staff list with its counts, a family's notices.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AvisoPadre, AvisoStaff } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { conAutor } from '../../db/con-autor';
import {
  alumnos,
  avisos,
  avisosDestinatarios,
  colegios,
  grupos,
  niveles,
  padres,
  profesores,
  usuarios,
} from '../../db/schema/index';
import { insertarMuchas } from '../../db/insercion-masiva';
import type { Destinatario, Destino, FamiliaCandidata, ProfesorCandidato } from './audiencia';

/** The destination's name as the list shows it, or undefined when it does not exist. */
export async function findNombreDestino(db: DbOrTx, d: Destino): Promise<string | undefined> {
  if (d.tipo === 'todos') return 'Todas las familias';
  if (d.tipo === 'colegio') {
    const [c] = await db.select({ nombre: colegios.nombre }).from(colegios).where(eq(colegios.id, d.id!));
    return c && `Colegio ${c.nombre}`;
  }
  if (d.tipo === 'nivel') {
    const [n] = await db.select({ nombre: niveles.nombre }).from(niveles).where(eq(niveles.id, d.id!));
    return n && `Nivel ${n.nombre}`;
  }
  const [g] = await db
    .select({ nombre: grupos.nombre, colegio: colegios.nombre })
    .from(grupos)
    .innerJoin(colegios, eq(colegios.id, grupos.colegioId))
    .where(eq(grupos.id, d.id!));
  return g && `Grupo ${g.nombre} (${g.colegio})`;
}

/** The groups of the destination, as a condition on `grupos` (undefined: every group). */
function gruposDelDestino(d: Destino): SQL | undefined {
  if (d.tipo === 'grupo') return eq(grupos.id, d.id!);
  if (d.tipo === 'nivel') return eq(grupos.nivelId, d.id!);
  if (d.tipo === 'colegio') return eq(grupos.colegioId, d.id!);
  return undefined;
}

/**
 * Families that may be in the audience: one query, a row per (family, child in alta). For a school, a
 * family registered there comes with all its children (the rule needs to know it has none enrolled);
 * another family only with those in the school's groups, which is enough to include it.
 */
export async function listFamiliasCandidatas(db: DbOrTx, d: Destino): Promise<FamiliaCandidata[]> {
  const filtro =
    d.tipo === 'todos'
      ? undefined
      : d.tipo === 'colegio'
        ? sql`(${gruposDelDestino(d)} or ${padres.colegioId} = ${d.id})`
        : gruposDelDestino(d);
  const filas = await db
    .select({
      usuarioId: padres.usuarioId,
      email: usuarios.email,
      activa: usuarios.activo,
      colegioId: padres.colegioId,
      grupoId: grupos.id,
      nivelId: grupos.nivelId,
      colegioGrupo: grupos.colegioId,
    })
    .from(padres)
    .innerJoin(usuarios, and(eq(usuarios.id, padres.usuarioId), eq(usuarios.rol, 'tutor')))
    .leftJoin(alumnos, and(eq(alumnos.padreId, padres.id), eq(alumnos.estado, 'alta')))
    .leftJoin(grupos, eq(grupos.id, alumnos.grupoId))
    .where(filtro);
  const porFamilia = new Map<number, FamiliaCandidata>();
  for (const f of filas) {
    const familia = porFamilia.get(f.usuarioId) ?? {
      usuarioId: f.usuarioId,
      email: f.email,
      activa: f.activa,
      colegioId: f.colegioId,
      hijos: [],
    };
    if (f.grupoId !== null)
      familia.hijos.push({ grupoId: f.grupoId, nivelId: f.nivelId!, colegioId: f.colegioGrupo! });
    porFamilia.set(f.usuarioId, familia);
  }
  return [...porFamilia.values()];
}

/** Teachers that may be in the audience (with their account when active), a row per group. */
export async function listProfesoresCandidatos(
  db: DbOrTx,
  d: Destino,
  hoy: string,
): Promise<ProfesorCandidato[]> {
  const filas = await db
    .select({
      id: profesores.id,
      email: profesores.email,
      usuarioId: usuarios.id,
      grupoId: grupos.id,
      nivelId: grupos.nivelId,
      colegioId: grupos.colegioId,
    })
    .from(profesores)
    .leftJoin(usuarios, and(eq(usuarios.id, profesores.usuarioId), eq(usuarios.activo, true)))
    .leftJoin(grupos, eq(grupos.profesorId, profesores.id))
    .where(
      and(
        sql`(${profesores.fechaBaja} is null or ${profesores.fechaBaja} > ${hoy})`,
        d.tipo === 'todos' ? undefined : gruposDelDestino(d),
      ),
    );
  const porProfesor = new Map<number, ProfesorCandidato>();
  for (const f of filas) {
    const p = porProfesor.get(f.id) ?? { usuarioId: f.usuarioId, email: f.email, activo: true, grupos: [] };
    if (f.grupoId !== null)
      p.grupos.push({ grupoId: f.grupoId, nivelId: f.nivelId!, colegioId: f.colegioId! });
    porProfesor.set(f.id, p);
  }
  return [...porProfesor.values()];
}

export async function insertAviso(db: DbOrTx, nuevo: typeof avisos.$inferInsert) {
  const [a] = await db.insert(avisos).values(nuevo).returning({ id: avisos.id, createdAt: avisos.createdAt });
  return a!;
}

/** The recipients' rows, answering their ids in the order given. */
export async function insertDestinatarios(db: DbOrTx, avisoId: number, lista: readonly Destinatario[]) {
  const filas = await insertarMuchas(
    db,
    avisosDestinatarios,
    lista.map((d) => ({ avisoId, usuarioId: d.usuarioId, email: d.email, tipo: d.tipo })),
    { devolver: ['id'] },
  );
  return filas.map((f) => f.id);
}

const cuenta = (condicion: SQL) =>
  sql<number>`(select count(*)::int from ${avisosDestinatarios} where ${avisosDestinatarios.avisoId} = ${avisos.id} and ${condicion})`;

/** A page of notices, newest first, with their counts (a page is at most 100 rows). */
export async function listAvisos(db: DbOrTx, pagina: number, porPagina: number, id?: number) {
  const filas = await conAutor(db, avisos, {
    id: avisos.id,
    titulo: avisos.titulo,
    texto: avisos.texto,
    createdAt: avisos.createdAt,
    destinoTipo: avisos.destinoTipo,
    destinoId: avisos.destinoId,
    destinoNombre: avisos.destinoNombre,
    incluirProfesores: avisos.incluirProfesores,
    destinatarios: cuenta(sql`true`),
    enviados: cuenta(sql`${avisosDestinatarios.entregadoAt} is not null`),
    leidos: cuenta(sql`${avisosDestinatarios.leidoAt} is not null`),
    total: sql<number>`(select count(*)::int from ${avisos})`,
  })
    .where(id === undefined ? undefined : eq(avisos.id, id))
    .orderBy(desc(avisos.createdAt), desc(avisos.id))
    .limit(porPagina)
    .offset((pagina - 1) * porPagina);
  const total = filas[0]?.total ?? (pagina > 1 ? await db.$count(avisos) : 0);
  return {
    total: Number(total),
    avisos: filas.map((f): AvisoStaff => ({
      id: f.id,
      titulo: f.titulo,
      texto: f.texto,
      fecha: f.createdAt.toISOString(),
      destino: { tipo: f.destinoTipo, id: f.destinoId, nombre: f.destinoNombre },
      incluirProfesores: f.incluirProfesores,
      autor: f.autor,
      destinatarios: Number(f.destinatarios),
      enviados: Number(f.enviados),
      leidos: Number(f.leidos),
    })),
  };
}

const columnasPadre = {
  id: avisos.id,
  titulo: avisos.titulo,
  texto: avisos.texto,
  createdAt: avisos.createdAt,
  leidoAt: avisosDestinatarios.leidoAt,
};
const aAvisoPadre = (f: {
  id: number;
  titulo: string;
  texto: string;
  createdAt: Date;
  leidoAt: Date | null;
}): AvisoPadre => ({
  id: f.id,
  titulo: f.titulo,
  texto: f.texto,
  fecha: f.createdAt.toISOString(),
  leido: f.leidoAt !== null,
});

/** A family's notices, newest first (the last 200). */
export async function listAvisosDeUsuario(db: DbOrTx, usuarioId: number): Promise<AvisoPadre[]> {
  const filas = await db
    .select(columnasPadre)
    .from(avisosDestinatarios)
    .innerJoin(avisos, eq(avisos.id, avisosDestinatarios.avisoId))
    .where(eq(avisosDestinatarios.usuarioId, usuarioId))
    .orderBy(desc(avisos.createdAt), desc(avisos.id))
    .limit(200);
  return filas.map(aAvisoPadre);
}

/** Marks the family's notice read (the first time counts); undefined when it is not theirs. */
export async function marcarAvisoLeido(db: DbOrTx, avisoId: number, usuarioId: number) {
  const [d] = await db
    .update(avisosDestinatarios)
    .set({ leidoAt: sql`coalesce(${avisosDestinatarios.leidoAt}, now())` })
    .where(and(eq(avisosDestinatarios.avisoId, avisoId), eq(avisosDestinatarios.usuarioId, usuarioId)))
    .returning({ id: avisosDestinatarios.id });
  if (!d) return undefined;
  const [f] = await db
    .select(columnasPadre)
    .from(avisosDestinatarios)
    .innerJoin(avisos, eq(avisos.id, avisosDestinatarios.avisoId))
    .where(eq(avisosDestinatarios.id, d.id));
  return f && aAvisoPadre(f);
}

/** One of a notice's messages was handed over (the outbox's `referencia` `aviso:<recipient id>`). */
export async function marcarEntregado(db: DbOrTx, destinatarioId: number): Promise<void> {
  await db
    .update(avisosDestinatarios)
    .set({ entregadoAt: sql`coalesce(${avisosDestinatarios.entregadoAt}, now())` })
    .where(eq(avisosDestinatarios.id, destinatarioId));
}
