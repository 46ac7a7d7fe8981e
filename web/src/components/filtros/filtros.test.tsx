import { listarProfesoresQuery } from '@escuela/shared/profesores/profesores.schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConProveedores } from '@/test/render';
import { FiltroBusqueda } from './filtros';
import { useFiltrosUrl } from './use-filtros-url';

function Busqueda() {
  const { filtros, cambiar } = useFiltrosUrl(listarProfesoresQuery);
  return (
    <>
      <FiltroBusqueda
        id="buscar"
        etiqueta="Buscar"
        valor={filtros.search ?? ''}
        onCambio={(search) => cambiar({ search })}
      />
      <button type="button" onClick={() => cambiar({ search: null })}>
        Limpiar filtros
      </button>
    </>
  );
}

describe('FiltroBusqueda', () => {
  it('sends what is typed once typing pauses, and empties when the URL is cleared from outside', async () => {
    const { user, url } = renderConProveedores(<Busqueda />, { ruta: '/profesores' });
    await user.type(screen.getByLabelText('Buscar'), 'ana');
    await waitFor(() => expect(url()).toBe('/profesores?search=ana'));
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(screen.getByLabelText('Buscar')).toHaveValue(''));
    // The old text is not sent again after the pause.
    await new Promise((r) => setTimeout(r, 400));
    expect(url()).toBe('/profesores');
    expect(screen.getByLabelText('Buscar')).toHaveValue('');
  });
});
