import {
  mensajesAviso,
  paginacionDe,
  type AvisoStaff,
  type CrearAviso,
  type ListaAvisos,
} from '@escuela/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import type { ContextoCorreo } from '../cuentas/cuentas.service';
import { mensajeDePlantilla } from '../notificaciones/mensaje';
import { notificar } from '../notificaciones/notificar';
import { textosDePlantillas } from '../notificaciones/plantillas.repository';
import { elegirDestinatarios, type Destino } from './audiencia';
import {
  findNombreDestino,
  insertAviso,
  insertDestinatarios,
  listAvisos,
  listFamiliasCandidatas,
  listProfesoresCandidatos,
} from './avisos.repository';

/** The portal's notices section, where a family's link points. */
export const RUTA_AVISOS_PORTAL = '/padres/dashboard?section=avisos';

/**
 * POST /api/avisos: the notice, its recipients and one message each (push or e-mail, decision 038), in
 * one transaction. A destination with nobody in it is refused and nothing is saved.
 */
export async function enviarAviso(
  ctx: ContextoCorreo,
  datos: CrearAviso,
  autorId: number,
): Promise<AvisoStaff> {
  const destino: Destino = { tipo: datos.destino.tipo, id: datos.destino.id ?? null };
  const nombre = await findNombreDestino(ctx.db, destino);
  if (!nombre) throw new AppError('bad_request', mensajesAviso.destinoNoExiste, { field: 'destino.id' });
  const id = await ctx.db.transaction(async (tx) => {
    const familias = await listFamiliasCandidatas(tx, destino);
    const profesores = datos.incluirProfesores
      ? await listProfesoresCandidatos(tx, destino, hoyEscuela())
      : [];
    const destinatarios = elegirDestinatarios(destino, datos.incluirProfesores, familias, profesores);
    if (!destinatarios.some((d) => d.tipo === 'familia')) {
      throw new AppError('bad_request', mensajesAviso.sinDestinatarios, { field: 'destino' });
    }
    const aviso = await insertAviso(tx, {
      titulo: datos.titulo,
      texto: datos.texto,
      destinoTipo: destino.tipo,
      destinoId: destino.id,
      destinoNombre: nombre,
      incluirProfesores: datos.incluirProfesores,
      autorId,
    });
    const ids = await insertDestinatarios(tx, aviso.id, destinatarios);
    const { aviso: plantilla } = await textosDePlantillas(tx, ['aviso']);
    await notificar(
      tx,
      ctx.correo,
      destinatarios.map((d, i) => ({
        ...mensajeDePlantilla(d.email, plantilla, {
          titulo: datos.titulo,
          texto: datos.texto,
          enlace: `${ctx.appUrl}${d.tipo === 'familia' ? RUTA_AVISOS_PORTAL : '/dashboard'}`,
        }),
        usuarioId: d.usuarioId,
        referencia: `aviso:${ids[i]}`,
      })),
    );
    return aviso.id;
  });
  return (await listAvisos(ctx.db, 1, 1, id)).avisos[0]!;
}

export async function listarAvisos(db: Db, pagina: number, porPagina: number): Promise<ListaAvisos> {
  const { avisos, total } = await listAvisos(db, pagina, porPagina);
  return { avisos, paginacion: paginacionDe(total, pagina, porPagina) };
}
