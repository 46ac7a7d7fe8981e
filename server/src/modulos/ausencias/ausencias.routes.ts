import type { FastifyInstance } from 'fastify';
import { ausenciasEndpoints, mensajesError, SOLO_ADMIN, STAFF } from '@escuela/shared';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { route } from '../../lib/route';
import {
  listAusenciasDeSesiones,
  listClasesProximas,
  listColegiosFaltas,
  updateColegioFaltas,
} from './ausencias.repository';
import { DIAS_PROXIMOS, registrarAusencia } from './ausencias.service';

export function ausenciasRoutes(app: FastifyInstance): void {
  route(
    app,
    ausenciasEndpoints.registrar,
    ['tutor'],
    async ({ body, usuario, req }) => {
      const a = await registrarAusencia(app.db, usuario.id, body);
      req.log.info({ evento: 'ausencia_avisada', usuario: usuario.id, sesion: a.sesionId }, 'Falta avisada');
      return a;
    },
    { status: 201 },
  );
  route(app, ausenciasEndpoints.proximas, ['tutor'], ({ usuario }) =>
    listClasesProximas(app.db, usuario.id, hoyEscuela(), DIAS_PROXIMOS),
  );
  route(app, ausenciasEndpoints.deSesiones, STAFF, async ({ query, alcance }) =>
    listAusenciasDeSesiones(app.db, query.sesiones, await alcance()),
  );
  route(app, ausenciasEndpoints.colegios, SOLO_ADMIN, () => listColegiosFaltas(app.db));
  route(app, ausenciasEndpoints.guardarColegio, SOLO_ADMIN, async ({ params, body, usuario, req }) => {
    const c = await updateColegioFaltas(app.db, params.id, body.avisarFaltas);
    if (!c) throw new AppError('not_found', mensajesError.noEncontrado);
    req.log.info(
      { evento: 'colegio_avisar_faltas', usuario: usuario.id, colegio: c.id, avisarFaltas: c.avisarFaltas },
      'Aviso de faltas sin aviso cambiado',
    );
    return c;
  });
}
