import { z } from 'zod';
import { idTexto } from './campos';

/** `:id` path parameter: a positive 32-bit integer (anything else answers 404, see `route()`). */
export const idParamSchema = z.strictObject({ id: idTexto() });
