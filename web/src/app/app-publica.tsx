import { StrictMode, type ComponentType } from 'react';
import { ToasterDiferido } from '@/components/ui/toaster-diferido';
import { ArranqueHecho } from '@/lib/arranque/arranque-hecho';
import { NavegacionDocumento } from '@/lib/navegacion';

/** The tree of a pre-rendered public page: the same on the server (build) and in the browser (hydration). */
export function AppPublica({ url, Pagina }: { url: string; Pagina: ComponentType }) {
  return (
    <StrictMode>
      <NavegacionDocumento url={url}>
        <Pagina />
        <ToasterDiferido />
        <ArranqueHecho />
      </NavegacionDocumento>
    </StrictMode>
  );
}
