/**
 * Sends the contact form. The zod schema (and zod itself) load only on submit, so the landing page
 * carries none of it: the form checks "all four filled" itself and the schema does the rest.
 */
import type { EnviarContactoInput } from '@escuela/shared/contacto/contacto.schemas';
import { api } from '@/lib/api';

export type CamposContacto = Required<Omit<EnviarContactoInput, 'web'>> & { web: string };

export type ErroresContacto = Partial<Record<keyof CamposContacto, string>>;

/** Field errors from the shared schema, or null when the data is valid. */
export async function validarContacto(datos: CamposContacto): Promise<ErroresContacto | null> {
  const { enviarContactoSchema } = await import('@escuela/shared/contacto/contacto.schemas');
  const res = enviarContactoSchema.safeParse(datos);
  if (res.success) return null;
  const errores: ErroresContacto = {};
  for (const issue of res.error.issues) {
    const campo = issue.path[0] as keyof CamposContacto;
    errores[campo] ??= issue.message;
  }
  return errores;
}

export async function enviarContacto(datos: CamposContacto) {
  const { contactoEndpoints } = await import('@escuela/shared/contacto/contacto.endpoints');
  return api(contactoEndpoints.enviar, { body: datos });
}
