/**
 * The parents' own frame (they never get the staff layout): header 'Portal de Padres' with the greeting
 * and 'Cerrar sesión', the sections as a bar on wide screens and a drawer menu on phones (spec §2: the
 * mobile menu has no observaciones entry).
 */
import {
  Bell,
  BookOpen,
  CalendarCheck,
  CalendarDays,
  CalendarX,
  FileCheck,
  HeartPulse,
  House,
  LogOut,
  Menu,
  MessageSquareText,
  Receipt,
  UserPlus,
  UserRound,
  Users,
  type LucideIcon,
  Armchair,
  RefreshCw,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { BotonCambiarPassword } from '@/components/cuentas/cambiar-password';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { rutaSeccion, SECCIONES, seccionDe, type Seccion } from './secciones';
import { AvisoConsentimientos } from './secciones/consentimientos';
import { usePerfil } from './padres.queries';
import { useAvisosSinLeer } from './avisos.queries';
import { Badge } from '@/components/ui/badge';
import { SaltarAlContenido } from '@/components/layout/saltar-al-contenido';

interface Entrada {
  to: string;
  label: string;
  icon: LucideIcon;
  seccion?: Seccion;
  movil: boolean;
}

const ICONOS: Record<Seccion, LucideIcon> = {
  inicio: House,
  alumnos: Users,
  asistencias: CalendarCheck,
  observaciones: MessageSquareText,
  actividades: BookOpen,
  recibos: Receipt,
  inscribir: UserPlus,
  avisos: Bell,
  faltas: CalendarX,
  calendario: CalendarDays,
  consentimientos: FileCheck,
  salud: HeartPulse,
  ofertas: Armchair,
  renovacion: RefreshCw,
};

const ENTRADAS: Entrada[] = [
  ...SECCIONES.map((s) => ({
    to: s.id === 'inicio' ? '/padres/dashboard' : `/padres/dashboard?section=${s.id}`,
    label: s.label,
    icon: ICONOS[s.id],
    seccion: s.id,
    movil: s.id !== 'observaciones',
  })),
  { to: '/padres/perfil', label: 'Mi Perfil', icon: UserRound, movil: true },
];

function useActiva() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (e: Entrada) =>
    e.seccion
      ? pathname === '/padres/dashboard' && seccionDe(params.get('section')) === e.seccion
      : pathname === e.to;
}

function Enlaces({ movil, onNavigate }: { movil?: boolean; onNavigate?: () => void }) {
  const activa = useActiva();
  const sinLeer = useAvisosSinLeer();
  return (
    <ul className={cn(movil ? 'space-y-1' : 'flex flex-wrap gap-1')}>
      {ENTRADAS.filter((e) => !movil || e.movil).map((e) => (
        <li key={e.to}>
          <Link
            to={e.to}
            onClick={onNavigate}
            aria-current={activa(e) ? 'page' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              activa(e) ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
            )}
          >
            <e.icon className="size-4 shrink-0" aria-hidden="true" />
            {e.label}
            {e.seccion === 'avisos' && sinLeer > 0 && (
              <Badge variant="accent">
                {sinLeer}
                <span className="sr-only">{sinLeer === 1 ? 'aviso sin leer' : 'avisos sin leer'}</span>
              </Badge>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PortalLayout({ children }: { children: ReactNode }) {
  const { user, logout, isLoading } = useAuth();
  const perfil = usePerfil();
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const enConsentimientos = seccionDe(params.get('section')) === 'consentimientos';
  // The profile's name once loaded, so a change made on /padres/perfil shows at once.
  const nombre = perfil.data?.nombre ?? user?.nombre ?? '';
  const salir = () => {
    setOpen(false);
    void logout();
  };

  return (
    <div className="min-h-dvh bg-muted/40">
      <SaltarAlContenido />
      <header className="sticky top-0 z-30 border-b border-border bg-background">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
          <Brand to="/padres/dashboard" className="shrink-0 [&>span]:sr-only sm:[&>span]:not-sr-only" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-base font-semibold leading-tight sm:text-lg">Portal de Padres</p>
            <p className="truncate text-sm text-muted-foreground">Hola, {nombre}</p>
          </div>
          <AccionesCuenta className="hidden md:inline-flex" salir={salir} ocupado={isLoading} />
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Abrir menú"
            onClick={() => setOpen(true)}
          >
            <Menu className="size-5" aria-hidden="true" />
          </Button>
        </div>
        <nav aria-label="Secciones del portal" className="mx-auto hidden max-w-6xl px-4 pb-2 md:block">
          <Enlaces />
        </nav>
      </header>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="right" className="flex w-72 flex-col gap-4 p-4">
          <SheetTitle>Menú</SheetTitle>
          <SheetDescription className="sr-only">Secciones del Portal de Padres</SheetDescription>
          <nav aria-label="Secciones del portal" className="flex-1 overflow-y-auto">
            <Enlaces movil onNavigate={() => setOpen(false)} />
          </nav>
          <AccionesCuenta className="justify-start" salir={salir} ocupado={isLoading} />
        </SheetContent>
      </Sheet>
      <main id="contenido" className="mx-auto max-w-6xl px-4 py-6 md:py-8">
        {!enConsentimientos && <AvisoConsentimientos ir={rutaSeccion('consentimientos')} />}
        {children}
      </main>
    </div>
  );
}

/** The parent's own account: change the password, sign out (in the header, and in the phone menu). */
function AccionesCuenta({
  className,
  salir,
  ocupado,
}: {
  className: string;
  salir: () => void;
  ocupado: boolean;
}) {
  return (
    <>
      <BotonCambiarPassword className={className} />
      <Button variant="outline" className={className} onClick={salir} disabled={ocupado}>
        <LogOut aria-hidden="true" />
        Cerrar sesión
      </Button>
    </>
  );
}
