/** The keyboard's first stop in the staff area and the parents' portal: past the menus to `#contenido`. */
export function SaltarAlContenido() {
  return (
    <a
      href="#contenido"
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
    >
      Saltar al contenido
    </a>
  );
}
