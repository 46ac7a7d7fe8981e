import { BookOpenIcon, MenuIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavegacion } from '@/lib/navegacion';
import { boton, contenedor } from './estilos';
import { Marca } from './marca';

const CATALOGO = '/api/download/catalogo';

function Accesos({ apilado = false }: { apilado?: boolean }) {
  const { Enlace } = useNavegacion();
  const ancho = apilado ? 'w-full justify-start' : '';
  return (
    <>
      <a href={CATALOGO} target="_blank" rel="noopener" className={boton('ghost', 'default', ancho)}>
        <BookOpenIcon aria-hidden="true" />
        Catálogo de cursos
        <span className="sr-only"> (se abre en una ventana nueva)</span>
      </a>
      <Enlace to="/padres" className={boton('outline', 'default', ancho)}>
        Portal de padres
      </Enlace>
      <Enlace to="/login-profesores" className={boton('default', 'default', ancho)}>
        Acceso profesores
      </Enlace>
    </>
  );
}

/** Spec §2: links to the catalogue, /padres and /login-profesores; translucent with a shadow past 20 px. */
export function CabeceraPublica() {
  const [desplazada, setDesplazada] = useState(false);
  useEffect(() => {
    const alDesplazar = () => setDesplazada(window.scrollY > 20);
    alDesplazar();
    window.addEventListener('scroll', alDesplazar, { passive: true });
    return () => window.removeEventListener('scroll', alDesplazar);
  }, []);

  return (
    <header
      data-desplazada={desplazada}
      className={`no-print sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-200 ${
        desplazada ? 'border-border/60 bg-white/75 shadow-md backdrop-blur-md' : 'border-transparent bg-white'
      }`}
    >
      <div className={`${contenedor} flex h-16 items-center justify-between gap-4`}>
        <Marca />
        <nav aria-label="Accesos" className="hidden items-center gap-2 md:flex">
          <Accesos />
        </nav>
        {/* A <details> menu works before (and without) JavaScript. */}
        <details className="group relative md:hidden">
          <summary
            className={`${boton('outline', 'sm')} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
          >
            <MenuIcon aria-hidden="true" />
            Menú
          </summary>
          <nav
            aria-label="Accesos"
            className="absolute right-0 mt-2 flex w-64 flex-col gap-1 rounded-lg border bg-white p-2 shadow-lg"
          >
            <Accesos apilado />
          </nav>
        </details>
      </div>
    </header>
  );
}
