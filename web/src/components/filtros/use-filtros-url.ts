/**
 * A list screen's filters live in the URL (`/alumnos?grupoId=3&estado=baja&page=2`), so a link or a
 * reload shows the same list. They are read with the endpoint's own query schema: its defaults apply
 * to what the URL leaves out, and a value it refuses is dropped (as if absent) instead of breaking the
 * screen. `porDefecto` (a module constant) is for a screen whose first view differs from the endpoint's
 * default.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type Valor = string | number | null | undefined;

export function leerFiltros<S extends z.ZodObject>(
  schema: S,
  params: URLSearchParams,
  porDefecto: Record<string, string> = {},
): z.output<S> {
  const crudo: Record<string, string> = { ...porDefecto };
  for (const clave of Object.keys(schema.shape)) {
    const valor = params.get(clave);
    if (valor !== null && valor !== '') crudo[clave] = valor;
  }
  // Each failing key is dropped and the rest parsed again, so one bad value costs only itself.
  for (let intento = 0; intento <= Object.keys(crudo).length; intento++) {
    const r = schema.safeParse(crudo);
    if (r.success) return r.data;
    for (const issue of r.error.issues) delete crudo[String(issue.path[0])];
  }
  return schema.parse(porDefecto);
}

export function useFiltrosUrl<S extends z.ZodObject>(
  schema: S,
  opciones: { porDefecto?: Record<string, string>; pagina?: string } = {},
) {
  const { porDefecto, pagina = 'page' } = opciones;
  const [params, setParams] = useSearchParams();
  // The URL as last asked for: the router commits navigations in a transition, so a debounced search
  // firing before the commit of a select's change must still start from that change, not undo it.
  const actuales = useRef(params);
  useEffect(() => {
    actuales.current = params;
  }, [params]);
  const filtros = useMemo(() => leerFiltros(schema, params, porDefecto), [schema, params, porDefecto]);
  const iniciales = useMemo(
    () => leerFiltros(schema, new URLSearchParams(), porDefecto) as Record<string, unknown>,
    [schema, porDefecto],
  );

  /**
   * Changes some URL parameters (filters or others, such as an open record's `id`); a filter change
   * goes back to the first page. A value equal to the initial one, empty or null leaves the URL.
   */
  const cambiar = useCallback(
    (cambios: Record<string, Valor>) => {
      const next = new URLSearchParams(actuales.current);
      const filtra = Object.keys(cambios).some((k) => k !== pagina && k in schema.shape);
      if (filtra) next.delete(pagina);
      for (const [k, v] of Object.entries(cambios)) {
        const inicial = iniciales[k] === undefined ? undefined : String(iniciales[k]);
        if (v === null || v === undefined || v === '' || String(v) === inicial) next.delete(k);
        else next.set(k, String(v));
      }
      actuales.current = next;
      setParams(next, { replace: true });
    },
    [setParams, schema, iniciales, pagina],
  );

  return { filtros, cambiar, params };
}
