import type { FastifyInstance } from 'fastify';
import { nominasEndpoints, XLSX, SOLO_ADMIN } from '@escuela/shared';
import { contentDisposition } from '../../lib/descarga';
import { route } from '../../lib/route';
import { exportarNominas } from './nominas.exportar';
import { calcularNominasMes, listarNominas, sesionesDeProfesor } from './nominas.service';

/** Payroll (spec §6: admin only). */
export function nominasRoutes(app: FastifyInstance): void {
  route(app, nominasEndpoints.list, SOLO_ADMIN, ({ query }) => listarNominas(app.db, query));
  route(app, nominasEndpoints.calcular, SOLO_ADMIN, ({ query }) => calcularNominasMes(app.db, query));
  route(app, nominasEndpoints.sesionesProfesor, SOLO_ADMIN, ({ query }) => sesionesDeProfesor(app.db, query));
  route(app, nominasEndpoints.exportar, SOLO_ADMIN, async ({ query, req, reply, usuario }) => {
    const { buffer, filas } = await exportarNominas(app.db, query);
    req.log.info(
      { evento: 'exportacion_nominas', usuario: usuario.id, filas, filtros: query },
      'Exportación de nóminas',
    );
    const nombre = `nominas-${query.mes}.xlsx`;
    return reply
      .header('Content-Type', XLSX)
      .header('Content-Disposition', contentDisposition(nombre))
      .send(buffer);
  });
}
