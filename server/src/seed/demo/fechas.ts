/** The demo term: sessions are generated from eight weeks ago to eight weeks ahead (35-sesiones.ts). */
import { sumarDias } from '@escuela/shared';
import { hoyEscuela } from '../../lib/fecha-escuela';

/** The first day of the demo term, when the demo students were enrolled (unless said otherwise). */
export const inicioTrimestre = () => sumarDias(hoyEscuela(), -56);
/** The last day of the demo term. */
export const finTrimestre = () => sumarDias(hoyEscuela(), 56);
