import type { FastifyInstance } from 'fastify';
import { calendarioEndpoints, mensajesError, SOLO_ADMIN, type Rol } from '@escuela/shared';
import type { UsuarioActual } from '../../lib/usuario-actual';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { contentDisposition } from '../../lib/descarga';
import { route } from '../../lib/route';
import { existeColegio, findDuenoPorHash } from './calendario.repository';
import { enlaceDe, feedDe, regenerarEnlace, type ContextoCalendario } from './calendario.service';
import { hashToken, type DuenoCalendario } from './tokens';

/** A family's feed (their children's classes) or a teacher's (their groups'). */
const CON_FEED = ['tutor', 'profesor'] as const satisfies readonly Rol[];

const duenoDe = (u: UsuarioActual): DuenoCalendario => ({
  tipo: u.rol === 'tutor' ? 'familia' : 'profesor',
  usuarioId: u.id,
});

export function calendarioRoutes(app: FastifyInstance, { clave }: { clave: string }): void {
  const ctx: ContextoCalendario = { db: app.db, clave, appUrl: app.config.appUrl };
  const colegio = async (id: number): Promise<DuenoCalendario> => {
    if (!(await existeColegio(app.db, id))) throw new AppError('not_found', mensajesError.noEncontrado);
    return { tipo: 'colegio', colegioId: id };
  };

  route(app, calendarioEndpoints.enlace, CON_FEED, ({ usuario }) => enlaceDe(ctx, duenoDe(usuario)));
  route(app, calendarioEndpoints.regenerar, CON_FEED, async ({ usuario, req }) => {
    const e = await regenerarEnlace(ctx, duenoDe(usuario));
    req.log.info(
      { evento: 'calendario_regenerado', usuario: usuario.id },
      'Enlace del calendario regenerado',
    );
    return e;
  });
  route(app, calendarioEndpoints.enlaceColegio, SOLO_ADMIN, async ({ params }) =>
    enlaceDe(ctx, await colegio(params.id)),
  );
  route(app, calendarioEndpoints.regenerarColegio, SOLO_ADMIN, async ({ params, usuario, req }) => {
    const e = await regenerarEnlace(ctx, await colegio(params.id));
    req.log.info(
      { evento: 'calendario_regenerado', usuario: usuario.id, colegio: params.id },
      'Enlace del calendario de un colegio regenerado',
    );
    return e;
  });

  // Public: the token is the permission. A token no link has (or an old one) answers 404 like any path.
  route(app, calendarioEndpoints.feed, 'publico', async ({ params, reply }) => {
    const dueno = await findDuenoPorHash(app.db, hashToken(params.archivo.slice(0, -'.ics'.length)));
    const feed = dueno && (await feedDe(ctx, dueno, hoyEscuela()));
    if (!feed) throw new AppError('not_found', mensajesError.noEncontrado);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', contentDisposition('roboescuela.ics', 'inline'))
      .send(feed);
  });
}
