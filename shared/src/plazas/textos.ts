/** How a group's free places read, in the portal and on the public course pages (issue 26). */
export function textoPlazasLibres(libres: number): string {
  if (libres <= 0) return 'Lista de espera';
  return libres === 1 ? 'Queda 1 plaza' : `Quedan ${libres} plazas`;
}
