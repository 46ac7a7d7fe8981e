/**
 * The landing's four tabs (spec §2). The tab in view lives in the URL (`?tab=`), so it can be shared.
 * Each tab is a real link to `/?tab=…` (the server sends a pre-rendered page per tab), so the tabs
 * also work before hydration and without JavaScript; with JavaScript they switch in place.
 */
import { TABS_INICIO, esTabInicio, type TabInicio } from '@escuela/shared/common/rutas-cliente';
import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavegacion } from '@/lib/navegacion';

const ETIQUETAS_TAB: Record<TabInicio, string> = {
  inicio: 'Inicio',
  cursos: 'Cursos',
  nosotros: 'Nosotros',
  contacto: 'Contacto',
};

function tabDe(search: string): TabInicio {
  const tab = new URLSearchParams(search).get('tab');
  return esTabInicio(tab) ? tab : 'inicio';
}

const hrefTab = (tab: TabInicio) => `/?tab=${tab}`;
const conModificador = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

/** Switches the landing's tab in place and brings the tab bar into view. */
function useIrATab() {
  const { setSearch } = useNavegacion();
  return (tab: TabInicio) => {
    setSearch(`?tab=${tab}`);
    const barra = document.getElementById('secciones');
    if (barra && barra.getBoundingClientRect().top < 0) barra.scrollIntoView({ block: 'start' });
  };
}

/** A link to a tab (e.g. 'Ver cursos' in the hero). */
export function EnlaceTab({
  tab,
  className,
  children,
}: {
  tab: TabInicio;
  className?: string;
  children: ReactNode;
}) {
  const irATab = useIrATab();
  return (
    <a
      href={hrefTab(tab)}
      className={className}
      onClick={(e) => {
        if (conModificador(e)) return;
        e.preventDefault();
        irATab(tab);
        document.getElementById(`tab-${tab}`)?.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}

export function TabsInicio({ paneles }: { paneles: Record<TabInicio, ReactNode> }) {
  const { search } = useNavegacion();
  const actual = tabDe(search);
  const irATab = useIrATab();
  const lista = useRef<HTMLDivElement>(null);

  const enfocar = (tab: TabInicio) => {
    irATab(tab);
    lista.current?.querySelector<HTMLElement>(`#tab-${tab}`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS_INICIO.indexOf(actual);
    const n = TABS_INICIO.length;
    const destino =
      e.key === 'ArrowRight'
        ? TABS_INICIO[(i + 1) % n]
        : e.key === 'ArrowLeft'
          ? TABS_INICIO[(i - 1 + n) % n]
          : e.key === 'Home'
            ? TABS_INICIO[0]
            : e.key === 'End'
              ? TABS_INICIO[n - 1]
              : undefined;
    if (!destino) return;
    e.preventDefault();
    enfocar(destino);
  };

  return (
    <>
      <div
        id="secciones"
        className="no-print sticky top-16 z-30 scroll-mt-16 border-b bg-white/90 backdrop-blur-sm"
      >
        <div
          ref={lista}
          role="tablist"
          aria-label="Secciones"
          onKeyDown={onKeyDown}
          className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:justify-center sm:gap-2 sm:px-6"
        >
          {TABS_INICIO.map((tab) => {
            const activa = tab === actual;
            return (
              <a
                key={tab}
                id={`tab-${tab}`}
                role="tab"
                href={hrefTab(tab)}
                aria-selected={activa}
                aria-controls={activa ? 'panel-seccion' : undefined}
                tabIndex={activa ? 0 : -1}
                onClick={(e) => {
                  if (conModificador(e)) return;
                  e.preventDefault();
                  irATab(tab);
                }}
                className={`relative -mb-px inline-flex h-12 shrink-0 items-center border-b-2 px-4 text-sm font-semibold transition-colors sm:text-base ${
                  activa
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted-foreground hover:border-slate-300 hover:text-foreground'
                }`}
              >
                {ETIQUETAS_TAB[tab]}
              </a>
            );
          })}
        </div>
      </div>
      <div id="panel-seccion" role="tabpanel" aria-labelledby={`tab-${actual}`}>
        {paneles[actual]}
      </div>
    </>
  );
}
