import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api';

/**
 * Puts the field errors of a 400 answer (`errors.{campo}._errors`) under their form fields. Nested keys
 * (`especializacion.0`) go to their top field; `renombrar` maps a server field to the form's (e.g. the
 * group's `horario` is edited as `dias`); with `campos`, keys the form does not have are skipped.
 */
export function ponerErroresDelServidor<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  err: unknown,
  opciones: { campos?: readonly string[]; renombrar?: Record<string, string> } = {},
): void {
  if (!(err instanceof ApiError) || !err.errors) return;
  for (const [clave, valor] of Object.entries(err.errors)) {
    const mensaje = valor?._errors[0];
    const raiz = clave.split('.')[0]!;
    const campo = opciones.renombrar?.[raiz] ?? raiz;
    if (!mensaje || (opciones.campos && !opciones.campos.includes(campo))) continue;
    form.setError(campo as Path<T>, { message: mensaje });
  }
}
