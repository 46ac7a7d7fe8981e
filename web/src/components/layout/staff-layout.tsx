import { rolLabels, type Rol } from '@escuela/shared';
import { LogOut, Menu, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { BotonCambiarPassword } from '@/components/cuentas/cambiar-password';
import { BotonSegundoFactor } from '@/components/cuentas/segundo-factor';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { useAlmacenDelProfesor } from '@/lib/dispositivo/use-dispositivo';
import { AvisoCorreo } from './aviso-correo';
import { EstadoSincronizacion } from './estado-sincronizacion';
import { Brand } from './brand';
import { SaltarAlContenido } from './saltar-al-contenido';

/** A hook giving a menu entry's count and what it means for a screen reader ('3 mensajes sin leer'). */
export type Contador = () => { valor: number; descripcion: string };

/** A role's menu, built by the app from its route table (components/ cannot import app/). */
export type MenuFor = (
  rol: Rol,
) => { label: string; to: string; icon: LucideIcon; contador?: Contador | undefined }[];

/** The count next to an entry: seen as a badge (none at 0), heard as the link's description. */
function ContadorMenu({ usar, id }: { usar: Contador; id: string }) {
  const { valor, descripcion } = usar();
  return (
    <>
      {valor > 0 && (
        <span
          aria-hidden="true"
          className="ml-auto rounded-full bg-accent px-2 text-xs text-accent-foreground"
        >
          {valor}
        </span>
      )}
      {/* Hidden, so it stays out of the link's name; aria-describedby still reads it. */}
      <span id={id} hidden>
        {descripcion}
      </span>
    </>
  );
}

function MenuLinks({ menuFor, onNavigate }: { menuFor: MenuFor; onNavigate?: () => void }) {
  const { user } = useAuth();
  const prefijo = useId();
  if (!user) return null;
  return (
    <ul className="space-y-1">
      {menuFor(user.rol).map((entrada) => (
        <li key={entrada.to + entrada.label}>
          <NavLink
            to={entrada.to}
            onClick={onNavigate}
            aria-describedby={entrada.contador ? `${prefijo}${entrada.to}` : undefined}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
              )
            }
          >
            <entrada.icon className="size-4 shrink-0" aria-hidden="true" />
            {entrada.label}
            {entrada.contador && <ContadorMenu usar={entrada.contador} id={`${prefijo}${entrada.to}`} />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function UserBox() {
  const { user, logout, isLoading } = useAuth();
  if (!user) return null;
  return (
    <div className="space-y-3 border-t border-border pt-4">
      <div className="px-3 text-sm">
        <p className="font-medium">{user.nombre}</p>
        <p className="text-muted-foreground">{rolLabels[user.rol]}</p>
      </div>
      <BotonCambiarPassword className="w-full justify-start" />
      <BotonSegundoFactor className="w-full justify-start" />
      <Button
        variant="outline"
        className="w-full justify-start"
        onClick={() => void logout()}
        disabled={isLoading}
      >
        <LogOut className="size-4" aria-hidden="true" />
        Cerrar sesión
      </Button>
    </div>
  );
}

/** The staff area: a side menu on wide screens, a drawer behind a menu button on small ones. */
export default function StaffLayout({ menuFor }: { menuFor: MenuFor }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { user } = useAuth();
  useAlmacenDelProfesor(user);
  useEffect(() => {
    // The installable app's shell (decision 050): only the staff area registers the service worker.
    void import('@/lib/registrar-sw').then(({ registrarServiceWorker }) => registrarServiceWorker());
  }, []);
  return (
    <div className="min-h-dvh bg-muted/40 md:grid md:grid-cols-[16rem_1fr]">
      <SaltarAlContenido />
      <aside className="hidden border-r border-border bg-background md:sticky md:top-0 md:flex md:h-dvh md:flex-col">
        <div className="p-4">
          <Brand to="/dashboard" />
        </div>
        <nav aria-label="Menú principal" className="flex-1 overflow-y-auto px-3">
          <MenuLinks menuFor={menuFor} />
        </nav>
        <div className="p-3">
          <UserBox />
        </div>
      </aside>

      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-border bg-background px-4 py-2 md:hidden">
        <Brand to="/dashboard" />
        <Button variant="ghost" size="icon" aria-label="Abrir menú" onClick={() => setOpen(true)}>
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </header>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="left" className="flex w-72 flex-col gap-4 p-4">
          <SheetTitle>Menú</SheetTitle>
          <SheetDescription className="sr-only">Navegación del área de gestión</SheetDescription>
          <nav aria-label="Menú principal" className="flex-1 overflow-y-auto">
            <MenuLinks menuFor={menuFor} onNavigate={() => setOpen(false)} />
          </nav>
          <UserBox />
        </SheetContent>
      </Sheet>

      <main id="contenido" key={location.pathname} className="min-w-0 p-4 md:p-8">
        <AvisoCorreo className="mb-4" />
        <EstadoSincronizacion className="mb-4" />
        <Outlet />
      </main>
    </div>
  );
}
