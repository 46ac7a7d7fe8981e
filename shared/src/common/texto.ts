/** Valid text (DESIGN.md §5): the one check lives in `campos.ts`; this name keeps the modules that use it short. */
import { mensajesCampo } from './errors';

export { sinNul, textoValido } from './campos';
export const MENSAJE_NUL = mensajesCampo.caracterNoPermitido;
