/**
 * The light entry of the pre-rendered public pages: React DOM and the page, no router, no TanStack
 * Query, no zod. It hydrates the HTML the build wrote; links between pages are ordinary page loads.
 */
import { homeForRol, type Rol } from '@escuela/shared/common/roles';
import { createRoot, type Root } from 'react-dom/client';
import { hidratar } from '@/lib/arranque/hidratar';
import { AppPublica } from './app-publica';
import { cargaPagina } from './paginas-publicas';

/** Spec §2: a signed-in user who opens `/` goes to their home. */
function redirigirSiHayLogin() {
  fetch('/api/auth/me', { credentials: 'include' })
    .then(async (res) => {
      // Read the body either way, so the request completes.
      const data = (await res.json().catch(() => null)) as { user?: { rol: Rol } } | null;
      if (res.ok && data?.user) window.location.replace(homeForRol(data.user.rol));
    })
    .catch(() => undefined);
}

export async function iniciarPublico(): Promise<Root> {
  const { pathname, href } = window.location;
  if (pathname === '/') redirigirSiHayLogin();
  const { default: Pagina } = await cargaPagina(pathname)!();
  const contenedor = document.getElementById('root')!;
  const app = <AppPublica url={href} Pagina={Pagina} />;
  if (contenedor.hasChildNodes()) return hidratar(contenedor, app);
  const root = createRoot(contenedor);
  root.render(app);
  return root;
}
