import type { FastifyInstance, FastifyRequest } from 'fastify';
import { plazasEndpoints, SOLO_ADMIN, STAFF } from '@escuela/shared';
import { pruebasDeSesion, reservarPrueba, sesionesProximas } from './pruebas.service';
import { route } from '../../lib/route';
import { esperasDePadre, ofertasDePadre, plazasDeCurso, solicitarBaja } from './portal-plazas.service';
import {
  aceptarOferta,
  listaEsperaDeGrupo,
  moverEnLista,
  ofrecerPlaza,
  rechazarOferta,
  retirarDeLista,
  type Avisos,
} from './plazas.service';

const TUTOR = ['tutor'] as const;

/** The request's outbox (woken once it has answered) and the site's address, for offer e-mails. */
export const avisosDe = (app: FastifyInstance, req: FastifyRequest): Avisos => ({
  correo: app.correo.dePeticion(req),
  appUrl: app.config.appUrl,
});

/** Waiting lists (office) and offers, waiting places and bajas (family); decision 047. */
export function plazasRoutes(app: FastifyInstance): void {
  route(app, plazasEndpoints.listaEspera, SOLO_ADMIN, ({ params }) => listaEsperaDeGrupo(app.db, params.id));
  route(app, plazasEndpoints.mover, SOLO_ADMIN, ({ params, body, usuario }) =>
    moverEnLista(app.db, usuario.id, params.id, body.posicion),
  );
  route(app, plazasEndpoints.ofrecer, SOLO_ADMIN, ({ params, usuario, req }) =>
    ofrecerPlaza(app.db, avisosDe(app, req), usuario.id, params.id),
  );
  route(app, plazasEndpoints.retirar, SOLO_ADMIN, ({ params, usuario, req }) =>
    retirarDeLista(app.db, avisosDe(app, req), usuario.id, params.id),
  );

  route(app, plazasEndpoints.plazasCurso, 'publico', ({ params }) => plazasDeCurso(app.db, params.slug));

  route(app, plazasEndpoints.ofertas, TUTOR, ({ usuario }) => ofertasDePadre(app.db, usuario.id));
  route(app, plazasEndpoints.esperas, TUTOR, ({ usuario }) => esperasDePadre(app.db, usuario.id));
  route(app, plazasEndpoints.aceptar, TUTOR, ({ params, usuario }) =>
    aceptarOferta(app.db, usuario.id, params.id),
  );
  route(app, plazasEndpoints.rechazar, TUTOR, ({ params, usuario, req }) =>
    rechazarOferta(app.db, avisosDe(app, req), usuario.id, params.id),
  );
  route(
    app,
    plazasEndpoints.reservarPrueba,
    TUTOR,
    ({ body, usuario }) => reservarPrueba(app.db, usuario.id, body),
    {
      status: 201,
    },
  );
  route(app, plazasEndpoints.sesionesProximas, TUTOR, ({ params, usuario }) =>
    sesionesProximas(app.db, usuario.id, params.id),
  );
  route(app, plazasEndpoints.pruebasSesion, STAFF, async ({ params, alcance }) =>
    pruebasDeSesion(app.db, params.id, await alcance()),
  );
  route(
    app,
    plazasEndpoints.solicitarBaja,
    TUTOR,
    ({ body, usuario }) => solicitarBaja(app.db, usuario.id, body),
    {
      status: 201,
    },
  );
}
