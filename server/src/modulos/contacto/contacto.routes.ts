import type { FastifyInstance } from 'fastify';
import { contactoEndpoints } from '@escuela/shared/contacto/contacto.endpoints';
import { route } from '../../lib/route';
import { enviarMensajeContacto } from './contacto.service';

export function contactoRoutes(app: FastifyInstance): void {
  route(
    app,
    contactoEndpoints.enviar,
    'publico',
    async ({ body, req }) =>
      enviarMensajeContacto(
        {
          db: app.db,
          correo: app.correo.dePeticion(req),
          log: req.log,
          ip: req.ip,
          adminEmail: app.config.adminEmail,
          appUrl: app.config.appUrl,
        },
        body,
      ),
    { status: 201, bodyLimit: 64 * 1024 },
  );
}
