import { passwordSchema } from '@escuela/shared/cuentas/password';

/** What the typed password still lacks, live under the field (spec §5's messages). */
export function erroresPassword(password: string): string[] {
  if (!password) return [];
  const r = passwordSchema.safeParse(password);
  return r.success ? [] : [...new Set(r.error.issues.map((i) => i.message))];
}

export function ReglasPassword({ id, password }: { id: string; password: string }) {
  const errores = erroresPassword(password);
  return (
    <ul id={id} aria-live="polite" className="space-y-1 text-sm font-medium text-destructive">
      {errores.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}
