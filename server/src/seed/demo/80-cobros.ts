/**
 * Billing's demo (issue 24): the school as SEPA creditor, a monthly fee on every demo group, a mandate on
 * every family with an IBAN (the demo tutor's left pending, to sign in the portal; the others signed on
 * paper), and last month's receipts in a remittance with one of them returned by the bank. Idempotent:
 * saved settings, set fees, existing mandates and an already billed month are kept.
 */
import { plegar } from '@escuela/shared/common/texto-es';
import { sumarDias } from '@escuela/shared';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ajustesCobros, alumnos, grupos, padres, recibos } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import type { Correo } from '../../lib/mailer';
import { findAjustesCobros, upsertAjustesCobros } from '../../modulos/cobros/ajustes-cobros.repository';
import { generarRecibos } from '../../modulos/cobros/generacion.service';
import { findMandatoActual } from '../../modulos/cobros/mandatos.repository';
import { registrarMandatoPapel, renovarMandatoPorCuenta } from '../../modulos/cobros/mandatos.service';
import { registrarDevolucion } from '../../modulos/cobros/recibos.service';
import { fechaCobroMinima } from '../../modulos/cobros/reglas';
import { crearRemesa } from '../../modulos/cobros/remesas.service';
import { insertCorreos } from '../../modulos/correo/correo.repository';
import { findUsuarioByEmail } from '../../modulos/usuarios/usuarios.repository';
import { crearUsuario } from '../../modulos/usuarios/usuarios.service';
import { CUENTAS_DEMO, DEMO_PASSWORD } from './cuentas';
import type { PasoDemo } from './index';

/** 'yyyy-MM' of the month before `hoy`. */
function mesAnterior(hoy: string): string {
  const [y, m] = hoy.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Three more families (valid Spanish IBANs), given demo students in groups who have none. */
const FAMILIAS = [
  { nombre: 'Elena', apellidos: 'García Ruiz', iban: 'ES1221000418461234567890', hijos: 2, socioAmpa: false },
  { nombre: 'Raúl', apellidos: 'Martín Soto', iban: 'ES8700490001511234569001', hijos: 1, socioAmpa: true },
  { nombre: 'Sofía', apellidos: 'López Peña', iban: 'ES2701820002811234570112', hijos: 1, socioAmpa: false },
];

async function familiasConDomiciliacion(db: Db): Promise<void> {
  for (const f of FAMILIAS) {
    const email = `${plegar(f.nombre).replace(/[^a-z]/g, '')}.familia@demo.roboescuela.es`;
    if (await findUsuarioByEmail(db, email)) continue;
    const huerfanos = await db
      .select({ id: alumnos.id, colegioId: grupos.colegioId })
      .from(alumnos)
      .innerJoin(grupos, eq(grupos.id, alumnos.grupoId))
      .where(isNull(alumnos.padreId))
      .orderBy(asc(alumnos.id))
      .limit(f.hijos);
    if (huerfanos.length === 0) return;
    const usuario = await crearUsuario(db, {
      nombre: f.nombre,
      email,
      rol: 'tutor',
      password: DEMO_PASSWORD,
      emailVerificado: true,
    });
    const [padre] = await db
      .insert(padres)
      .values({
        usuarioId: usuario.id,
        nombre: f.nombre,
        apellidos: f.apellidos,
        direccion: 'Calle de Toledo 12, 28005 Madrid',
        dni: '12345678Z',
        telefono1: '611222333',
        cuentaBancaria: f.iban,
        titularCuenta: `${f.nombre} ${f.apellidos}`,
        socioAmpa: f.socioAmpa,
        colegioId: huerfanos[0]!.colegioId,
      })
      .returning({ id: padres.id });
    await db
      .update(alumnos)
      .set({ padreId: padre!.id })
      .where(
        inArray(
          alumnos.id,
          huerfanos.map((h) => h.id),
        ),
      );
  }
}

export const paso: PasoDemo = {
  nombre: 'Cobros: acreedor, cuotas, mandatos y la remesa del mes pasado',
  async run(db, ctx) {
    const [guardados] = await db.select({ id: ajustesCobros.id }).from(ajustesCobros);
    if (!guardados) {
      await upsertAjustesCobros(db, {
        acreedorNombre: 'RoboEscuela Formación S.L.',
        acreedorIdentificador: 'ES97000B12345678',
        acreedorIban: 'ES7921000813610123456789',
        acreedorBic: 'CAIXESBBXXX',
        matricula: 20,
        descuentoHermanos: 10,
        descuentoAmpa: 3,
        diasPreaviso: 14,
        versionSepa: 'pain.008.001.08',
      });
    }
    await db
      .update(grupos)
      // 35, 40 or 45 € a month.
      .set({ cuotaMensual: sql`35 + (${grupos.id} % 3) * 5` })
      .where(eq(grupos.cuotaMensual, 0));

    await familiasConDomiciliacion(db);
    const adminId = ctx.ids[`usuario:${CUENTAS_DEMO.admin.email}`];
    const tutor = ctx.ids[`padre:${CUENTAS_DEMO.tutor.email}`];
    const familias = await db
      .select({ id: padres.id, iban: padres.cuentaBancaria, titular: padres.titularCuenta })
      .from(padres)
      .where(and(isNotNull(padres.cuentaBancaria), sql`${padres.cuentaBancaria} <> ''`));
    const hoy = hoyEscuela();
    for (const f of familias) {
      if (await findMandatoActual(db, f.id)) continue;
      if (f.id === tutor || !adminId) await renovarMandatoPorCuenta(db, f.id, f.iban, f.titular);
      else await registrarMandatoPapel(db, adminId, f.id, sumarDias(hoy, -90));
    }

    const mes = mesAnterior(hoy);
    const [facturado] = await db
      .select({ id: recibos.id })
      .from(recibos)
      .where(eq(recibos.mes, mes))
      .limit(1);
    if (facturado || !adminId) return;
    await generarRecibos(db, mes, adminId);
    const ajustes = await findAjustesCobros(db);
    // The demo's notices stay in the outbox as local copies: demo addresses receive nothing.
    const correo = {
      encolar: (tx: DbOrTx, c: Correo | readonly Correo[]) =>
        insertCorreos(
          tx,
          [c].flat().map((x) => ({ ...x, canal: 'email' as const, estado: 'local' as const })),
        ),
      despertar: () => undefined,
    };
    const remesa = await crearRemesa({ db, correo }, adminId, {
      mes,
      fechaCobro: fechaCobroMinima(hoy, ajustes.diasPreaviso),
    }).catch((err: unknown) => {
      // No family of the month has a usable mandate: nothing to remit.
      if (err instanceof AppError && err.code === 'bad_request') return null;
      throw err;
    });
    if (!remesa) return;
    const [devuelto] = await db
      .select({ id: recibos.id })
      .from(recibos)
      .where(and(eq(recibos.mes, mes), eq(recibos.estado, 'emitido')))
      .orderBy(recibos.id)
      .limit(1);
    if (devuelto) {
      await registrarDevolucion(db, devuelto.id, adminId, { motivo: 'AM04', gastos: 2.5, representar: true });
    }
  },
};
