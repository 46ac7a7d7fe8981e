/**
 * The inbox screen over a stubbed fetch: opening an unread message marks it read (and refreshes the
 * list), and a failed list shows the spec's errors.
 */
import type { MensajeContacto } from '@escuela/shared/mensajes-contacto/mensajes-contacto.schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConProveedores } from '@/test/render';
import { MensajesContactoPage } from './mensajes-contacto-page';

const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'content-type': 'application/json' } });

function servidor(mensajes: MensajeContacto[]) {
  const llamadas: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    llamadas.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
    const put = /\/api\/mensajes-contacto\/(\d+)\/leido$/.exec(url);
    if (put) {
      const m = mensajes.find((x) => x.id === Number(put[1]))!;
      m.leido = (JSON.parse(String(init!.body)) as { leido: boolean }).leido;
      return json({ success: true, data: m });
    }
    const paginacion = { total: mensajes.length, totalPaginas: 1, paginaActual: 1, porPagina: 10 };
    return json({ success: true, data: { mensajes: mensajes.map((m) => ({ ...m })), paginacion } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return llamadas;
}

afterEach(() => vi.unstubAllGlobals());

const mensaje = (id: number, leido: boolean): MensajeContacto => ({
  id,
  asunto: `Asunto ${id}`,
  nombre: 'Ana',
  email: 'ana@example.com',
  mensaje: 'x'.repeat(200),
  leido,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('MensajesContactoPage', () => {
  it("opens an unread message, marks it read and drops its 'Nuevo' badge; the preview is cut at 150", async () => {
    const llamadas = servidor([mensaje(1, false), mensaje(2, true)]);
    const { user } = renderConProveedores(<MensajesContactoPage />, {
      ruta: '/mensajes-contacto?leidos=todos',
    });
    const tarjeta = await screen.findByRole('article', { name: 'Asunto 1' });
    expect(within(tarjeta).getByText('Nuevo')).toBeInTheDocument();
    expect(within(tarjeta).getByText(`${'x'.repeat(150)}…`)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Asunto 2' })).queryByText('Nuevo')).toBeNull();

    await user.click(within(tarjeta).getByRole('button', { name: 'Ver mensaje' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Asunto 1' });
    expect(await within(dialogo).findByRole('button', { name: 'Marcar como no leído' })).toBeInTheDocument();
    expect(llamadas).toContain('PUT /api/mensajes-contacto/1/leido {"leido":true}');
    await user.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    await vi.waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Asunto 1' })).queryByText('Nuevo')).toBeNull(),
    );
  });

  it('shows the load errors of spec §8 when the list fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({}, 500)),
    );
    renderConProveedores(<MensajesContactoPage />);
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('No se pudieron cargar los mensajes de contacto');
    expect(alerta).toHaveTextContent('Ocurrió un error al cargar los mensajes');
  });
});
