import { passwordSchema } from '@escuela/shared/cuentas/password';
import type { z } from 'zod';

/**
 * What the typed password still lacks, by the form's own shared schema (the staff dialogs' schema starts
 * with the spec's 6-character message, then the common policy), each message once.
 */
export function erroresPassword(
  password: string,
  schema: z.ZodType<unknown, string> = passwordSchema,
): string[] {
  if (!password) return [];
  const r = schema.safeParse(password);
  return r.success ? [] : [...new Set(r.error.issues.map((i) => i.message))];
}

/**
 * The live list under a password field. A form that shows it leaves the field's own error for a blank
 * field only (`error={password ? undefined : errors.password?.message}`), so no rule is said twice.
 */
export function ReglasPassword({
  id,
  password,
  schema,
}: {
  id: string;
  password: string;
  schema?: z.ZodType<unknown, string>;
}) {
  const errores = erroresPassword(password, schema);
  return (
    <ul id={id} aria-live="polite" className="space-y-1 text-sm font-medium text-destructive">
      {errores.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}
