/**
 * How the public pages link and read the URL, without depending on React Router: the pre-rendered public
 * pages hydrate with a light entry that has no router (plain links, full page loads between pages), while
 * the app shows the same pages inside its data router (`app/navegacion-spa.tsx`). Both provide this context.
 */
import { createContext, use, useMemo, useState, type ComponentProps, type ReactNode } from 'react';

export type EnlaceProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

export interface Navegacion {
  pathname: string;
  search: string;
  /** Replaces the query string of the current entry (no new history entry). */
  setSearch(search: string): void;
  Enlace(props: EnlaceProps): ReactNode;
}

export const NavegacionContext = createContext<Navegacion | null>(null);

export function useNavegacion(): Navegacion {
  const ctx = use(NavegacionContext);
  if (!ctx) throw new Error('useNavegacion fuera de un proveedor de navegación');
  return ctx;
}

function EnlaceDocumento({ to, ...props }: EnlaceProps) {
  return <a href={to} {...props} />;
}

/** For the pre-rendered pages: `url` is the page's address (the build's, or the browser's). */
export function NavegacionDocumento({ url, children }: { url: string; children: ReactNode }) {
  const inicial = new URL(url, 'http://localhost');
  const [search, setSearchState] = useState(inicial.search);
  const value = useMemo<Navegacion>(
    () => ({
      pathname: inicial.pathname,
      search,
      setSearch(next) {
        const s = next && !next.startsWith('?') ? `?${next}` : next;
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${s}`);
        setSearchState(s);
      },
      Enlace: EnlaceDocumento,
    }),
    [inicial.pathname, search],
  );
  return <NavegacionContext value={value}>{children}</NavegacionContext>;
}
