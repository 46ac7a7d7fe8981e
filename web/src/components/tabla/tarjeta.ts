/**
 * The classes that turn `DataTable` into cards where its container is narrower than 42rem (`@max-2xl`:
 * a phone, a dialog) and keep its actions column on screen where it is wider (decision 037). One table
 * in the DOM for both: the elements keep explicit table roles, so screen readers and tests still see
 * rows and cells when CSS lays them out as blocks; the header row stays for screen readers only, and a
 * card line's label is the cell's `data-etiqueta` shown by CSS (never text of the cell at other widths).
 * (Whole class names, never built from pieces: Tailwind finds them in this file's text.)
 */
export const TARJETA = {
  tabla: '@max-2xl:block',
  cabecera: '@max-2xl:sr-only',
  cuerpo: '@max-2xl:block',
  /** A row: title and actions on the first line, then one line per column. */
  fila: '@max-2xl:grid @max-2xl:grid-cols-[minmax(0,1fr)_auto] @max-2xl:items-center @max-2xl:gap-x-2 @max-2xl:gap-y-1 @max-2xl:px-3 @max-2xl:py-2',
  /** The same when the first column is a leading checkbox (selection). */
  filaConMarca:
    '@max-2xl:grid @max-2xl:grid-cols-[auto_minmax(0,1fr)_auto] @max-2xl:items-center @max-2xl:gap-x-2 @max-2xl:gap-y-1 @max-2xl:px-3 @max-2xl:py-2',
  /** Loading, empty and error rows: one cell across. */
  filaMensaje: '@max-2xl:block',
  /** Sticky on the right in a table (its row's colour, a line on its left); in a card, in the first line. */
  pegada:
    'sticky right-0 z-[1] bg-inherit shadow-[inset_1px_0_0_var(--color-border)] @max-2xl:static @max-2xl:shadow-none',
  acciones: '@max-2xl:row-start-1 @max-2xl:-col-end-1 @max-2xl:p-0',
  etiqueta:
    'hidden @max-2xl:block @max-2xl:w-28 @max-2xl:shrink-0 @max-2xl:font-normal @max-2xl:text-muted-foreground',
  valor: '@max-2xl:min-w-0 @max-2xl:flex-1 @max-2xl:whitespace-normal @max-2xl:[overflow-wrap:anywhere]',
} as const;

const ETIQUETA =
  '@max-2xl:before:w-28 @max-2xl:before:shrink-0 @max-2xl:before:font-normal @max-2xl:before:text-muted-foreground @max-2xl:before:content-[attr(data-etiqueta)]';
const CELDA = '@max-2xl:p-0 @max-2xl:text-left @max-2xl:data-vacia:hidden';

/** A data cell's classes in a card: the title (and a leading checkbox) on the first line, the rest below. */
export function celdaTarjeta(i: number, conCabecera: boolean): string {
  if (conCabecera && i === 0) return `${CELDA} @max-2xl:row-start-1 @max-2xl:col-start-1`;
  if (i === (conCabecera ? 1 : 0))
    return `${CELDA} @max-2xl:row-start-1 @max-2xl:text-base @max-2xl:font-semibold`;
  return `${CELDA} ${ETIQUETA} @max-2xl:col-span-full @max-2xl:flex @max-2xl:gap-2 @max-2xl:whitespace-normal`;
}
