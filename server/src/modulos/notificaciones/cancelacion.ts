/**
 * A session set to `cancelada` (issue 27): at once, in the same transaction as the change, every family
 * of the group (once, naming their children in it) and the group's teacher are told, by push or e-mail
 * (notificar.ts). A push about a class of that same day ignores quiet hours.
 */
import { unirNombres } from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import { hoyEscuela } from '../../lib/fecha-escuela';
import type { Buzon } from '../correo/bandeja';
import { findSesionCancelada, listFamiliasDelGrupo } from './cancelacion.repository';
import { formatoDiaEscuela } from './fechas';
import { mensajeDePlantilla } from './mensaje';
import { notificar, type Aviso } from './notificar';
import { textosDePlantillas } from './plantillas.repository';

export const MOTIVO_SIN_INDICAR = 'no se ha indicado';

export async function avisarCancelacion(
  db: DbOrTx,
  ctx: { correo: Buzon; appUrl: string },
  sesionId: number,
  ahora = new Date(),
): Promise<{ familias: number; profesor: boolean }> {
  const s = await findSesionCancelada(db, sesionId);
  if (!s) return { familias: 0, profesor: false };
  // A teacher on leave (leave date today or earlier) is no longer told; a group with none tells nobody.
  const profesorActivo =
    s.profesorEmail !== null && (s.profesorBaja === null || s.profesorBaja > hoyEscuela(ahora));
  const plantillas = await textosDePlantillas(db, ['cancelacion_familia', 'cancelacion_profesor']);
  const comunes = {
    fecha: formatoDiaEscuela(s.fecha),
    hora: s.fecha.slice(11, 16),
    grupo: s.grupo,
    colegio: s.colegio,
    motivo: s.motivo?.trim() || MOTIVO_SIN_INDICAR,
  };
  const familias = new Map<number, { email: string; hijos: string[] }>();
  for (const f of await listFamiliasDelGrupo(db, s.grupoId)) {
    const familia = familias.get(f.usuarioId) ?? { email: f.email, hijos: [] };
    familia.hijos.push(f.alumno);
    familias.set(f.usuarioId, familia);
  }
  const mensajes: Aviso[] = [...familias].map(([usuarioId, f]) => ({
    ...mensajeDePlantilla(f.email, plantillas.cancelacion_familia, {
      ...comunes,
      alumno: unirNombres(f.hijos),
      enlace: `${ctx.appUrl}/padres/dashboard?section=asistencias`,
    }),
    usuarioId,
  }));
  if (profesorActivo) {
    mensajes.push({
      ...mensajeDePlantilla(s.profesorEmail!, plantillas.cancelacion_profesor, {
        ...comunes,
        profesor: s.profesorNombre!,
        enlace: `${ctx.appUrl}/sesiones`,
      }),
      usuarioId: s.profesorUsuarioId,
    });
  }
  await notificar(db, ctx.correo, mensajes, { ahora, diaDeLaClase: s.fecha.slice(0, 10) });
  return { familias: familias.size, profesor: profesorActivo };
}
