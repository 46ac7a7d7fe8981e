/**
 * The portal's «Renovación» over a stubbed fetch: each child with its proposed group, a child with none
 * can only be declined, declining asks first, and the empty and error states.
 */
import type { RenovacionPadre } from '@escuela/shared/renovaciones/renovaciones.schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConProveedores } from '@/test/render';
import { Renovacion } from './renovacion';

const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'content-type': 'application/json' } });

const fila = (id: number, nombre: string, propuesto: string | null): RenovacionPadre => ({
  id,
  curso: 2027,
  fechaLimite: '2027-06-15',
  alumno: { id: id * 10, nombre },
  grupoActual: { id: 1, nombre: 'Robótica Kids I' },
  grupoPropuesto: propuesto ? { id: 2, nombre: propuesto } : null,
  respuesta: 'pendiente',
  puedeResponder: true,
});

function servidor(filas: RenovacionPadre[] | null) {
  const llamadas: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      llamadas.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      if (filas === null) return json({ message: 'Error' }, 500);
      const post = /\/api\/padres\/renovaciones\/(\d+)$/.exec(url);
      if (post) {
        const f = filas.find((x) => x.id === Number(post[1]))!;
        const { continua } = JSON.parse(String(init!.body)) as { continua: boolean };
        f.respuesta = continua ? 'continua' : 'no_continua';
        return json({ message: 'Hemos guardado que no continúa el próximo curso.', item: f });
      }
      return json(filas.map((f) => ({ ...f })));
    }),
  );
  return llamadas;
}

afterEach(() => vi.unstubAllGlobals());

describe('Renovacion', () => {
  it('shows each child with the proposal; no proposal means only «No continúa»; declining asks first', async () => {
    const llamadas = servidor([fila(1, 'Lucía', 'Robótica Kids II'), fila(2, 'Pablo', null)]);
    const { user } = renderConProveedores(<Renovacion />);
    expect(await screen.findByText(/Confirma si cada hijo continúa el curso 2027-2028/)).toBeInTheDocument();
    expect(screen.getByText(/Tienes hasta el 15\/06\/2027/)).toBeInTheDocument();
    expect(screen.getByText('Robótica Kids II')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continúa: Lucía' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continúa: Pablo' })).toBeDisabled();
    expect(screen.getByText(/No hay un grupo para el próximo curso en su colegio/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'No continúa: Pablo' }));
    const dialogo = await screen.findByRole('alertdialog', { name: '¿No continúa el próximo curso?' });
    expect(llamadas.filter((l) => l.startsWith('POST'))).toEqual([]);
    await user.click(within(dialogo).getByRole('button', { name: 'No continúa' }));
    await vi.waitFor(() => expect(llamadas).toContain('POST /api/padres/renovaciones/2 {"continua":false}'));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'No continúa: Pablo' })).toBeDisabled());
  });

  it('says when there is no renewal open, and when it cannot load', async () => {
    servidor([]);
    const vacio = renderConProveedores(<Renovacion />);
    expect(await screen.findByText('No hay ninguna renovación de plaza abierta.')).toBeInTheDocument();
    vacio.unmount();
    servidor(null);
    renderConProveedores(<Renovacion />);
    expect(await screen.findAllByText('No se pudo cargar la renovación')).not.toHaveLength(0);
  });
});
