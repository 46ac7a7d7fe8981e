import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hydrates a pre-rendered page as a transition: React adopts it in slices of a few milliseconds instead
 * of one long task (a default-priority hydration is not time-sliced), so the browser stays free to
 * paint and take input meanwhile, which `captura.ts` keeps until the app has it (decision 033).
 */
export function hidratar(contenedor: Element, app: ReactNode): Root {
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(contenedor, app);
  });
  return root;
}
