/** Dates as messages write them: a stored school time '2026-11-25 16:00:00' → '25/11/2026'. */
export const formatoDiaEscuela = (fecha: string) =>
  `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;
