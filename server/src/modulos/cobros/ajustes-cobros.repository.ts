import { eq } from 'drizzle-orm';
import type { AjustesCobros, GuardarAjustesCobros } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { ajustesCobros } from '../../db/schema/index';

const UNICA = 1;

const columnas = {
  acreedorNombre: ajustesCobros.acreedorNombre,
  acreedorIdentificador: ajustesCobros.acreedorIdentificador,
  acreedorIban: ajustesCobros.acreedorIban,
  acreedorBic: ajustesCobros.acreedorBic,
  matricula: ajustesCobros.matricula,
  descuentoHermanos: ajustesCobros.descuentoHermanos,
  descuentoAmpa: ajustesCobros.descuentoAmpa,
  diasPreaviso: ajustesCobros.diasPreaviso,
  versionSepa: ajustesCobros.versionSepa,
};

/** The settings before the first save: nothing billed on top of the fees, 14 days' notice, .08. */
export const AJUSTES_COBROS_INICIALES: AjustesCobros = {
  acreedorNombre: '',
  acreedorIdentificador: '',
  acreedorIban: '',
  acreedorBic: '',
  matricula: 0,
  descuentoHermanos: 0,
  descuentoAmpa: 0,
  diasPreaviso: 14,
  versionSepa: 'pain.008.001.08',
};

const aNumeros = (f: AjustesCobros): AjustesCobros => ({
  ...f,
  matricula: Number(f.matricula),
  descuentoHermanos: Number(f.descuentoHermanos),
  descuentoAmpa: Number(f.descuentoAmpa),
});

/** The billing settings (one row; the defaults until the first save). */
export async function findAjustesCobros(db: DbOrTx): Promise<AjustesCobros> {
  const [fila] = await db.select(columnas).from(ajustesCobros).where(eq(ajustesCobros.id, UNICA));
  return fila ? aNumeros(fila) : AJUSTES_COBROS_INICIALES;
}

export async function upsertAjustesCobros(db: DbOrTx, datos: GuardarAjustesCobros): Promise<AjustesCobros> {
  const [fila] = await db
    .insert(ajustesCobros)
    .values({ id: UNICA, ...datos })
    .onConflictDoUpdate({ target: ajustesCobros.id, set: datos })
    .returning(columnas);
  return aNumeros(fila!);
}
