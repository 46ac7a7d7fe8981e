import type { FastifyInstance } from 'fastify';
import { padresEndpoints } from '@escuela/shared';
import { route } from '../../lib/route';
import { contextoCorreo, limitarPorIp } from '../cuentas/cuentas.routes';
import {
  listActividadesDePadre,
  listAlumnosDePadre,
  listAsistenciasDePadre,
  listColegiosOpciones,
  listGruposDeColegio,
  listObservacionesDePadre,
  findPadreDeUsuario,
} from './padres.repository';
import { inscribirAlumno } from '../inscripciones/inscribir.service';
import { guardarPerfil, padreIdDe, perfilDe, registrarPadre } from './padres.service';

const TUTOR = ['tutor'] as const;

export function padresRoutes(app: FastifyInstance): void {
  route(
    app,
    padresEndpoints.registrar,
    'publico',
    async ({ body, req }) => {
      await limitarPorIp(app, 'registro', req.ip);
      const message = await registrarPadre(contextoCorreo(app, req), body);
      req.log.info({ evento: 'registro_padre' }, 'Registro de padre');
      return { message };
    },
    { status: 201, password: true },
  );

  route(app, padresEndpoints.colegios, 'publico', () => listColegiosOpciones(app.db));

  /** Runs a read scoped to the parent; a tutor account with no parent record has no data. */
  const delPadre =
    <T>(leer: (padreId: number) => Promise<T[]>) =>
    async ({ usuario }: { usuario: { id: number } }) => {
      const padreId = await padreIdDe(app.db, usuario.id);
      return padreId === null ? [] : leer(padreId);
    };

  route(
    app,
    padresEndpoints.alumnos,
    TUTOR,
    delPadre((id) => listAlumnosDePadre(app.db, id)),
  );
  route(
    app,
    padresEndpoints.asistencias,
    TUTOR,
    delPadre((id) => listAsistenciasDePadre(app.db, id)),
  );
  route(
    app,
    padresEndpoints.actividades,
    TUTOR,
    delPadre((id) => listActividadesDePadre(app.db, id)),
  );
  route(
    app,
    padresEndpoints.observaciones,
    TUTOR,
    delPadre((id) => listObservacionesDePadre(app.db, id)),
  );

  route(app, padresEndpoints.grupos, TUTOR, async ({ usuario }) => {
    const padre = await findPadreDeUsuario(app.db, usuario.id);
    return padre?.colegioId ? listGruposDeColegio(app.db, padre.colegioId) : [];
  });

  route(
    app,
    padresEndpoints.inscribir,
    TUTOR,
    async ({ body, usuario, req }) => {
      const r = await inscribirAlumno(app.db, usuario.id, body, req.ip ?? null);
      req.log.info(
        {
          evento: 'inscripcion',
          usuario: usuario.id,
          resultado: r.resultado,
          alumno: r.alumno?.id,
          inscripcion: r.inscripcion?.id,
        },
        'Inscripción de alumno',
      );
      return r;
    },
    { status: 201 },
  );

  route(app, padresEndpoints.datos, TUTOR, ({ usuario }) => perfilDe(app.db, usuario.id));
  route(app, padresEndpoints.guardarDatos, TUTOR, ({ body, usuario }) =>
    guardarPerfil(app.db, usuario.id, body),
  );
}
