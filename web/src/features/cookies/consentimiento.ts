/** Spec §9: the browser keeps the visitor's acceptance as `cookiesAccepted = 'true'` in localStorage. */
const CLAVE_COOKIES = 'cookiesAccepted';

export function cookiesAceptadas(): boolean {
  try {
    return window.localStorage.getItem(CLAVE_COOKIES) === 'true';
  } catch {
    return false;
  }
}

export function aceptarCookies(): void {
  try {
    window.localStorage.setItem(CLAVE_COOKIES, 'true');
  } catch {
    // Storage can be blocked (private mode): the banner hides for this visit anyway.
  }
}
