import type { Rol } from '@escuela/shared';
import type { Db } from '../../db/client';
import { paso as usuarios } from './00-usuarios';
import { paso as gestion } from './10-gestion';
import { paso as usuariosBaja } from './15-usuarios-baja';
import { paso as padres } from './20-padres';
import { paso as alumnosDemo } from './30-alumnos';
import { paso as salvaguardaDemo } from './32-salvaguarda';
import { paso as sesionesDemo } from './35-sesiones';
import { paso as historial } from './40-historial';
import { paso as mensajes } from './50-mensajes';
import { paso as materiales } from './60-materiales';
import { paso as nominas } from './70-nominas';
import { paso as cobros } from './80-cobros';

export interface ContextoDemo {
  /** Ids by a readable key, e.g. `colegio:Colegio San Fernando`, for later steps. */
  ids: Record<string, number>;
  cuentas: { rol: Rol; email: string }[];
  password?: string;
}

export interface PasoDemo {
  nombre: string;
  run(db: Db, ctx: ContextoDemo): Promise<void>;
}

/** In order: each step may use what the earlier ones put in `ctx.ids`. */
export const pasos: PasoDemo[] = [
  usuarios,
  gestion,
  usuariosBaja,
  padres,
  alumnosDemo,
  salvaguardaDemo,
  sesionesDemo,
  historial,
  mensajes,
  materiales,
  nominas,
  cobros,
];
