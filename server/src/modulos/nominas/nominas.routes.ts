import type { FastifyInstance } from 'fastify';
import { nominasEndpoints, XLSX } from '@escuela/shared';
import { contentDisposition } from '../../lib/descarga';
import { route } from '../../lib/route';
import { exportarNominas } from './nominas.exportar';
import { calcularNominasMes, listarNominas, sesionesDeProfesor } from './nominas.service';

const ADMIN = ['admin'] as const;

/** Payroll (spec §6: admin only). */
export function nominasRoutes(app: FastifyInstance): void {
  route(app, nominasEndpoints.list, ADMIN, ({ query }) => listarNominas(app.db, query));
  route(app, nominasEndpoints.calcular, ADMIN, ({ query }) => calcularNominasMes(app.db, query));
  route(app, nominasEndpoints.sesionesProfesor, ADMIN, ({ query }) => sesionesDeProfesor(app.db, query));
  route(app, nominasEndpoints.exportar, ADMIN, async ({ query, req, reply, usuario }) => {
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
