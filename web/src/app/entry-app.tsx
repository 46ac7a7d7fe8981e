/** The app (portal and staff area): data router, TanStack Query, auth. Loaded for every non-public path. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { createRouter } from '@/app/router';

export function iniciarApp(): void {
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
