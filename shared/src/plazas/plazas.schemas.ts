/**
 * Places, waiting lists, offers and a family's baja (DESIGN.md §11, issue 26, decision 047): the answers
 * and bodies of the office's waiting-list screen and of the portal's "Plazas" section.
 */
import { z } from 'zod';
import { fecha, id, textoRequerido } from '../common/campos';
import { referenciaSchema } from '../common/respuestas';

export const mensajesPlazas = {
  plazasMaximas: 'Las plazas máximas deben ser un número entre 1 y 500',
  plazasMinimas: 'Las plazas mínimas deben ser un número entre 0 y 500',
  minimasMayores: 'Las plazas mínimas no pueden superar las máximas',
  posicion: 'La posición no es válida',
  alumno: 'Elige el alumno',
  fecha: 'La fecha no es válida',
  entradaNoExiste: 'Esta entrada de la lista de espera ya no existe',
  sinPlazas: 'No hay plazas libres en el grupo: aumenta las plazas o espera a una baja',
  yaOfrecida: 'Ya se ha ofrecido la plaza a este alumno',
  ofertaNoViva: 'Esta oferta ya no está disponible',
  reordenada: 'Lista de espera actualizada',
  retirada: 'Alumno retirado de la lista de espera',
  ofrecida: 'Plaza ofrecida: la familia ha recibido un correo',
  // What the family reads.
  enEspera: (posicion: number) =>
    `El grupo está completo: tu hijo o hija está en la lista de espera (posición ${posicion}). Te avisaremos por correo si queda una plaza libre.`,
  aceptada: 'Plaza aceptada: tu hijo o hija ya está inscrito en el grupo.',
  aceptadaSinPlaza: (posicion: number) =>
    `Lo sentimos, otra familia ha ocupado la última plaza un momento antes. Seguís los primeros de la lista de espera (posición ${posicion}).`,
  rechazada: 'Has rechazado la plaza. La ofreceremos a la siguiente familia de la lista.',
  bajaSolicitada: (fecha: string) => `Baja solicitada: será efectiva el ${fecha}.`,
  bajaYaSolicitada: 'Ya hay una baja solicitada para este alumno',
  bajaSinGrupo: 'Este alumno no está inscrito en ningún grupo',
  asuntoOferta: 'Hay una plaza libre para tu hijo o hija · RoboEscuela',
  // The office moving a student into a full group (decision 052).
  yaEnEspera: 'El alumno ya está en la lista de espera de ese grupo',
  enEsperaOficina: (nombre: string, posicion: number) =>
    `El grupo está completo: ${nombre} sigue donde estaba y queda en su lista de espera (posición ${posicion}).`,
} as const;

export const ESTADOS_VIVOS_ESPERA = ['esperando', 'ofrecida'] as const;

/** GET /api/grupos/:id/lista-espera: the group's list in order (offers first, as they hold a place). */
export const entradaListaEsperaSchema = z.object({
  id: z.number(),
  alumnoId: z.number(),
  alumno: z.string(),
  familia: z.string().nullable(),
  posicion: z.number(),
  /** ISO instant the family (or the office) asked. */
  desde: z.string(),
  hermano: z.boolean(),
  ampa: z.boolean(),
  estado: z.enum(ESTADOS_VIVOS_ESPERA),
  /** ISO instant a live offer expires; null while waiting. */
  caduca: z.string().nullable(),
});
export type EntradaListaEspera = z.infer<typeof entradaListaEsperaSchema>;
export const listaEsperaSchema = z.array(entradaListaEsperaSchema);

/** PUT /api/lista-espera/:id: move the child to this place of the list (1 = first). */
export const moverEnListaSchema = z.strictObject({
  posicion: z
    .number({ error: mensajesPlazas.posicion })
    .int(mensajesPlazas.posicion)
    .min(1, mensajesPlazas.posicion)
    .max(10_000, mensajesPlazas.posicion),
});
export type MoverEnLista = z.infer<typeof moverEnListaSchema>;

/** GET /api/padres/ofertas: the family's live offers. */
export const ofertaPadreSchema = z.object({
  id: z.number(),
  grupo: referenciaSchema,
  alumno: referenciaSchema,
  /** ISO instant. */
  caduca: z.string(),
});
export type OfertaPadre = z.infer<typeof ofertaPadreSchema>;

/** GET /api/padres/lista-espera: where the family's children wait. */
export const esperaPadreSchema = z.object({
  id: z.number(),
  grupo: referenciaSchema,
  alumno: referenciaSchema,
  posicion: z.number(),
  estado: z.enum(ESTADOS_VIVOS_ESPERA),
});
export type EsperaPadre = z.infer<typeof esperaPadreSchema>;

/** The answer of an enrolment that may wait: `inscrito`, or `lista_espera` with the place in the list. */
export const estadoPlazaSchema = z.object({
  message: z.string(),
  estado: z.enum(['inscrito', 'lista_espera']),
  posicion: z.number().nullable(),
});
export type EstadoPlaza = z.infer<typeof estadoPlazaSchema>;

/** POST /api/padres/bajas: the child and the last day asked for; the answer says when it takes effect. */
export const solicitarBajaSchema = z.strictObject({
  alumnoId: id(mensajesPlazas.alumno),
  fecha: fecha(mensajesPlazas.fecha),
});
export type SolicitarBaja = z.infer<typeof solicitarBajaSchema>;
export const bajaSolicitadaSchema = z.object({ message: z.string(), fechaEfectiva: z.string() });

/** GET /api/cursos/:slug/plazas (public): per partner school, the course's groups and their free places. */
export const plazasCursoSchema = z.array(
  z.object({
    colegio: referenciaSchema,
    grupos: z.array(
      z.object({ id: z.number(), nombre: z.string(), horario: z.string(), plazasLibres: z.number() }),
    ),
  }),
);
export type PlazasCurso = z.infer<typeof plazasCursoSchema>;
export const cursoParamSchema = z.strictObject({ slug: z.string().max(40) });

// ---- Trial classes ----

export const mensajesPrueba = {
  grupo: 'Elige el grupo',
  sesion: 'Elige la sesión',
  nino: 'Elige a tu hijo o hija, o escribe sus datos',
  nombre: 'El nombre es obligatorio',
  apellidos: 'Los apellidos son obligatorios',
  sesionNoValida: 'Elige una de las próximas sesiones del grupo',
  sinPlazas: 'El grupo no tiene plazas libres para una clase de prueba',
  yaEnGrupo: 'Este alumno ya está en el grupo',
  yaHecha: 'Ya hay una clase de prueba de este alumno en este grupo',
  reservada: (fecha: string) =>
    `Clase de prueba reservada para el ${fecha}. Después te enviaremos un enlace para inscribirte, con la plaza reservada.`,
} as const;

/**
 * POST /api/padres/pruebas: one of the family's children (`alumnoId`) or a new child's details (`nino`),
 * and one of the group's next sessions.
 */
export const reservarPruebaSchema = z
  .strictObject({
    grupoId: id(mensajesPrueba.grupo),
    sesionId: id(mensajesPrueba.sesion),
    alumnoId: id(mensajesPrueba.nino).optional(),
    nino: z
      .strictObject({
        nombre: textoRequerido(mensajesPrueba.nombre, 100),
        apellidos: textoRequerido(mensajesPrueba.apellidos, 100),
        fechaNacimiento: fecha(mensajesPlazas.fecha),
      })
      .optional(),
  })
  .refine((b) => (b.alumnoId === undefined) !== (b.nino === undefined), {
    message: mensajesPrueba.nino,
    path: ['alumnoId'],
  });
export type ReservarPrueba = z.infer<typeof reservarPruebaSchema>;
export const pruebaReservadaSchema = z.object({ message: z.string(), id: z.number(), alumnoId: z.number() });

/** GET /api/sesiones/:id/pruebas: the trial pupils of a session (the teacher's attendance screen). */
export const pruebasSesionSchema = z.array(z.object({ id: z.number(), alumno: z.string() }));

/** GET /api/padres/grupos/:id/proximas: the group's next sessions a trial class can be booked on. */
export const sesionesProximasSchema = z.array(z.object({ id: z.number(), fecha: z.string() }));
