import { homeForRol, type Rol } from '@escuela/shared';
import { ShieldAlert } from 'lucide-react';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';

function PantallaCargando() {
  return (
    <div className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground">
      <Spinner label="Cargando..." />
      <span aria-hidden="true">Cargando...</span>
    </div>
  );
}

/**
 * Spec §4: while the session loads, 'Cargando...'; no user → `/` (or the login, when the server ended
 * the session in use); a user without the role → `/dashboard`
 * (a parent, who has no staff area, goes to their own portal instead).
 */
export function RequireRole({ roles }: { roles: readonly Rol[] }) {
  const { user, isLoading, loginPerdido } = useAuth();
  if (isLoading && !user) return <PantallaCargando />;
  // A session the server ended while in use goes to its login; a visit without one to `/`.
  if (!user) return <Navigate to={loginPerdido ?? '/'} replace />;
  if (!roles.includes(user.rol)) return <Navigate to={homeForRol(user.rol)} replace />;
  return <Outlet />;
}

/**
 * `/`, `/login-profesores` and `/padres` send a signed-in user to their home (spec §2). The public page
 * shows at once while the session check runs, so visitors (and crawlers) never wait on it.
 */
export function RedirectIfSignedIn() {
  const { user } = useAuth();
  if (user) return <Navigate to={homeForRol(user.rol)} replace />;
  return <Outlet />;
}

/**
 * A staff screen whose spec shows its own denial (spec §6: Users, Parents, Distances): other staff reach
 * the path and read `titulo` and `mensaje` instead of being sent to their home. The API refuses them too.
 */
export function DenegarSinRol({
  roles,
  titulo,
  mensaje,
}: {
  roles: readonly Rol[];
  titulo: string;
  mensaje?: string;
}) {
  const { user } = useAuth();
  if (user && roles.includes(user.rol)) return <Outlet />;
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <ShieldAlert className="mx-auto mb-4 size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{titulo}</h1>
      {mensaje && <p className="mt-2 text-muted-foreground">{mensaje}</p>}
    </section>
  );
}
