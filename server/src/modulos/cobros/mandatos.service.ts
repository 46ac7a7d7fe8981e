/**
 * SEPA mandates (DESIGN.md §9, decision 041): one per family account and IBAN. A registration or profile
 * with an IBAN opens a pending one (a new IBAN ends the old); the parent accepts it in the portal (the
 * text, a checkbox and their full name, kept with the account, IP and the text's hash), or the office
 * records one signed on paper. Used by a remittance it turns RCUR; 36 months unused, it lapses.
 */
import { createHash } from 'node:crypto';
import {
  ibanEnmascarado,
  mensajesCobros,
  mensajesError,
  textoMandato,
  type Mandato,
  type MandatoPadre,
} from '@escuela/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { conConflictoUnico } from '../../lib/postgres-errores';
import { findAjustesCobros } from './ajustes-cobros.repository';
import {
  activarMandato,
  findCuentaDePadre,
  findMandatoActual,
  insertMandato,
  terminarAbierto,
  updateTitular,
  type FilaMandato,
} from './mandatos.repository';
import { cambioDeCuenta, estadoMandato } from './reglas';

/** The contract's mandate: its state as of today (an active one past 36 months is `caducado`). */
export function aMandato(
  m: Pick<FilaMandato, 'referencia' | 'estado' | 'secuencia' | 'fechaFirma' | 'ultimoUso'>,
  hoy = hoyEscuela(),
): Mandato {
  return {
    referencia: m.referencia,
    estado: estadoMandato(m, hoy),
    secuencia: m.secuencia,
    fechaFirma: m.fechaFirma,
  };
}

/**
 * Called by every write of a family's account (registration, profile), in its transaction: a new IBAN
 * ends the open mandate and opens a pending one; the same IBAN keeps it (a new holder name is written on
 * it); no IBAN ends it.
 */
export async function renovarMandatoPorCuenta(
  tx: DbOrTx,
  padreId: number,
  iban: string | null,
  titular: string | null,
): Promise<void> {
  const actual = await findMandatoActual(tx, padreId);
  const abierto = actual && (actual.estado === 'pendiente' || actual.estado === 'activo') ? actual : null;
  const cambio = cambioDeCuenta(abierto, iban);
  if (cambio === 'igual' && titular && abierto!.titular !== titular)
    await updateTitular(tx, abierto!.id, titular);
  if (cambio === 'terminar' || cambio === 'nuevo') await terminarAbierto(tx, padreId, 'revocado');
  if (cambio === 'nuevo') {
    await insertMandato(tx, { padreId, iban: iban!, titular: titular ?? '', estado: 'pendiente' });
  }
}

const hash = (texto: string) => createHash('sha256').update(texto).digest('hex').slice(0, 32);

const acreedorListo = (a: { acreedorNombre: string; acreedorIdentificador: string }) =>
  Boolean(a.acreedorNombre && a.acreedorIdentificador);

/** GET /api/padres/mandato: the family's mandate, the text to sign and whether they can sign now. */
export async function mandatoDeFamilia(db: Db, usuarioId: number): Promise<MandatoPadre> {
  const cuenta = await findCuentaDePadre(db, { usuarioId });
  const ajustes = await findAjustesCobros(db);
  const vacio = { mandato: null, texto: null, titular: null, iban: null, puedeAceptar: false };
  if (!cuenta?.iban) return { ...vacio, aviso: mensajesCobros.mandatoSinIban };
  const actual = await findMandatoActual(db, cuenta.padreId);
  const mandato = actual ? aMandato(actual) : null;
  const titular = actual?.titular || cuenta.titular || `${cuenta.nombre} ${cuenta.apellidos ?? ''}`.trim();
  const iban = ibanEnmascarado(actual && mandato?.estado !== 'caducado' ? actual.iban : cuenta.iban);
  if (!acreedorListo(ajustes)) {
    return { ...vacio, mandato, titular, iban, aviso: mensajesCobros.mandatoSinAcreedor };
  }
  const texto = textoMandato({
    acreedorNombre: ajustes.acreedorNombre,
    acreedorIdentificador: ajustes.acreedorIdentificador,
    titular,
    iban,
    referencia: mandato && mandato.estado !== 'caducado' ? mandato.referencia : null,
  });
  return { mandato, texto, titular, iban, puedeAceptar: mandato?.estado !== 'activo', aviso: null };
}

/**
 * POST /api/padres/mandato/aceptar: signs the pending mandate (or, with none or an expired one, a new one
 * on the family's current account), recording the account, the name typed, the IP and the text's hash.
 */
export async function aceptarMandato(
  db: Db,
  usuarioId: number,
  nombreFirmante: string,
  ip: string,
): Promise<Mandato> {
  const ajustes = await findAjustesCobros(db);
  if (!acreedorListo(ajustes)) throw new AppError('conflict', mensajesCobros.mandatoSinAcreedor);
  const hoy = hoyEscuela();
  return conConflictoUnico(
    () =>
      db.transaction(async (tx) => {
        const cuenta = await findCuentaDePadre(tx, { usuarioId });
        if (!cuenta?.iban) throw new AppError('conflict', mensajesCobros.mandatoSinIban);
        let actual = await findMandatoActual(tx, cuenta.padreId);
        if (actual && aMandato(actual, hoy).estado === 'activo') {
          throw new AppError('conflict', mensajesCobros.mandatoYaActivo);
        }
        if (!actual || actual.estado !== 'pendiente') {
          await terminarAbierto(tx, cuenta.padreId, 'caducado');
          actual = await insertMandato(tx, {
            padreId: cuenta.padreId,
            iban: cuenta.iban,
            titular: cuenta.titular || `${cuenta.nombre} ${cuenta.apellidos ?? ''}`.trim(),
            estado: 'pendiente',
          });
        }
        const texto = textoMandato({
          acreedorNombre: ajustes.acreedorNombre,
          acreedorIdentificador: ajustes.acreedorIdentificador,
          titular: actual.titular,
          iban: ibanEnmascarado(actual.iban),
          referencia: actual.referencia,
        });
        const firmado = await activarMandato(tx, actual.id, {
          fechaFirma: hoy,
          aceptadoPorId: usuarioId,
          nombreFirmante,
          ip,
          versionTexto: hash(texto),
        });
        return aMandato(firmado, hoy);
      }),
    () => new AppError('conflict', mensajesCobros.mandatoYaActivo),
  );
}

/** POST /api/cobros/mandatos/papel: a mandate the family signed on paper, on its current account. */
export async function registrarMandatoPapel(
  db: Db,
  adminId: number,
  padreId: number,
  fechaFirma: string,
): Promise<Mandato> {
  const hoy = hoyEscuela();
  if (fechaFirma > hoy) {
    throw new AppError('bad_request', mensajesCobros.fechaFirmaFutura, { field: 'fechaFirma' });
  }
  return conConflictoUnico(
    () =>
      db.transaction(async (tx) => {
        const cuenta = await findCuentaDePadre(tx, { padreId });
        if (!cuenta) throw new AppError('not_found', mensajesError.noEncontrado);
        if (!cuenta.iban) {
          throw new AppError('bad_request', mensajesCobros.mandatoFamiliaSinIban, { field: 'padreId' });
        }
        const actual = await findMandatoActual(tx, padreId);
        if (actual && aMandato(actual, hoy).estado === 'activo') {
          throw new AppError('conflict', mensajesCobros.mandatoFamiliaActivo);
        }
        await terminarAbierto(tx, padreId, actual?.estado === 'activo' ? 'caducado' : 'revocado');
        const nuevo = await insertMandato(tx, {
          padreId,
          iban: cuenta.iban,
          titular: cuenta.titular || `${cuenta.nombre} ${cuenta.apellidos ?? ''}`.trim(),
          estado: 'activo',
          fechaFirma,
          papel: true,
          registradoPorId: adminId,
          versionTexto: 'papel',
        });
        return aMandato(nuevo, hoy);
      }),
    () => new AppError('conflict', mensajesCobros.mandatoFamiliaActivo),
  );
}
