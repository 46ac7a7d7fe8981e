import type { FastifyInstance } from 'fastify';
import { fusionesEndpoints, inscripcionesEndpoints, SOLO_ADMIN, OFICINA } from '@escuela/shared';
import { route } from '../../lib/route';
import { contextoCorreo } from '../cuentas/cuentas.routes';
import { aprobarInscripcion, fusionarInscripcion, rechazarInscripcion } from './decisiones.service';
import { fusionarAlumnos, historialFusiones } from './fusiones.service';
import { inscripcionesDePadre } from './inscribir.service';
import { contarPendientes } from './inscripciones.repository';
import { listarInscripciones } from './inscripciones.service';

/**
 * "Inscripciones nuevas" (decision 040) and the family's view of its own requests. DESIGN.md §4: the
 * office (OFICINA) reads them, as the coordinador reads students; only the admin decides.
 */
export function inscripcionesRoutes(app: FastifyInstance): void {
  route(app, inscripcionesEndpoints.list, OFICINA, ({ query }) => listarInscripciones(app.db, query));
  route(app, inscripcionesEndpoints.pendientes, OFICINA, async () => ({
    total: await contarPendientes(app.db),
  }));
  route(app, inscripcionesEndpoints.aprobar, SOLO_ADMIN, async ({ params, usuario, req }) => {
    const r = await aprobarInscripcion(contextoCorreo(app, req), usuario.id, params.id);
    req.log.info({ evento: 'inscripcion_aprobada', usuario: usuario.id, inscripcion: params.id }, r.message);
    return r;
  });
  route(app, inscripcionesEndpoints.fusionar, SOLO_ADMIN, async ({ params, body, usuario, req }) => {
    const r = await fusionarInscripcion(contextoCorreo(app, req), usuario.id, params.id, body);
    req.log.info(
      { evento: 'inscripcion_fusionada', usuario: usuario.id, inscripcion: params.id, alumno: r.alumnoId },
      r.message,
    );
    return r;
  });
  route(app, inscripcionesEndpoints.rechazar, SOLO_ADMIN, async ({ params, body, usuario, req }) => {
    const r = await rechazarInscripcion(contextoCorreo(app, req), usuario.id, params.id, body);
    req.log.info({ evento: 'inscripcion_rechazada', usuario: usuario.id, inscripcion: params.id }, r.message);
    return r;
  });
  // The merge tool for students recorded twice: the admin merges, the office reads who merged what.
  route(app, fusionesEndpoints.fusionar, SOLO_ADMIN, async ({ params, body, usuario, req }) => {
    const r = await fusionarAlumnos(app.db, usuario.id, params.id, body);
    req.log.info(
      { evento: 'alumnos_fusionados', usuario: usuario.id, alumno: params.id, duplicado: body.duplicadoId },
      r.message,
    );
    return r;
  });
  route(app, fusionesEndpoints.historial, OFICINA, ({ params }) => historialFusiones(app.db, params.id));
  route(app, inscripcionesEndpoints.delPadre, ['tutor'], ({ usuario }) =>
    inscripcionesDePadre(app.db, usuario.id),
  );
}
