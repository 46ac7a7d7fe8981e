import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { ArranqueHecho } from '@/lib/arranque/arranque-hecho';
import { AuthProvider } from '@/lib/auth';

export function Root() {
  return (
    <AuthProvider>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
      <ArranqueHecho />
    </AuthProvider>
  );
}
