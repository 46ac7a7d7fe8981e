import { StrictMode, type ReactNode } from 'react';
import { Providers } from '@/app/providers';

/**
 * What wraps the app's router, the same in the browser (`RouterProvider`) and in the build's pre-render
 * (`StaticRouterProvider`): a pre-rendered app page is hydrated, so both trees must match.
 */
export function ArbolApp({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Providers>{children}</Providers>
    </StrictMode>
  );
}
