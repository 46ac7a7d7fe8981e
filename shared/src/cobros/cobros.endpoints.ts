import { endpoint, respuesta } from '../common/endpoint';
import { idParamSchema } from '../common/id-param';
import {
  aceptarMandatoSchema,
  ajustesCobrosSchema,
  cobradoSchema,
  crearRemesaSchema,
  devolucionSchema,
  generarRecibosSchema,
  guardarAjustesCobrosSchema,
  listaRecibosSchema,
  listaRemesasSchema,
  listarRecibosQuery,
  listarRemesasQuery,
  mandatoPadreSchema,
  mandatoPapelSchema,
  mandatoSchema,
  reciboPadreSchema,
  reciboSchema,
  remesaCreadaSchema,
  resultadoGeneracionSchema,
} from './cobros.schemas';

/** The office's billing (admin only). */
export const cobrosEndpoints = {
  ajustes: endpoint({ method: 'GET', path: '/api/cobros/ajustes', response: ajustesCobrosSchema }),
  guardarAjustes: endpoint({
    method: 'PUT',
    path: '/api/cobros/ajustes',
    body: guardarAjustesCobrosSchema,
    response: ajustesCobrosSchema,
  }),
  generar: endpoint({
    method: 'POST',
    path: '/api/cobros/recibos/generar',
    body: generarRecibosSchema,
    response: resultadoGeneracionSchema,
  }),
  recibos: endpoint({
    method: 'GET',
    path: '/api/cobros/recibos',
    query: listarRecibosQuery,
    response: listaRecibosSchema,
  }),
  recibo: endpoint({
    method: 'GET',
    path: '/api/cobros/recibos/:id',
    params: idParamSchema,
    response: reciboSchema,
  }),
  /** The receipt as a PDF file. */
  reciboPdf: endpoint({
    method: 'GET',
    path: '/api/cobros/recibos/:id/pdf',
    params: idParamSchema,
    response: respuesta('application/pdf'),
  }),
  cobrado: endpoint({
    method: 'POST',
    path: '/api/cobros/recibos/:id/cobrado',
    params: idParamSchema,
    body: cobradoSchema,
    response: reciboSchema,
  }),
  devolucion: endpoint({
    method: 'POST',
    path: '/api/cobros/recibos/:id/devolucion',
    params: idParamSchema,
    body: devolucionSchema,
    response: reciboSchema,
  }),
  crearRemesa: endpoint({
    method: 'POST',
    path: '/api/cobros/remesas',
    body: crearRemesaSchema,
    response: remesaCreadaSchema,
  }),
  remesas: endpoint({
    method: 'GET',
    path: '/api/cobros/remesas',
    query: listarRemesasQuery,
    response: listaRemesasSchema,
  }),
  /** The remittance's pain.008 file. */
  remesaXml: endpoint({
    method: 'GET',
    path: '/api/cobros/remesas/:id/xml',
    params: idParamSchema,
    response: respuesta('application/xml'),
  }),
  /** A mandate the family signed on paper, recorded by the office. */
  mandatoPapel: endpoint({
    method: 'POST',
    path: '/api/cobros/mandatos/papel',
    body: mandatoPapelSchema,
    response: mandatoSchema,
  }),
};

/** The family's own receipts and mandate (parents' portal). */
export const portalCobrosEndpoints = {
  recibos: endpoint({
    method: 'GET',
    path: '/api/padres/recibos',
    response: reciboPadreSchema.array(),
  }),
  reciboPdf: endpoint({
    method: 'GET',
    path: '/api/padres/recibos/:id/pdf',
    params: idParamSchema,
    response: respuesta('application/pdf'),
  }),
  mandato: endpoint({ method: 'GET', path: '/api/padres/mandato', response: mandatoPadreSchema }),
  aceptarMandato: endpoint({
    method: 'POST',
    path: '/api/padres/mandato/aceptar',
    body: aceptarMandatoSchema,
    response: mandatoSchema,
  }),
};
