/**
 * zod's own messages in Spanish (DESIGN.md §5: every error a client reads is Spanish). A field's message
 * given in its schema (`{ error }`, `.min(1, mensaje)`: the project's texts in `errors.ts` and each
 * module's `mensajes*`) always wins over these; they answer only what no schema words itself, such as a
 * body of the wrong type (`null`, an array) or an unknown key. A global setting of zod, so it is called
 * once by the process that answers clients (buildApp), not on import.
 */
import { z } from 'zod';

export const mensajesZod = {
  claveDesconocida: (claves: string[]) =>
    `${claves.length === 1 ? 'Campo no admitido' : 'Campos no admitidos'}: ${claves.join(', ')}`,
} as const;

export function usarMensajesZodEnEspanol(): void {
  z.config({
    ...z.locales.es(),
    customError: (issue) =>
      issue.code === 'unrecognized_keys' ? mensajesZod.claveDesconocida(issue.keys) : undefined,
  });
}
