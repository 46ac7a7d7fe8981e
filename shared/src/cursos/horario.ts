/** Opening hours shown on the site and in the catalogue (spec §1). */
export const HORARIO_ATENCION = {
  dias: 'Lunes a Viernes',
  horas: '9:00-18:00',
  finDeSemana: 'Fines de semana: cerrado',
} as const;
