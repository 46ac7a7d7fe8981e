/**
 * THE place where analytics would start. None is configured today, so nothing runs; whatever is added
 * later must be started from here, and only once the visitor has accepted cookies.
 */
let iniciada = false;

export function iniciarAnalitica(): void {
  if (iniciada) return;
  iniciada = true;
  // Sin analítica configurada: no se carga ningún script ni se crea ninguna cookie.
}
