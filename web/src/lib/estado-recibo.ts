import type { EstadoRecibo } from '@escuela/shared/cobros/cobros.schemas';

/** A receipt state's badge (office list and detail, parents' portal). */
export const VARIANTE_ESTADO_RECIBO: Record<
  EstadoRecibo,
  'secondary' | 'accent' | 'success' | 'destructive'
> = {
  pendiente: 'secondary',
  emitido: 'accent',
  cobrado: 'success',
  devuelto: 'destructive',
};
