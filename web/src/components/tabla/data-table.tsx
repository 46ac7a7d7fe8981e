/**
 * The list screens' table: columns declared once, optional client-side sorting by clickable headers
 * (`aria-sort`), skeleton rows while loading, one row for 'nothing to show' and one for a failed load,
 * and a last 'Acciones' column (see `AccionesFila`). It fits any width (decision 037): where the table
 * has less than 42rem (a phone, a dialog), each row is a card — the first column as its title, the
 * actions beside it, the other columns as labelled lines; wider, the actions column sticks to the right
 * edge, so it stays visible however wide the other columns are.
 */
import { compararEs } from '@escuela/shared/common/texto-es';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { TARJETA, celdaTarjeta } from './tarjeta';

export interface Columna<T> {
  titulo: string;
  celda: (fila: T) => ReactNode;
  /** The header's content instead of the title (a select-all checkbox); the title stays the column's key. */
  cabecera?: ReactNode;
  /** The value this column sorts by; a column without it has a plain header. */
  orden?: (fila: T) => string | number;
  /** Classes of the header and the cells (alignment, `hidden sm:table-cell`...). */
  className?: string;
  celdaClassName?: string;
}

export interface DataTableProps<T> {
  etiqueta: string;
  columnas: Columna<T>[];
  filas: readonly T[] | undefined;
  clave: (fila: T) => string | number;
  cargando: boolean;
  error?: boolean;
  textoVacio: string;
  textoError: string;
  acciones?: (fila: T) => ReactNode;
  /** Props of each data row (a link-like row, a muted inactive row...). */
  fila?: (fila: T) => ComponentProps<typeof TableRow>;
  /** The column (by title) sorted at first, ascending. */
  ordenInicial?: string;
  /**
   * Sorting done elsewhere (a server-paged list): the current order, and what a header click asks for.
   * The rows are then shown as given; a column is sortable when it has `orden`.
   */
  ordenControlado?: { orden: Orden; onOrden: (orden: Orden) => void };
  ocupado?: boolean;
  filasEsqueleto?: number;
  /** A text shown while loading instead of the skeleton rows (a screen whose spec names one). */
  textoCargando?: string;
  /** A totals row under the data, one cell per column (aligned like the column); shown when there are rows. */
  pie?: readonly ReactNode[];
}

export interface Orden {
  columna?: string;
  asc: boolean;
}

const compara = (x: string | number, y: string | number) =>
  typeof x === 'number' && typeof y === 'number' ? x - y : compararEs(String(x), String(y));

export function DataTable<T>(props: DataTableProps<T>) {
  const { columnas, filas, clave, cargando, error, acciones, fila, filasEsqueleto = 3 } = props;
  const [ordenLocal, setOrdenLocal] = useState<Orden>({ columna: props.ordenInicial, asc: true });
  const controlado = props.ordenControlado;
  const externo = controlado !== undefined;
  const orden = controlado?.orden ?? ordenLocal;
  const setOrden = (cambio: (o: Orden) => Orden) =>
    controlado ? controlado.onOrden(cambio(orden)) : setOrdenLocal(cambio);
  const ordenadas = useMemo(() => {
    const col = columnas.find((c) => c.titulo === orden.columna)?.orden;
    if (!filas || !col || externo) return filas ?? [];
    return [...filas].sort((a, b) => (orden.asc ? 1 : -1) * compara(col(a), col(b)));
  }, [filas, columnas, orden, externo]);
  const total = columnas.length + (acciones ? 1 : 0);
  const conCabecera = columnas[0]?.cabecera !== undefined;
  const filaTarjeta = conCabecera ? TARJETA.filaConMarca : TARJETA.fila;
  const mensaje = (texto: string, rol?: 'alert' | 'status') => (
    <TableRow role="row" className={TARJETA.filaMensaje}>
      <TableCell role="cell" colSpan={total} className="py-8 text-center text-muted-foreground">
        <span role={rol} className={cn(rol === 'alert' && 'text-destructive')}>
          {texto}
        </span>
      </TableCell>
    </TableRow>
  );

  return (
    <Card className="@container overflow-hidden" aria-busy={props.ocupado || undefined}>
      <Table aria-label={props.etiqueta} role="table" className={TARJETA.tabla}>
        <TableHeader role="rowgroup" className={TARJETA.cabecera}>
          <TableRow role="row" className="bg-card hover:bg-card">
            {columnas.map((c) => {
              const activa = orden.columna === c.titulo;
              const Icono = !activa ? ArrowUpDown : orden.asc ? ArrowUp : ArrowDown;
              return (
                <TableHead
                  key={c.titulo}
                  role="columnheader"
                  className={c.className}
                  aria-sort={
                    c.orden ? (activa ? (orden.asc ? 'ascending' : 'descending') : 'none') : undefined
                  }
                >
                  {c.cabecera ??
                    (c.orden ? (
                      <button
                        type="button"
                        onClick={() => setOrden((o) => ({ columna: c.titulo, asc: !activa || !o.asc }))}
                        className="inline-flex items-center gap-1 rounded hover:text-foreground"
                      >
                        {c.titulo}
                        <Icono aria-hidden="true" className="size-3.5" />
                      </button>
                    ) : (
                      c.titulo
                    ))}
                </TableHead>
              );
            })}
            {acciones && (
              <TableHead role="columnheader" className={cn('text-right', TARJETA.pegada)}>
                Acciones
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody role="rowgroup" className={TARJETA.cuerpo}>
          {error
            ? mensaje(props.textoError, 'alert')
            : cargando && props.textoCargando
              ? mensaje(props.textoCargando, 'status')
              : cargando
                ? Array.from({ length: filasEsqueleto }, (_, i) => (
                    <TableRow key={i} role="row" data-testid="fila-cargando" className={TARJETA.filaMensaje}>
                      <TableCell role="cell" colSpan={total}>
                        <Skeleton className="h-5 w-full" />
                      </TableCell>
                    </TableRow>
                  ))
                : ordenadas.length === 0 && mensaje(props.textoVacio)}
          {!error &&
            ordenadas.map((f) => {
              const props = fila?.(f);
              return (
                <TableRow
                  key={clave(f)}
                  role="row"
                  {...props}
                  className={cn('group bg-card', filaTarjeta, props?.className)}
                >
                  {columnas.map((c, i) => {
                    const valor = c.celda(f);
                    return (
                      <TableCell
                        key={c.titulo}
                        role="cell"
                        data-etiqueta={c.titulo}
                        data-vacia={valor === null || valor === undefined || valor === '' ? '' : undefined}
                        className={cn(
                          i === 0 && 'font-medium',
                          c.className,
                          c.celdaClassName,
                          celdaTarjeta(i, conCabecera),
                        )}
                      >
                        {celdaConEtiqueta(c, i, conCabecera, valor)}
                      </TableCell>
                    );
                  })}
                  {acciones && (
                    <TableCell
                      role="cell"
                      className={cn('text-right whitespace-nowrap', TARJETA.pegada, TARJETA.acciones)}
                      onClick={(e) => e.stopPropagation()}
                    >
                      {acciones(f)}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
        </TableBody>
        {props.pie && !error && !cargando && ordenadas.length > 0 && (
          <TableFooter role="rowgroup" className={TARJETA.cuerpo}>
            <TableRow role="row" className={cn('bg-muted', TARJETA.fila)}>
              {columnas.map((c, i) => (
                <TableCell
                  key={c.titulo}
                  role="cell"
                  data-etiqueta={c.titulo}
                  className={cn(c.className, c.celdaClassName, celdaTarjeta(i, false))}
                >
                  {celdaConEtiqueta(c, i, false, props.pie![i])}
                </TableCell>
              ))}
              {acciones && <TableCell role="cell" className={cn(TARJETA.pegada, '@max-2xl:hidden')} />}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Card>
  );
}

/** A cell's content; in a card, every line but the title and a leading checkbox says its column. */
function celdaConEtiqueta<T>(c: Columna<T>, i: number, conCabecera: boolean, valor: ReactNode) {
  const esTitulo = i === (conCabecera ? 1 : 0);
  if (esTitulo || (conCabecera && i === 0)) return valor;
  return <span className={TARJETA.valor}>{valor}</span>;
}
