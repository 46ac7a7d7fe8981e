import { listarAlumnosQuery } from '@escuela/shared/alumnos/alumnos.schemas';
import { listarProfesoresQuery } from '@escuela/shared/profesores/profesores.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConProveedores } from '@/test/render';
import { FiltroSelect } from './filtros';
import { leerFiltros, useFiltrosUrl } from './use-filtros-url';

describe('leerFiltros', () => {
  it("applies the endpoint schema's defaults and types", () => {
    expect(leerFiltros(listarAlumnosQuery, new URLSearchParams('grupoId=3&page=2'))).toEqual({
      grupoId: 3,
      estado: 'alta',
      observaciones: 'todos',
      page: 2,
      limit: 50,
    });
  });

  it('drops only the values the schema refuses, and keys it does not know', () => {
    const params = new URLSearchParams('estado=borrado&page=-4&grupoId=sin&search=ana&id=9');
    expect(leerFiltros(listarAlumnosQuery, params)).toEqual({
      search: 'ana',
      grupoId: 'sin',
      estado: 'alta',
      observaciones: 'todos',
      page: 1,
      limit: 50,
    });
  });

  it("lets a screen open on another default than the endpoint's", () => {
    expect(leerFiltros(listarProfesoresQuery, new URLSearchParams(), { estado: 'activos' })).toEqual({
      estado: 'activos',
    });
    expect(
      leerFiltros(listarProfesoresQuery, new URLSearchParams('estado=todos'), { estado: 'activos' }),
    ).toEqual({ estado: 'todos' });
  });
});

const POR_DEFECTO = { estado: 'activos' };
function Filtros() {
  const { filtros, cambiar } = useFiltrosUrl(listarProfesoresQuery, { porDefecto: POR_DEFECTO });
  return (
    <>
      <FiltroSelect
        id="estado"
        etiqueta="Estado"
        valor={filtros.estado}
        onCambio={(estado) => cambiar({ estado })}
        opciones={[
          { valor: 'todos', etiqueta: 'Todos' },
          { valor: 'activos', etiqueta: 'Activos' },
          { valor: 'inactivos', etiqueta: 'Inactivos' },
        ]}
      />
      <button type="button" onClick={() => cambiar({ search: 'ana', page: 3 })}>
        Buscar
      </button>
    </>
  );
}

describe('useFiltrosUrl with the select', () => {
  it('writes a change to the URL, and leaves out the value the screen opens with', async () => {
    const { user, url } = renderConProveedores(<Filtros />, { ruta: '/profesores' });
    const estado = screen.getByLabelText('Estado');
    expect(estado).toHaveTextContent('Activos');
    await user.click(estado);
    await user.click(await screen.findByRole('option', { name: 'Inactivos' }));
    expect(url()).toBe('/profesores?estado=inactivos');
    expect(screen.getByLabelText('Estado')).toHaveTextContent('Inactivos');
    await user.click(screen.getByLabelText('Estado'));
    await user.click(await screen.findByRole('option', { name: 'Activos' }));
    expect(url()).toBe('/profesores');
  });

  it('keeps the other parameters, and a filter change goes back to the first page unless it sets one', async () => {
    const { user, url } = renderConProveedores(<Filtros />, { ruta: '/profesores?id=4&page=2' });
    await user.click(screen.getByLabelText('Estado'));
    await user.click(await screen.findByRole('option', { name: 'Todos' }));
    expect(url()).toBe('/profesores?id=4&estado=todos');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(url()).toBe('/profesores?id=4&estado=todos&search=ana&page=3');
  });
});
