/** The public pages' navigation inside the app's data router: client-side links and query string. */
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NavegacionContext, type EnlaceProps, type Navegacion } from '@/lib/navegacion';

function EnlaceSpa({ to, ...props }: EnlaceProps) {
  return <Link to={to} {...props} />;
}

export function NavegacionSpa({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Navegacion>(
    () => ({
      pathname,
      search,
      setSearch: (next) => navigate({ search: next }, { replace: true }),
      Enlace: EnlaceSpa,
    }),
    [pathname, search, navigate],
  );
  return <NavegacionContext value={value}>{children}</NavegacionContext>;
}
