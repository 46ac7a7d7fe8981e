/**
 * Billing (issue 24, DESIGN.md §9, decision 041): the office's settings, receipts, remittances and paper
 * mandates (admin only), and a family's own receipts, PDFs and mandate (tutor; another family's → 404).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
// The shared list under this file's name, so that the route lines stay as they are this round.
import { cobrosEndpoints, mensajesError, portalCobrosEndpoints, SOLO_ADMIN } from '@escuela/shared';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/descarga';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { route } from '../../lib/route';
import { contextoCorreo } from '../cuentas/cuentas.routes';
import { padreIdDe } from '../padres/padres.service';
import { findAjustesCobros, upsertAjustesCobros } from './ajustes-cobros.repository';
import { generarRecibos } from './generacion.service';
import { aceptarMandato, mandatoDeFamilia, registrarMandatoPapel } from './mandatos.service';
import { pdfDeRecibo } from './recibo-pdf';
import {
  listarRecibos,
  marcarCobrado,
  obtenerRecibo,
  reciboParaPdf,
  recibosDeFamilia,
  registrarDevolucion,
} from './recibos.service';
import { crearRemesa, listarRemesas, xmlDeRemesa } from './remesas.service';
const TUTOR = ['tutor'] as const;

export function cobrosRoutes(app: FastifyInstance): void {
  route(app, cobrosEndpoints.ajustes, SOLO_ADMIN, () => findAjustesCobros(app.db));
  route(app, cobrosEndpoints.guardarAjustes, SOLO_ADMIN, async ({ body, usuario, req }) => {
    const ajustes = await upsertAjustesCobros(app.db, body);
    req.log.info({ evento: 'ajustes_cobros', usuario: usuario.id }, 'Ajustes de cobros guardados');
    return ajustes;
  });

  route(app, cobrosEndpoints.generar, SOLO_ADMIN, async ({ body, usuario, req }) => {
    const resultado = await generarRecibos(app.db, body.mes, usuario.id);
    const { creados, actualizados, sinCambios } = resultado;
    req.log.info(
      { evento: 'recibos_generados', usuario: usuario.id, mes: body.mes, creados, actualizados, sinCambios },
      'Recibos generados',
    );
    return resultado;
  });
  route(app, cobrosEndpoints.recibos, SOLO_ADMIN, ({ query }) => listarRecibos(app.db, query));
  route(app, cobrosEndpoints.recibo, SOLO_ADMIN, ({ params }) => obtenerRecibo(app.db, params.id));
  route(app, cobrosEndpoints.cobrado, SOLO_ADMIN, ({ params, body, usuario }) =>
    marcarCobrado(app.db, params.id, usuario.id, body),
  );
  route(app, cobrosEndpoints.devolucion, SOLO_ADMIN, ({ params, body, usuario }) =>
    registrarDevolucion(app.db, params.id, usuario.id, body),
  );

  /** The receipt's PDF: the office's any, a family's only its own. */
  const enviarPdf = async (id: number, padreId: number | undefined, reply: FastifyReply) => {
    const recibo = await reciboParaPdf(app.db, id, padreId);
    const pdf = await pdfDeRecibo(recibo, await findAjustesCobros(app.db), hoyEscuela());
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(`recibo-${recibo.referencia}.pdf`))
      .send(pdf);
  };
  route(app, cobrosEndpoints.reciboPdf, SOLO_ADMIN, ({ params, reply }) =>
    enviarPdf(params.id, undefined, reply),
  );

  route(
    app,
    cobrosEndpoints.crearRemesa,
    SOLO_ADMIN,
    async ({ body, usuario, req }) => {
      const remesa = await crearRemesa(contextoCorreo(app, req), usuario.id, body);
      req.log.info(
        { evento: 'remesa_creada', usuario: usuario.id, remesa: remesa.id, recibos: remesa.recibos },
        'Remesa creada',
      );
      return remesa;
    },
    { status: 201 },
  );
  route(app, cobrosEndpoints.remesas, SOLO_ADMIN, ({ query }) => listarRemesas(app.db, query));
  route(app, cobrosEndpoints.remesaXml, SOLO_ADMIN, async ({ params, reply }) => {
    const { xml, nombre } = await xmlDeRemesa(app.db, params.id);
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Content-Disposition', contentDisposition(nombre))
      .send(xml);
  });
  route(
    app,
    cobrosEndpoints.mandatoPapel,
    SOLO_ADMIN,
    ({ body, usuario }) => registrarMandatoPapel(app.db, usuario.id, body.padreId, body.fechaFirma),
    { status: 201 },
  );

  // The family's side.
  const padreDe = async (usuarioId: number) => {
    const padreId = await padreIdDe(app.db, usuarioId);
    if (padreId === null) throw new AppError('not_found', mensajesError.noEncontrado);
    return padreId;
  };
  route(app, portalCobrosEndpoints.recibos, TUTOR, async ({ usuario }) => {
    const padreId = await padreIdDe(app.db, usuario.id);
    return padreId === null ? [] : recibosDeFamilia(app.db, padreId);
  });
  route(app, portalCobrosEndpoints.reciboPdf, TUTOR, async ({ params, usuario, reply }) =>
    enviarPdf(params.id, await padreDe(usuario.id), reply),
  );
  route(app, portalCobrosEndpoints.mandato, TUTOR, ({ usuario }) => mandatoDeFamilia(app.db, usuario.id));
  route(app, portalCobrosEndpoints.aceptarMandato, TUTOR, ({ body, usuario, req }) =>
    aceptarMandato(app.db, usuario.id, body.nombreFirmante, req.ip),
  );
}
