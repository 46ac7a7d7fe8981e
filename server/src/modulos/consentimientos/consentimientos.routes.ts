import type { FastifyInstance } from 'fastify';
import { consentimientosEndpoints, STAFF, OFICINA } from '@escuela/shared';
import { actorDe } from '../../lib/alcance';
import { route } from '../../lib/route';
import {
  consentimientosDeAlumno,
  consentimientosDelPadre,
  consentimientosPendientes,
  guardarConsentimiento,
  guardarSalvaguardaDeAlumno,
  guardarSalvaguardaDeHijo,
  salvaguardaDeAlumno,
  salvaguardaDeHijo,
  textosConsentimiento,
} from './consentimientos.service';
import { anotarLecturaAlumnos } from '../derechos/registro-accesos';

const TUTOR = ['tutor'] as const;

/**
 * Consents and safeguarding (decisions 043, 044): the texts are public; a parent reaches their own
 * children; the office reads and edits any student; a profesor reads the students of their groups.
 */
export function consentimientosRoutes(app: FastifyInstance): void {
  route(app, consentimientosEndpoints.textos, 'publico', async () => textosConsentimiento());
  route(app, consentimientosEndpoints.pendientes, OFICINA, () => consentimientosPendientes(app.db));
  // A staff read of a child's consents or safeguarding data is logged (decision 045), once it answered.
  route(app, consentimientosEndpoints.deAlumno, STAFF, async ({ params, usuario, alcance }) => {
    const consentimientos = await consentimientosDeAlumno(app.db, await alcance(), params.id);
    await anotarLecturaAlumnos(app.db, usuario, 'consentimientos', [params.id]);
    return consentimientos;
  });
  route(app, consentimientosEndpoints.delPadre, TUTOR, ({ usuario }) =>
    consentimientosDelPadre(app.db, usuario.id),
  );
  route(
    app,
    consentimientosEndpoints.guardar,
    TUTOR,
    ({ body, usuario, req }) => guardarConsentimiento(app.db, usuario.id, body, req.ip ?? null),
    { status: 201 },
  );
  route(app, consentimientosEndpoints.salvaguarda, STAFF, async ({ params, usuario, alcance }) => {
    const salvaguarda = await salvaguardaDeAlumno(app.db, await actorDe(usuario, alcance), params.id);
    await anotarLecturaAlumnos(app.db, usuario, 'salvaguarda', [params.id]);
    return salvaguarda;
  });
  route(app, consentimientosEndpoints.guardarSalvaguarda, OFICINA, ({ params, body, usuario }) =>
    guardarSalvaguardaDeAlumno(app.db, usuario.id, params.id, body),
  );
  route(app, consentimientosEndpoints.salvaguardaPadre, TUTOR, ({ params, usuario }) =>
    salvaguardaDeHijo(app.db, usuario.id, params.id),
  );
  route(app, consentimientosEndpoints.guardarSalvaguardaPadre, TUTOR, ({ params, body, usuario }) =>
    guardarSalvaguardaDeHijo(app.db, usuario.id, params.id, body),
  );
}
