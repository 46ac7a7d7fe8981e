import type { ReactNode } from 'react';
import { CabeceraPublica } from '@/components/publico/cabecera-publica';
import { PiePublico } from '@/components/publico/pie-publico';
import { CookieBanner } from '@/features/cookies/cookie-banner';

/** Header, footer and cookie notice around every public page. */
export function LayoutPublico({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#contenido"
        className="no-print sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      <CabeceraPublica />
      <main id="contenido" className="flex-1">
        {children}
      </main>
      <PiePublico />
      <CookieBanner />
    </div>
  );
}
