import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConProveedores } from '@/test/render';
import { ApiError } from './api';
import type { Recurso } from './claves';
import { useMutacion, type OpcionesMutacion } from './use-mutacion';

const cargas: Record<string, number> = {};
function Lista({ clave }: { clave: string }) {
  const q = useQuery({
    queryKey: [clave, 'list'],
    queryFn: async () => {
      cargas[clave] = (cargas[clave] ?? 0) + 1;
      return clave;
    },
  });
  return <p>{q.data}</p>;
}

function Boton(props: OpcionesMutacion<unknown, void>) {
  const m = useMutacion(props);
  return (
    <button type="button" onClick={() => m.mutate()}>
      Cambiar
    </button>
  );
}

function montar(opciones: OpcionesMutacion<unknown, void>) {
  for (const clave of Object.keys(cargas)) delete cargas[clave];
  const r = renderConProveedores(
    <>
      <Lista clave="grupos" />
      <Lista clave="colegios" />
      <Boton {...opciones} />
    </>,
  );
  /** How many times the list was fetched: once on mount, again when the mutation makes it stale. */
  const veces = (clave: Recurso) => cargas[clave];
  return { ...r, veces };
}

describe('useMutacion', () => {
  it('invalidates the lists it names, and only those, and shows the success toast', async () => {
    const { user, veces } = montar({
      mutationFn: async () => 1,
      invalida: ['grupos'],
      exito: 'Grupo creado',
    });
    await screen.findByText('colegios');
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findByText('Grupo creado')).toBeInTheDocument();
    await waitFor(() => expect(veces('grupos')).toBe(2));
    expect(veces('colegios')).toBe(1);
  });

  it("says 'Error' with the server's message, or the fallback when there is none", async () => {
    const servidor = new ApiError(409, '409', { message: 'El email ya está registrado' });
    const uno = montar({ mutationFn: () => Promise.reject(servidor), invalida: ['grupos'] });
    await uno.user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findByText('El email ya está registrado')).toBeInTheDocument();
    expect(uno.veces('grupos')).toBe(1);
    uno.unmount();

    const dos = montar({
      mutationFn: () => Promise.reject(new Error('red')),
      invalida: [],
      error: 'No se pudo',
    });
    await dos.user.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findByText('No se pudo')).toBeInTheDocument();
  });

  it('shows no error toast when the caller handles errors itself (error: null)', async () => {
    const { user } = montar({ mutationFn: () => Promise.reject(new Error('x')), invalida: [], error: null });
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
