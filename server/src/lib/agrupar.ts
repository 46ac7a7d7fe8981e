/**
 * Rows by a key, in one pass and in their order: what a set-based read hands to code that works per
 * family, group or receipt (never `filas.filter(...)` inside a loop over another list: that is n × m).
 */
export function agruparPor<T, K>(filas: Iterable<T>, clave: (fila: T) => K): Map<K, T[]> {
  const mapa = new Map<K, T[]>();
  for (const fila of filas) {
    const k = clave(fila);
    const lista = mapa.get(k);
    if (lista) lista.push(fila);
    else mapa.set(k, [fila]);
  }
  return mapa;
}
