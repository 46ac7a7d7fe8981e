/**
 * Billing scenarios for API and matrix tests (issue 24): the creditor's settings, a billed group with the
 * month's sessions, and families with children in it.
 */
import { eq } from 'drizzle-orm';
import type { GuardarAjustesCobros } from '@escuela/shared';
import type { Db } from '../src/db/client';
import { grupos, padres, sesiones } from '../src/db/schema/index';
import { upsertAjustesCobros } from '../src/modulos/cobros/ajustes-cobros.repository';
import { registrarMandatoPapel } from '../src/modulos/cobros/mandatos.service';
import { crearFamilia, insertColegio, insertGrupo, insertHijo } from './fabricas';

export const AJUSTES_PRUEBA: GuardarAjustesCobros = {
  acreedorNombre: 'RoboEscuela Formación S.L.',
  acreedorIdentificador: 'ES97000B12345678',
  acreedorIban: 'ES7921000813610123456789',
  acreedorBic: 'CAIXESBBXXX',
  matricula: 0,
  descuentoHermanos: 10,
  descuentoAmpa: 0,
  diasPreaviso: 14,
  versionSepa: 'pain.008.001.08',
};

export const guardarAjustesPrueba = (db: Db, cambios: Partial<GuardarAjustesCobros> = {}) =>
  upsertAjustesCobros(db, { ...AJUSTES_PRUEBA, ...cambios });

/** A billed group (`cuota` €/month) with `dias` sessions in `mes` ('yyyy-MM'); `canceladas` of them cancelled. */
export async function grupoFacturado(
  db: Db,
  mes: string,
  cuota = 40,
  dias = [3, 10, 17, 24],
  canceladas = 0,
) {
  const colegio = await insertColegio(db);
  const grupo = await insertGrupo(db, colegio.id);
  await db.update(grupos).set({ cuotaMensual: cuota }).where(eq(grupos.id, grupo.id));
  await db.insert(sesiones).values(
    dias.map((d, i) => ({
      grupoId: grupo.id,
      fecha: `${mes}-${String(d).padStart(2, '0')} 16:00:00`,
      estado: i < canceladas ? ('cancelada' as const) : ('planificada' as const),
    })),
  );
  return { colegio, grupo };
}

/**
 * A signed-in family with `hijos` children in the group; `mandato: true` records a paper mandate on its
 * IBAN (signed on 2026-01-15, by `adminId`).
 */
export async function familiaFacturada(
  db: Db,
  grupo: { id: number; colegioId: number },
  { hijos = 1, nombre = 'Familia', mandato = false, adminId = 0, ampa = false } = {},
) {
  const familia = await crearFamilia(db, grupo.colegioId, nombre);
  if (ampa) await db.update(padres).set({ socioAmpa: true }).where(eq(padres.id, familia.padre.id));
  const alumnos = [];
  for (let i = 0; i < hijos; i++)
    alumnos.push(await insertHijo(db, familia.padre.id, grupo.id, `Hijo${i + 1}`));
  if (mandato) await registrarMandatoPapel(db, adminId, familia.padre.id, '2026-01-15');
  return { ...familia, alumnos };
}
