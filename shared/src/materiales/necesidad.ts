/**
 * Material need of one session (spec 02 §9, DESIGN.md §4): the group's student count divided by the
 * activity's student count, times the activity's quantity, rounded up. Quantities have one decimal
 * (numeric(10,1)), so the division is done on whole tenths: no floating-point surprise like
 * 0.1 × 3 = 0.30000000000000004 rounding up to 1 where 0.3 rounds to 1 anyway, or 6 ÷ 3 × 1.1 = 2.2000000000000006.
 */
export function necesidadMaterial(numAlumnos: number, alumnosActividad: number, cantidad: number): number {
  if (numAlumnos <= 0 || cantidad <= 0) return 0;
  const decimas = Math.round(cantidad * 10);
  const numerador = numAlumnos * decimas;
  const denominador = Math.max(1, Math.round(alumnosActividad)) * 10;
  return Math.floor((numerador + denominador - 1) / denominador);
}
