import { lazy, Suspense, type ComponentType } from 'react';
import { contenedor } from '@/components/publico/estilos';

type ModuloCarrusel = { default: ComponentType };
let cargado: ModuloCarrusel | undefined;

/** Loads the carousel ahead of rendering (the build's pre-render, so its HTML holds the cards). */
export const cargarCarrusel = () => import('./cursos-carrusel').then((m: ModuloCarrusel) => (cargado = m));

// Embla and the card data load only when the 'cursos' tab is shown. Once loaded, the module is handed
// over synchronously, so React renders it without suspending.
const CursosCarrusel = lazy(() =>
  cargado
    ? // A settled thenable: React's lazy reads it at once instead of suspending.
      ({
        then: (resolver: (m: ModuloCarrusel) => void) => resolver(cargado!),
      } as unknown as Promise<ModuloCarrusel>)
    : cargarCarrusel(),
);

export function PanelCursos() {
  return (
    <div className={`${contenedor} py-12 md:py-16`}>
      <div className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Nuestros cursos</h1>
        <p className="mt-4 text-lg text-slate-700">
          Siete cursos en tramos de dos años, de los 4 a los 17. Cada uno continúa el anterior: primero
          construyen y dan órdenes, después programan con bloques y, al final, escriben código, diseñan
          electrónica y entrenan inteligencia artificial.
        </p>
      </div>
      <div className="mt-10">
        <Suspense
          fallback={<div className="h-[38rem] animate-pulse rounded-2xl bg-slate-100" aria-hidden="true" />}
        >
          <CursosCarrusel />
        </Suspense>
      </div>
    </div>
  );
}
