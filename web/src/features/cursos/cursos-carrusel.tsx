/**
 * The carousel of the seven course cards (spec §2): 1 card on small screens, 2 at medium, 3 at large
 * widths; previous/next buttons, dots, arrow keys and swipe (Embla). Before Embla starts (or without
 * JavaScript) the track is a plain horizontal scroller, so every card stays reachable.
 */
import { CURSOS } from '@escuela/shared/cursos/cursos';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useCallback, useSyncExternalStore, type KeyboardEvent } from 'react';
import { boton } from '@/components/publico/estilos';
import { CursoCard } from './curso-card';

export default function CursosCarrusel() {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  // Embla is an external store: read its position with useSyncExternalStore (none on the server).
  const subscribe = useCallback(
    (avisar: () => void) => {
      if (!api) return () => undefined;
      api.on('select', avisar).on('reInit', avisar);
      return () => {
        api.off('select', avisar).off('reInit', avisar);
      };
    },
    [api],
  );
  const clave = useSyncExternalStore(
    subscribe,
    () =>
      api
        ? [
            +api.canScrollPrev(),
            +api.canScrollNext(),
            api.selectedScrollSnap(),
            api.scrollSnapList().length,
          ].join(':')
        : '',
    () => '',
  );
  const [previo, siguiente, actual, snaps] = clave.split(':').map(Number);
  const estado = {
    listo: clave !== '',
    previo: previo === 1,
    siguiente: siguiente === 1,
    actual,
    snaps: snaps ?? 0,
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') api?.scrollPrev();
    else if (e.key === 'ArrowRight') api?.scrollNext();
    else return;
    e.preventDefault();
  };

  return (
    <section aria-roledescription="carrusel" aria-label="Cursos" onKeyDown={onKeyDown} className="relative">
      <div
        ref={viewportRef}
        className={estado.listo ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto pb-2'}
      >
        <div className="-ml-4 flex touch-pan-y">
          {CURSOS.map((curso, i) => (
            <div
              key={curso.slug}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${CURSOS.length}: ${curso.titulo}`}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <CursoCard curso={curso} />
            </div>
          ))}
        </div>
      </div>
      {estado.listo && (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => api?.scrollPrev()}
            disabled={!estado.previo}
            className={boton('outline', 'default', 'size-11 rounded-full p-0')}
          >
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Curso anterior</span>
          </button>
          <div className="flex gap-2">
            {Array.from({ length: estado.snaps }, (_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => api?.scrollTo(i)}
                aria-current={i === estado.actual ? 'true' : undefined}
                className="flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${
                    i === estado.actual ? 'w-6 bg-primary' : 'w-2.5 bg-slate-400'
                  }`}
                />
                <span className="sr-only">Ir a la posición {i + 1}</span>
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => api?.scrollNext()}
            disabled={!estado.siguiente}
            className={boton('outline', 'default', 'size-11 rounded-full p-0')}
          >
            <ChevronRightIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Curso siguiente</span>
          </button>
        </div>
      )}
    </section>
  );
}
