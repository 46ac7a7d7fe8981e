import { z } from 'zod';
import { esEnmascarado } from './enmascarar';

/**
 * A DNI or IBAN field a staff form may send back masked (decision 045): the masked value passes as it
 * is (the server keeps the stored one), anything else goes through the field's own schema with its own
 * messages.
 */
export function admiteMascara<T extends z.ZodType<unknown, string | null | undefined>>(campo: T) {
  return z.custom<z.input<T>>().transform((v, ctx): z.output<T> | string => {
    if (esEnmascarado(v)) return v;
    const r = campo.safeParse(v);
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: v });
    }
    return z.NEVER;
  });
}
