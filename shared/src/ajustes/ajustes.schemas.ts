/** The school's settings (one row, admin only): a later feature adds its field here and in the screen. */
import { z } from 'zod';

export const mensajesAjustes = {
  exigirSegundoFactorAdmin: 'Indica si se exige el segundo factor a los administradores',
  exigirSinSegundoFactor:
    'Activa primero la verificación en dos pasos en tu cuenta; después podrás exigirla a los administradores',
  guardados: 'Ajustes guardados',
  mesesRetencionFamilias: 'Indica un número de meses entre 1 y 120',
  horasOfertaPlaza: 'Las horas para aceptar una plaza deben ser un número entre 1 y 720',
} as const;

export const ajustesSchema = z.object({
  /** 'Exigir segundo factor a administradores': an admin without one sets it up right after the password. */
  exigirSegundoFactorAdmin: z.boolean(),
  /** Months without an active child after which a family is listed for anonymisation (decision 046). */
  mesesRetencionFamilias: z.number(),
  /** How long a family has to accept a freed place (decision 047). */
  horasOfertaPlaza: z.number(),
});
export type Ajustes = z.infer<typeof ajustesSchema>;

/** PUT /api/ajustes: the whole set of settings. */
export const guardarAjustesSchema = z.strictObject({
  exigirSegundoFactorAdmin: z.boolean({ error: mensajesAjustes.exigirSegundoFactorAdmin }),
  /** Absent keeps the stored value. */
  mesesRetencionFamilias: z
    .number({ error: mensajesAjustes.mesesRetencionFamilias })
    .int(mensajesAjustes.mesesRetencionFamilias)
    .min(1, mensajesAjustes.mesesRetencionFamilias)
    .max(120, mensajesAjustes.mesesRetencionFamilias)
    .optional(),
  /** Left out, it stays as it was. */
  horasOfertaPlaza: z
    .number({ error: mensajesAjustes.horasOfertaPlaza })
    .int(mensajesAjustes.horasOfertaPlaza)
    .min(1, mensajesAjustes.horasOfertaPlaza)
    .max(720, mensajesAjustes.horasOfertaPlaza)
    .optional(),
});
export type GuardarAjustes = z.infer<typeof guardarAjustesSchema>;
