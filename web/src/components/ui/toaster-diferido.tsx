import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The Toaster (Radix Toast) loaded with the first toast, for the light public pages: a page that never
 * shows a notification never downloads it. Toasts raised before it loads wait in the store.
 */
export function ToasterDiferido() {
  const { toasts } = useToast();
  const [cargado, setCargado] = useState(false);
  if (toasts.length > 0 && !cargado) setCargado(true);
  if (!cargado) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
