/** The contact form's texts and limits, kept apart from the schema so the landing page loads no zod. */
/** Spec §5, §8 and DESIGN.md §4: the contact form's texts, once. */
export const textosContacto = {
  incompletoTitulo: 'Formulario incompleto',
  incompleto: 'Por favor completa todos los campos del formulario.',
  emailInvalido: 'Formato de email no válido',
  enviadoTitulo: 'Mensaje enviado',
  enviado: 'Hemos recibido tu mensaje. Te responderemos lo antes posible.',
  duplicadoTitulo: 'Mensaje recibido',
  duplicado: 'Tu mensaje ya está registrado en nuestro sistema. Te responderemos lo antes posible.',
  /** The client recognises the duplicate by this fragment of the server's message (spec §8). */
  marcaDuplicado: 'registrado en nuestro sistema',
  errorTitulo: 'Error al enviar',
  errorPorDefecto: 'Ha ocurrido un error al enviar tu mensaje. Por favor intenta nuevamente más tarde.',
} as const;

export const LIMITES_CONTACTO = { nombre: 100, email: 254, asunto: 150, mensaje: 5000 } as const;
