import { eq } from 'drizzle-orm';
import { recibos } from '../../src/db/schema/index';
import { generarRecibos } from '../../src/modulos/cobros/generacion.service';
import { crearRemesa } from '../../src/modulos/cobros/remesas.service';
import { contextoCorreo } from '../../src/modulos/cuentas/cuentas.routes';
import { fechaCobroMinima } from '../../src/modulos/cobros/reglas';
import { hoyEscuela } from '../../src/lib/fecha-escuela';
import { AJUSTES_PRUEBA, familiaFacturada, grupoFacturado, guardarAjustesPrueba } from '../cobros-fixtures';
import { soloRoles, type CrearFixtures, type FilaMatriz, type Fixtures } from './matriz';

const admin = (status: number) => soloRoles(['admin'], status);
const tutor = (status: number) => soloRoles(['tutor'], status);
const MES = '2026-05';

/**
 * A billed month with three families: one with a mandate (the remittance takes it), one whose receipt
 * is marked paid, one whose emitted receipt is returned; a fourth without a mandate for the paper one.
 * None is the matrix tutor's: their PDF answers 404 like a missing one.
 */
export const fixtures: CrearFixtures = async (t, logins) => {
  const adminId = logins.usuarios.admin!.id;
  await guardarAjustesPrueba(t.db);
  const { grupo } = await grupoFacturado(t.db, MES);
  const conMandato = await familiaFacturada(t.db, grupo, { mandato: true, adminId });
  const aCobrar = await familiaFacturada(t.db, grupo);
  const aDevolver = await familiaFacturada(t.db, grupo);
  const papel = await familiaFacturada(t.db, grupo);
  await generarRecibos(t.db, MES, adminId);
  const filas = await t.db
    .select({ id: recibos.id, padreId: recibos.padreId })
    .from(recibos)
    .where(eq(recibos.mes, MES));
  const de = (padreId: number) => filas.find((r) => r.padreId === padreId)!.id;
  await t.db
    .update(recibos)
    .set({ estado: 'emitido' })
    .where(eq(recibos.id, de(aDevolver.padre.id)));
  // A remittance to download (of another month, so the matrix's own POST still finds this one's receipts).
  const otroMes = '2026-04';
  const { grupo: otro } = await grupoFacturado(t.db, otroMes);
  await familiaFacturada(t.db, otro, { mandato: true, adminId });
  await generarRecibos(t.db, otroMes, adminId);
  const remesa = await crearRemesa(contextoCorreo(t.app), adminId, {
    mes: otroMes,
    fechaCobro: fechaCobroMinima(hoyEscuela(), AJUSTES_PRUEBA.diasPreaviso),
  });
  return {
    cobrosReciboMandato: de(conMandato.padre.id),
    cobrosReciboCobrar: de(aCobrar.padre.id),
    cobrosReciboDevolver: de(aDevolver.padre.id),
    cobrosPadrePapel: papel.padre.id,
    cobrosRemesaId: remesa.id,
  };
};

export const filas: FilaMatriz[] = [
  { method: 'GET', path: '/api/cobros/ajustes', esperado: admin(200) },
  { method: 'PUT', path: '/api/cobros/ajustes', body: AJUSTES_PRUEBA, esperado: admin(200) },
  { method: 'POST', path: '/api/cobros/recibos/generar', body: { mes: '2026-03' }, esperado: admin(200) },
  { method: 'GET', path: '/api/cobros/recibos', url: `/api/cobros/recibos?mes=${MES}`, esperado: admin(200) },
  {
    method: 'GET',
    path: '/api/cobros/recibos/:id',
    url: (f) => `/api/cobros/recibos/${f.cobrosReciboMandato}`,
    esperado: admin(200),
  },
  {
    method: 'GET',
    path: '/api/cobros/recibos/:id/pdf',
    url: (f) => `/api/cobros/recibos/${f.cobrosReciboMandato}/pdf`,
    esperado: admin(200),
  },
  {
    method: 'POST',
    path: '/api/cobros/recibos/:id/cobrado',
    url: (f) => `/api/cobros/recibos/${f.cobrosReciboCobrar}/cobrado`,
    body: { metodo: 'efectivo' },
    esperado: admin(200),
  },
  {
    method: 'POST',
    path: '/api/cobros/recibos/:id/devolucion',
    url: (f) => `/api/cobros/recibos/${f.cobrosReciboDevolver}/devolucion`,
    body: { motivo: 'MS02', gastos: 2 },
    esperado: admin(200),
  },
  {
    method: 'POST',
    path: '/api/cobros/remesas',
    body: () => ({ mes: MES, fechaCobro: fechaCobroMinima(hoyEscuela(), AJUSTES_PRUEBA.diasPreaviso) }),
    esperado: admin(201),
  },
  { method: 'GET', path: '/api/cobros/remesas', esperado: admin(200) },
  {
    method: 'GET',
    path: '/api/cobros/remesas/:id/xml',
    url: (f) => `/api/cobros/remesas/${f.cobrosRemesaId}/xml`,
    esperado: admin(200),
  },
  {
    method: 'POST',
    path: '/api/cobros/mandatos/papel',
    body: (f: Fixtures) => ({ padreId: f.cobrosPadrePapel, fechaFirma: '2026-02-01' }),
    esperado: admin(201),
  },

  { method: 'GET', path: '/api/padres/recibos', esperado: tutor(200) },
  {
    method: 'GET',
    path: '/api/padres/recibos/:id/pdf',
    url: (f) => `/api/padres/recibos/${f.cobrosReciboMandato}/pdf`,
    esperado: tutor(404),
  },
  { method: 'GET', path: '/api/padres/mandato', esperado: tutor(200) },
  // The matrix tutor has no bank account on file: nothing to sign.
  {
    method: 'POST',
    path: '/api/padres/mandato/aceptar',
    body: { nombreFirmante: 'Tutor De Prueba' },
    esperado: tutor(409),
  },
];
