import type { FastifyInstance } from 'fastify';
import { avisosEndpoints, mensajesError, OFICINA } from '@escuela/shared';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { contextoCorreo } from '../cuentas/cuentas.routes';
import { listAvisosDeUsuario, marcarAvisoLeido, marcarEntregado } from './avisos.repository';
import { enviarAviso, listarAvisos } from './avisos.service';

/** The office (OFICINA) writes notices; a profesor does not. */
export function avisosRoutes(app: FastifyInstance): void {
  // A notice's message handed over (mail server or push service) counts as delivered.
  app.correo.alEntregar(async (db, referencia) => {
    const id = /^aviso:(\d+)$/.exec(referencia)?.[1];
    if (id) await marcarEntregado(db, Number(id));
  });

  route(app, avisosEndpoints.list, OFICINA, ({ query }) => listarAvisos(app.db, query.page, query.limit));
  route(
    app,
    avisosEndpoints.create,
    OFICINA,
    async ({ body, usuario, req }) => {
      const aviso = await enviarAviso(contextoCorreo(app, req), body, usuario.id);
      req.log.info(
        { evento: 'aviso_enviado', usuario: usuario.id, aviso: aviso.id, destinatarios: aviso.destinatarios },
        'Aviso enviado',
      );
      return aviso;
    },
    { status: 201 },
  );
  route(app, avisosEndpoints.dePadre, ['tutor'], ({ usuario }) => listAvisosDeUsuario(app.db, usuario.id));
  route(app, avisosEndpoints.marcarLeido, ['tutor'], async ({ params, usuario }) => {
    const aviso = await marcarAvisoLeido(app.db, params.id, usuario.id);
    if (!aviso) throw new AppError('not_found', mensajesError.noEncontrado);
    return aviso;
  });
}
