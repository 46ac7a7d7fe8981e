/**
 * Renders a component as the app would: a fresh QueryClient with the app's defaults, a memory router at
 * `ruta` (so URL filters and links work) and the toaster. Returns Testing Library's result plus the
 * client, the user-event instance and `url()`, the router's current location.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

export function renderConProveedores(ui: ReactElement, { ruta = '/' }: { ruta?: string } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [ruta] });
  const user = userEvent.setup();
  const resultado = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...resultado, queryClient, user, url };
}
