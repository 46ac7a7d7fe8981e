/**
 * Many rows into one table in ONE statement per batch: the rows travel as a single json parameter read
 * with `json_to_recordset`, instead of thousands of bound parameters (which cost seconds per statement on
 * the embedded database; one json document costs milliseconds on both engines). Session generation and
 * the spreadsheet imports use it. Columns are taken from the Drizzle table, so the rows are typed by it.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { filasDe } from './filas';

const LOTE = 2000;

type Columnas<T extends PgTable> = T['_']['columns'];

export interface OpcionesInsercion<T extends PgTable, K extends keyof Columnas<T>> {
  /** Columns to answer for each inserted row, in the order the rows were given. */
  devolver?: readonly K[];
  /** Rows per statement (json document size); 2,000 by default. */
  lote?: number;
}

/** json_to_recordset needs a plain type; a column's own type (varchar(1), numeric(6,2), enums) is fine. */
function tipoSql(columna: PgColumn): string {
  return columna.getSQLType();
}

/** The value json_to_recordset reads back as the column's type (dates as ISO text, json as json). */
function valorJson(columna: PgColumn, valor: unknown): unknown {
  if (valor === null || valor === undefined) return null;
  if (columna.dataType === 'json') return valor;
  const driver = columna.mapToDriverValue(valor);
  return driver instanceof Date ? driver.toISOString() : driver;
}

/**
 * Inserts `filas` into `tabla`. The columns written are the keys present in the rows (a column no row
 * sets keeps its default); a key missing from some rows writes NULL there. Answers the `devolver`
 * columns of the new rows in the order given (an `order by` on the source keeps identity values in
 * that order, and the answer is re-sorted by it).
 */
export async function insertarMuchas<T extends PgTable, K extends keyof Columnas<T> & string = never>(
  db: DbOrTx,
  tabla: T,
  filas: readonly T['$inferInsert'][],
  opciones: OpcionesInsercion<T, K> = {},
): Promise<{ [C in K]: Columnas<T>[C]['_']['data'] }[]> {
  const columnas = getTableColumns(tabla) as Record<string, PgColumn>;
  const devolver = opciones.devolver ?? [];
  const lote = opciones.lote ?? LOTE;
  const resultado: { [C in K]: Columnas<T>[C]['_']['data'] }[] = [];
  for (let i = 0; i < filas.length; i += lote) {
    const trozo = filas.slice(i, i + lote) as Record<string, unknown>[];
    const claves = Object.keys(columnas).filter((k) => trozo.some((f) => f[k] !== undefined));
    if (claves.length === 0) throw new Error('insertarMuchas: las filas no tienen columnas');
    const json = JSON.stringify(
      trozo.map((f, orden) => {
        const fila: Record<string, unknown> = { orden__: orden };
        for (const k of claves) fila[columnas[k]!.name] = valorJson(columnas[k]!, f[k]);
        return fila;
      }),
    );
    const nombres = sql.raw(claves.map((k) => `"${columnas[k]!.name}"`).join(', '));
    const tipos = sql.raw(claves.map((k) => `"${columnas[k]!.name}" ${tipoSql(columnas[k]!)}`).join(', '));
    const devueltas: SQL = devolver.length
      ? sql.raw(` returning ${devolver.map((k) => `"${columnas[k]!.name}" as "${k}"`).join(', ')}`)
      : sql``;
    const consulta = sql`insert into ${tabla} (${nombres})
      select ${nombres} from json_to_recordset(${json}::json) as v(orden__ int, ${tipos})
      order by orden__${devueltas}`;
    const res = await db.execute(consulta);
    if (!devolver.length) continue;
    const nuevas = filasDe<Record<string, unknown>>(res).map((fila) => {
      const salida: Record<string, unknown> = {};
      for (const k of devolver) salida[k] = columnas[k]!.mapFromDriverValue(fila[k]);
      return salida as { [C in K]: Columnas<T>[C]['_']['data'] };
    });
    resultado.push(...ordenarPorIdentidad(nuevas, columnas, devolver));
  }
  return resultado;
}

/**
 * RETURNING does not promise an order; identity values follow the ordered SELECT, so sorting by the
 * identity column (when it is returned) gives the rows in the order they were given.
 */
function ordenarPorIdentidad<F extends Record<string, unknown>>(
  filas: F[],
  columnas: Record<string, PgColumn>,
  devolver: readonly string[],
): F[] {
  const identidad = devolver.find((k) => columnas[k]!.primary && columnas[k]!.dataType === 'number');
  if (!identidad) return filas;
  return filas.sort((a, b) => Number(a[identidad]) - Number(b[identidad]));
}
