/**
 * Billing through the API (issue 24): settings, a month's receipts (idempotent, emitted ones kept), states
 * and returns, a remittance (refusals, its pain.008 file parsed back, the pre-notification), the family's
 * receipts, PDF and mandate, and a family never reaching another's.
 */
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { cobrosEndpoints, gruposEndpoints, portalCobrosEndpoints, type Recibo } from '@escuela/shared';
import {
  AJUSTES_PRUEBA,
  familiaFacturada,
  grupoFacturado,
  guardarAjustesPrueba,
} from '../../../test/cobros-fixtures';
import { usarAppDePrueba } from '../../../test/app';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { fechaCobroMinima } from './reglas';

// Many argon2 logins (one per family) on PGlite would trip the overload guard's 503.
const { t, api, smtp } = usarAppDePrueba({ conCorreo: true, presion: { maxEventLoopDelay: 0 } });
let adminId: number;

beforeAll(async () => {
  adminId = (await api.usuario('admin')).id;
});

const admin = () => api.como('admin');

describe('billing settings', () => {
  it('starts with the defaults, refuses a wrong creditor identifier and saves valid ones', async () => {
    const inicial = await admin().llamar(cobrosEndpoints.ajustes);
    expect(inicial.status).toBe(200);
    expect(inicial.json).toMatchObject({ diasPreaviso: 14, versionSepa: 'pain.008.001.08', matricula: 0 });

    const mal = await admin().llamar(cobrosEndpoints.guardarAjustes, {
      body: {
        ...AJUSTES_PRUEBA,
        acreedorIdentificador: 'ES98000B12345678',
        acreedorIban: 'ES7921000813610123456780',
      },
    });
    expect(mal.status).toBe(400);
    expect(Object.keys(mal.error.errors ?? {})).toEqual(
      expect.arrayContaining(['acreedorIdentificador', 'acreedorIban']),
    );
    expect((await admin().llamar(cobrosEndpoints.ajustes)).json.acreedorIdentificador).toBe('');

    const bien = await admin().llamar(cobrosEndpoints.guardarAjustes, {
      body: { ...AJUSTES_PRUEBA, acreedorIdentificador: 'es97 000 b12345678', descuentoAmpa: 2.5 },
    });
    expect(bien.status).toBe(200);
    expect(bien.json).toMatchObject({ acreedorIdentificador: 'ES97000B12345678', descuentoAmpa: 2.5 });
  });

  it('is the admin’s only', async () => {
    expect((await api.como('coordinador').llamar(cobrosEndpoints.ajustes)).status).toBe(403);
    expect(
      (await api.como('tutor').llamar(cobrosEndpoints.guardarAjustes, { body: AJUSTES_PRUEBA })).status,
    ).toBe(403);
  });
});

describe('a month from receipts to remittance', () => {
  const MES = '2026-10';
  let conMandato: Awaited<ReturnType<typeof familiaFacturada>>;
  let sinMandato: Awaited<ReturnType<typeof familiaFacturada>>;
  const reciboDe = async (padreId: number, mes = MES): Promise<Recibo> => {
    const lista = await admin().llamar(cobrosEndpoints.recibos, { query: { mes } });
    const fila = lista.json.recibos.find((r) => r.padreId === padreId)!;
    return (await admin().llamar(cobrosEndpoints.recibo, { params: { id: fila.id } })).json;
  };

  beforeAll(async () => {
    await guardarAjustesPrueba(t.db);
    // 4 sessions, the first cancelled: 3 of 4 given.
    const { grupo } = await grupoFacturado(t.db, MES, 40, [6, 13, 20, 27], 1);
    conMandato = await familiaFacturada(t.db, grupo, {
      hijos: 2,
      nombre: 'Ñúñez',
      mandato: true,
      adminId,
    });
    sinMandato = await familiaFacturada(t.db, grupo, { nombre: 'Sin Mandato' });
  });

  it('generates one receipt per family, prorated, siblings discounted, and refuses a bad month', async () => {
    expect(
      (await admin().llamar(cobrosEndpoints.generar, { body: { mes: '2026-13' } })).error.errors,
    ).toHaveProperty('mes');
    const res = await admin().llamar(cobrosEndpoints.generar, { body: { mes: MES } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ creados: 2, actualizados: 0, sinCambios: 0, total: 30 + 27 + 30 });
    expect(res.json.errores).toBeUndefined();

    const recibo = await reciboDe(conMandato.padre.id);
    expect(recibo.estado).toBe('pendiente');
    expect(recibo.total).toBe(57);
    expect(recibo.lineas.map((l) => l.importe)).toEqual([30, 27]);
    expect(recibo.lineas[0]!.concepto).toMatch(/octubre 2026: 3 de 4 sesiones \(1 cancelada\)/);
    expect(recibo.lineas[1]!.concepto).toContain('−10 % hermano');
    expect(recibo.historial).toEqual([
      expect.objectContaining({ estado: 'pendiente', usuario: expect.any(String) }),
    ]);
  });

  it('is idempotent, and refused to other roles', async () => {
    const otra = await admin().llamar(cobrosEndpoints.generar, { body: { mes: MES } });
    expect(otra.json).toMatchObject({ creados: 0, actualizados: 0, sinCambios: 2 });
    expect((await api.como('profesor').llamar(cobrosEndpoints.generar, { body: { mes: MES } })).status).toBe(
      403,
    );
  });

  it('lists the month with totals per state and filters', async () => {
    const lista = await admin().llamar(cobrosEndpoints.recibos, { query: { mes: MES, search: 'ñúñez' } });
    expect(lista.json.recibos).toHaveLength(1);
    expect(lista.json.recibos[0]).toMatchObject({ familia: 'Ñúñez Apellido', total: 57 });
    expect(lista.json.recibos[0]!.alumnos).toHaveLength(2);
    const todos = await admin().llamar(cobrosEndpoints.recibos, { query: { mes: MES } });
    expect(todos.json.totales).toContainEqual({ estado: 'pendiente', recibos: 2, importe: 87 });
    const emitidos = await admin().llamar(cobrosEndpoints.recibos, {
      query: { mes: MES, estado: 'emitido' },
    });
    expect(emitidos.json.recibos).toHaveLength(0);
    expect(
      (await admin().llamar(cobrosEndpoints.recibos, { query: { mes: MES, estado: 'raro' as never } }))
        .status,
    ).toBe(400);
  });

  it('refuses a collection date inside the notice, naming the earliest one', async () => {
    const minima = fechaCobroMinima(hoyEscuela(), 14);
    const pronto = await admin().llamar(cobrosEndpoints.crearRemesa, {
      body: { mes: MES, fechaCobro: hoyEscuela() },
    });
    expect(pronto.status).toBe(400);
    expect(pronto.error.message).toContain(minima.split('-').reverse().join('/'));
    const nada = await admin().llamar(cobrosEndpoints.crearRemesa, {
      body: { mes: '2026-02', fechaCobro: minima },
    });
    expect(nada.status).toBe(400);
  });

  it('takes the families with a mandate, writes a valid pain.008 and sends the pre-notification', async () => {
    const fechaCobro = (await admin().llamar(cobrosEndpoints.remesas)).json.fechaCobroMinima;
    const res = await admin().llamar(cobrosEndpoints.crearRemesa, { body: { mes: MES, fechaCobro } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      recibos: 1,
      total: 57,
      sinMandato: [{ padreId: sinMandato.padre.id, nombre: 'Sin Mandato Apellido' }],
    });

    const recibo = await reciboDe(conMandato.padre.id);
    expect(recibo.estado).toBe('emitido');
    expect(recibo.mandato).toMatchObject({ estado: 'activo', secuencia: 'RCUR', fechaFirma: '2026-01-15' });
    expect((await reciboDe(sinMandato.padre.id)).estado).toBe('pendiente');

    const xml = await admin().llamar(cobrosEndpoints.remesaXml, { params: { id: res.json.id } });
    expect(xml.status).toBe(200);
    expect(String(xml.headers['content-type'])).toContain('application/xml');
    expect(String(xml.headers['content-disposition'])).toContain(`remesa-${MES}`);
    expect(xml.body).toMatch(/^[\x20-\x7E\n\r\t]*$/); // nothing outside the SEPA Latin set (no Ñ, ú)
    const doc = new XMLParser({ parseTagValue: false }).parse(xml.body);
    const raiz = doc.Document.CstmrDrctDbtInitn;
    expect(doc.Document).toBeDefined();
    expect(raiz.GrpHdr).toMatchObject({ NbOfTxs: '1', CtrlSum: '57.00' });
    const bloque = raiz.PmtInf;
    expect(bloque).toMatchObject({
      PmtTpInf: { SeqTp: 'FRST' },
      NbOfTxs: '1',
      CtrlSum: '57.00',
      ReqdColltnDt: fechaCobro,
    });
    const adeudo = bloque.DrctDbtTxInf;
    expect(adeudo.PmtId.EndToEndId).toBe(recibo.referencia);
    expect(adeudo.DrctDbtTx.MndtRltdInf).toMatchObject({
      MndtId: recibo.mandato!.referencia,
      DtOfSgntr: '2026-01-15',
    });
    expect(adeudo.Dbtr.Nm).toBe('Nunez');
    expect(adeudo.Dbtr.PstlAdr).toBeUndefined();
    expect(adeudo.RmtInf.Ustrd).toContain(recibo.referencia);

    await t.app.correo.vaciar();
    const correo = await smtp.esperar(conMandato.usuario.email);
    expect(correo.text).toContain('57,00');
    expect(correo.text).toContain(recibo.mandato!.referencia);
    expect(correo.text).toContain(fechaCobro.split('-').reverse().join('/'));
  });

  it('regenerating leaves the emitted receipt alone and reports a different amount', async () => {
    const { grupo } = await grupoFacturado(t.db, MES, 10, [8]);
    const { insertHijo } = await import('../../../test/fabricas');
    await insertHijo(t.db, conMandato.padre.id, grupo.id, 'Nueva');
    const res = await admin().llamar(cobrosEndpoints.generar, { body: { mes: MES } });
    expect(res.json).toMatchObject({ creados: 0, actualizados: 0, sinCambios: 2 });
    expect(res.json.errores).toEqual([expect.stringContaining('el cálculo actual da')]);
    expect((await reciboDe(conMandato.padre.id)).total).toBe(57);
  });

  it('marks paid, records a return whose fee goes on the next receipt, and refuses impossible changes', async () => {
    const emitido = await reciboDe(conMandato.padre.id);
    const pendiente = await reciboDe(sinMandato.padre.id);
    const noDevolvible = await admin().llamar(cobrosEndpoints.devolucion, {
      params: { id: pendiente.id },
      body: { motivo: 'AM04', gastos: 3 },
    });
    expect(noDevolvible.status).toBe(409);
    const motivoMal = await admin().llamar(cobrosEndpoints.devolucion, {
      params: { id: emitido.id },
      body: { motivo: 'XX99' as never, gastos: 3 },
    });
    expect(motivoMal.status).toBe(400);

    const cobrado = await admin().llamar(cobrosEndpoints.cobrado, {
      params: { id: pendiente.id },
      body: { metodo: 'transferencia' },
    });
    expect(cobrado.json).toMatchObject({ estado: 'cobrado', metodoCobro: 'transferencia' });
    expect(
      (
        await admin().llamar(cobrosEndpoints.cobrado, {
          params: { id: pendiente.id },
          body: { metodo: 'efectivo' },
        })
      ).status,
    ).toBe(409);

    const devuelto = await admin().llamar(cobrosEndpoints.devolucion, {
      params: { id: emitido.id },
      body: { motivo: 'am04', gastos: 3.5, representar: true },
    });
    expect(devuelto.status).toBe(200);
    expect(devuelto.json.estado).toBe('devuelto');
    expect(devuelto.json.devoluciones).toEqual([expect.objectContaining({ motivo: 'AM04', gastos: 3.5 })]);
    expect(devuelto.json.historial.map((h) => h.estado)).toEqual(['pendiente', 'emitido', 'devuelto']);

    await admin().llamar(cobrosEndpoints.generar, { body: { mes: '2026-11' } });
    const siguiente = await reciboDe(conMandato.padre.id, '2026-11');
    expect(siguiente.lineas).toContainEqual(expect.objectContaining({ importe: 3.5, alumnoId: null }));
    expect(
      (
        await api
          .como('tutor')
          .llamar(cobrosEndpoints.cobrado, { params: { id: pendiente.id }, body: { metodo: 'efectivo' } })
      ).status,
    ).toBe(403);
  });

  it('gives the family its receipts and PDFs, and never another family’s', async () => {
    const propios = await api.conCookie(conMandato.cookie).llamar(portalCobrosEndpoints.recibos);
    expect(propios.status).toBe(200);
    expect(propios.json.map((r) => r.mes).sort()).toEqual(['2026-10', '2026-11']);
    const suyo = propios.json.find((r) => r.mes === MES)!;
    expect(suyo.lineas).toHaveLength(2);

    const pdf = await api
      .conCookie(conMandato.cookie)
      .llamar(portalCobrosEndpoints.reciboPdf, { params: { id: suyo.id } });
    expect(pdf.status).toBe(200);
    expect(String(pdf.headers['content-type'])).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF')).toBe(true);

    const ajeno = await api
      .conCookie(sinMandato.cookie)
      .llamar(portalCobrosEndpoints.reciboPdf, { params: { id: suyo.id } });
    expect(ajeno.status).toBe(404);
    const otros = await api.conCookie(sinMandato.cookie).llamar(portalCobrosEndpoints.recibos);
    expect(otros.json.map((r) => r.id)).not.toContain(suyo.id);

    const oficina = await admin().llamar(cobrosEndpoints.reciboPdf, { params: { id: suyo.id } });
    expect(oficina.status).toBe(200);
  });
});

describe('a group’s monthly fee', () => {
  it('is set on create, kept by a PUT that leaves it out, and refused with three decimals', async () => {
    const { grupo, colegio } = await grupoFacturado(t.db, '2026-07');
    const base = {
      nombre: 'Cuota de prueba',
      nivelId: grupo.nivelId,
      duracion: 1,
      horario: '2@17:00',
      colegioId: colegio.id,
      profesorId: grupo.profesorId,
    };
    const creado = await admin().llamar(gruposEndpoints.create, { body: { ...base, cuotaMensual: 42.5 } });
    expect(creado.status).toBe(201);
    expect(creado.json.cuotaMensual).toBe(42.5);
    const editado = await admin().llamar(gruposEndpoints.update, {
      params: { id: creado.json.id },
      body: { ...base, nombre: 'Cuota renombrada' },
    });
    expect(editado.json).toMatchObject({ nombre: 'Cuota renombrada', cuotaMensual: 42.5 });
    const mal = await admin().llamar(gruposEndpoints.create, { body: { ...base, cuotaMensual: 1.234 } });
    expect(mal.status).toBe(400);
    expect(mal.error.errors).toHaveProperty('cuotaMensual');
  });
});

describe('the family’s mandate', () => {
  it('shows the text, is accepted with the signer’s name, and a new IBAN opens a pending one', async () => {
    await guardarAjustesPrueba(t.db);
    const { grupo } = await grupoFacturado(t.db, '2026-09');
    const familia = await familiaFacturada(t.db, grupo, { nombre: 'Firma' });
    const comoFamilia = api.conCookie(familia.cookie);

    const antes = await comoFamilia.llamar(portalCobrosEndpoints.mandato);
    expect(antes.json).toMatchObject({ mandato: null, puedeAceptar: true });
    expect(antes.json.texto).toContain(AJUSTES_PRUEBA.acreedorIdentificador);
    expect(antes.json.iban).toMatch(/1332$/);

    const corto = await comoFamilia.llamar(portalCobrosEndpoints.aceptarMandato, {
      body: { nombreFirmante: 'A' },
    });
    expect(corto.status).toBe(400);
    const firmado = await comoFamilia.llamar(portalCobrosEndpoints.aceptarMandato, {
      body: { nombreFirmante: 'Firma Apellido' },
    });
    expect(firmado.status).toBe(200);
    expect(firmado.json).toMatchObject({ estado: 'activo', secuencia: 'FRST', fechaFirma: hoyEscuela() });
    expect(firmado.json.referencia.length).toBeLessThanOrEqual(35);
    const otraVez = await comoFamilia.llamar(portalCobrosEndpoints.aceptarMandato, {
      body: { nombreFirmante: 'Firma Apellido' },
    });
    expect(otraVez.status).toBe(409);
    expect((await api.como('admin').llamar(portalCobrosEndpoints.mandato)).status).toBe(403);

    const { padresEndpoints } = await import('@escuela/shared');
    const perfil = (await comoFamilia.llamar(padresEndpoints.datos)).json;
    const guardado = await comoFamilia.llamar(padresEndpoints.guardarDatos, {
      body: { ...perfil, cuentaBancaria: 'ES7921000813610123456789' },
    });
    expect(guardado.status).toBe(200);
    const despues = await comoFamilia.llamar(portalCobrosEndpoints.mandato);
    expect(despues.json.mandato).toMatchObject({ estado: 'pendiente', secuencia: 'FRST', fechaFirma: null });
    expect(despues.json.mandato!.referencia).not.toBe(firmado.json.referencia);
  });

  it('lets the office record a paper mandate, and refuses a future date', async () => {
    const { grupo } = await grupoFacturado(t.db, '2026-08');
    const familia = await familiaFacturada(t.db, grupo, { nombre: 'Papel' });
    const futuro = await admin().llamar(cobrosEndpoints.mandatoPapel, {
      body: { padreId: familia.padre.id, fechaFirma: '2099-01-01' },
    });
    expect(futuro.status).toBe(400);
    const papel = await admin().llamar(cobrosEndpoints.mandatoPapel, {
      body: { padreId: familia.padre.id, fechaFirma: '2026-03-02' },
    });
    expect(papel.status).toBe(201);
    expect(papel.json).toMatchObject({ estado: 'activo', fechaFirma: '2026-03-02' });
    expect(
      (await api.conCookie(familia.cookie).llamar(portalCobrosEndpoints.mandato)).json.mandato?.referencia,
    ).toBe(papel.json.referencia);
  });
});
