/**
 * Material need of one session (spec 02 §9, DESIGN.md §4): ceil(students ÷ activity.alumnos × cantidad).
 * Quantities have one decimal (numeric(10,1)), so the division is done on integers (tenths) and an
 * exact result is never pushed up by drift (5 ÷ 3 × 4.2 is 7, where floating point gives 7.000000000000001 → 8).
 */
export function necesidadMaterial(numAlumnos: number, alumnosActividad: number, cantidad: number): number {
  if (numAlumnos <= 0 || cantidad <= 0) return 0;
  const porActividad = Math.max(1, Math.trunc(alumnosActividad));
  const decimas = Math.round(cantidad * 10);
  const numerador = numAlumnos * decimas;
  const denominador = porActividad * 10;
  // Integer ceiling division: both sides are whole numbers here.
  return Math.floor((numerador + denominador - 1) / denominador);
}
