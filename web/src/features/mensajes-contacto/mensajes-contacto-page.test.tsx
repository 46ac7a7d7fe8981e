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

  it('pages ten at a time and goes back to the last page when the one asked for is past it', async () => {
    const pedidas: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        pedidas.push(url);
        const pagina = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
        const enPagina = pagina <= 2 ? [mensaje(pagina * 100, true)] : [];
        const paginacion = { total: 12, totalPaginas: 2, paginaActual: pagina, porPagina: 10 };
        return json({ success: true, data: { mensajes: enPagina, paginacion } });
      }),
    );
    const { url } = renderConProveedores(<MensajesContactoPage />, { ruta: '/mensajes-contacto?page=3' });
    expect(await screen.findByRole('article', { name: 'Asunto 200' })).toBeInTheDocument();
    expect(url()).toBe('/mensajes-contacto?page=2');
    expect(pedidas[0]).toBe('/api/mensajes-contacto?page=3&limit=10&leidos=todos');
    expect(screen.getByText(/Página 2 de 2 · 12 mensajes/)).toBeInTheDocument();
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
