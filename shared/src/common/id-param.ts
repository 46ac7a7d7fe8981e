import { z } from 'zod';

/** `:id` path parameter: a positive integer (anything else answers 400). */
export const idParamSchema = z.strictObject({
  id: z.coerce.number({ error: 'Identificador no válido' }).int().positive('Identificador no válido'),
});
