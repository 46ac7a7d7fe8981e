/**
 * The "mail is not being sent" notice over a real HTTP server on the page's origin answering
 * GET /api/correo/estado as the server does in each case.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EstadoCorreo } from '@escuela/shared/correo/correo.schemas';
import { renderConProveedores } from '@/test/render';
import { servidorEnElOrigen } from '@/test/servidor-en-el-origen';
import { AvisoCorreo } from './aviso-correo';

let estado: EstadoCorreo | null = null;
let llamadas = 0;
servidorEnElOrigen((req, res) => {
  if (req.url === '/api/correo/estado') llamadas++;
  if (req.url !== '/api/correo/estado' || !estado) {
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'No disponible' }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(estado));
});

async function mostrar(respuesta: EstadoCorreo | null) {
  estado = respuesta;
  const antes = llamadas;
  const r = renderConProveedores(<AvisoCorreo />);
  await waitFor(() => expect(llamadas).toBe(antes + 1));
  return r;
}

describe('AvisoCorreo', () => {
  it('without SMTP_URL says mail is not sent, and links to the kept messages on this computer', async () => {
    await mostrar({ enviando: false, paginaLocal: true });
    const aviso = await screen.findByRole('status');
    expect(aviso).toHaveTextContent('El correo no se está enviando');
    expect(aviso).toHaveTextContent('Falta configurar SMTP_URL');
    expect(screen.getByRole('link', { name: 'Ver los correos guardados' })).toHaveAttribute(
      'href',
      '/correo-local',
    );
  });

  it('from another computer: the notice, without the link', async () => {
    await mostrar({ enviando: false, paginaLocal: false });
    expect(await screen.findByRole('status')).toHaveTextContent('El correo no se está enviando');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing when mail is sent, or when the server cannot say', async () => {
    const enviando = await mostrar({ enviando: true, paginaLocal: false });
    await waitFor(() => expect(enviando.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('status')).toBeNull();
    enviando.unmount();

    const fallo = await mostrar(null);
    await waitFor(() => expect(fallo.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
