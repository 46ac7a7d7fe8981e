import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { boton, prosa } from '@/components/publico/estilos';
import { useNavegacion } from '@/lib/navegacion';

const ACTUALIZACION_LEGAL = '1 de septiembre de 2026';

/** A legal page: link home, print link and a readable, printable article (spec §2). */
export function PaginaLegal({
  titulo,
  intro,
  children,
}: {
  titulo: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { Enlace } = useNavegacion();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Enlace to="/" className={boton('ghost', 'default', '-ml-3')}>
          <ArrowLeftIcon aria-hidden="true" />
          Volver al inicio
        </Enlace>
        <button type="button" onClick={() => window.print()} className={boton('outline')}>
          <PrinterIcon aria-hidden="true" />
          Imprimir
        </button>
      </div>
      <article className={`mt-6 ${prosa}`}>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{titulo}</h1>
        <p className="!mt-2 text-sm text-muted-foreground">Última actualización: {ACTUALIZACION_LEGAL}</p>
        <div className="mt-6 text-lg text-slate-700">{intro}</div>
        {children}
      </article>
    </div>
  );
}
