/**
 * Notices (avisos, issue 27): the office writes one to the families of a school, a group, a level or every
 * family, optionally also to the teachers concerned; families read them in the portal (decision 038).
 */
import { z } from 'zod';
import { id, paginacion, paginacionSchema, textoRequerido } from '../common/campos';

export const DESTINOS_AVISO = ['colegio', 'grupo', 'nivel', 'todos'] as const;
export type TipoDestino = (typeof DESTINOS_AVISO)[number];

export const destinoAvisoLabels: Record<TipoDestino, string> = {
  colegio: 'Un colegio',
  grupo: 'Un grupo',
  nivel: 'Un nivel',
  todos: 'Todas las familias',
};

export const mensajesAviso = {
  titulo: 'El título es requerido',
  tituloLargo: 'El título no puede superar 150 caracteres',
  texto: 'El texto es requerido',
  textoLargo: 'El texto no puede superar 5000 caracteres',
  destino: 'Elige a quién va el aviso',
  destinoId: 'Elige el colegio, el grupo o el nivel',
  destinoSinId: 'Un aviso a todas las familias no lleva colegio, grupo ni nivel',
  destinoNoExiste: 'El destino del aviso no existe',
  sinDestinatarios: 'Nadie recibiría este aviso: no hay familias con hijos de alta en ese destino',
  enviado: (n: number) => `Aviso enviado a ${n} ${n === 1 ? 'destinatario' : 'destinatarios'}`,
  errorCargar: 'Error al cargar los avisos',
  errorEnviar: 'No se pudo enviar el aviso',
} as const;

/** POST /api/avisos */
export const crearAvisoSchema = z.strictObject({
  titulo: textoRequerido(mensajesAviso.titulo, 150, mensajesAviso.tituloLargo),
  texto: textoRequerido(mensajesAviso.texto, 5000, mensajesAviso.textoLargo),
  destino: z
    .strictObject(
      {
        tipo: z.enum(DESTINOS_AVISO, { error: mensajesAviso.destino }),
        id: id(mensajesAviso.destinoId).nullish(),
      },
      { error: mensajesAviso.destino },
    )
    .superRefine((d, ctx) => {
      if (d.tipo === 'todos' && d.id != null) {
        ctx.addIssue({ code: 'custom', message: mensajesAviso.destinoSinId, path: ['id'] });
      }
      if (d.tipo !== 'todos' && d.id == null) {
        ctx.addIssue({ code: 'custom', message: mensajesAviso.destinoId, path: ['id'] });
      }
    }),
  incluirProfesores: z.boolean({ error: 'El valor no es válido' }).default(false),
});
export type CrearAviso = z.infer<typeof crearAvisoSchema>;
export type CrearAvisoInput = z.input<typeof crearAvisoSchema>;

export const listarAvisosQuery = z.strictObject(paginacion(20, 100));

const destinoSchema = z.object({
  tipo: z.enum(DESTINOS_AVISO),
  id: z.number().nullable(),
  /** What it was sent to, as written when it was sent ('Grupo Kids I Lunes (CEIP Cervantes)'). */
  nombre: z.string(),
});

export const avisoStaffSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  texto: z.string(),
  /** When it was sent (ISO). */
  fecha: z.string(),
  destino: destinoSchema,
  incluirProfesores: z.boolean(),
  autor: z.string().nullable(),
  /** People it went to (families and, if asked, teachers). */
  destinatarios: z.number(),
  /** Of those, how many got it: their e-mail or notification was handed over. */
  enviados: z.number(),
  /** Families that opened it in the portal. */
  leidos: z.number(),
});
export type AvisoStaff = z.infer<typeof avisoStaffSchema>;

export const listaAvisosSchema = z.object({
  avisos: z.array(avisoStaffSchema),
  paginacion: paginacionSchema,
});
export type ListaAvisos = z.infer<typeof listaAvisosSchema>;

/** GET /api/padres/avisos: a family's notices, newest first. */
export const avisoPadreSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  texto: z.string(),
  fecha: z.string(),
  leido: z.boolean(),
});
export type AvisoPadre = z.infer<typeof avisoPadreSchema>;
