import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConProveedores } from '@/test/render';
import { AccionesFila } from './acciones-fila';
import { DataTable, type Columna } from './data-table';
import { Paginacion } from './paginacion';

interface Fila {
  id: number;
  nombre: string;
  alumnos: number;
}
const COLUMNAS: Columna<Fila>[] = [
  { titulo: 'Nombre', celda: (f) => f.nombre, orden: (f) => f.nombre },
  { titulo: 'Alumnos', celda: (f) => f.alumnos, orden: (f) => f.alumnos },
];
const FILAS: Fila[] = [
  { id: 1, nombre: 'Ñandú', alumnos: 3 },
  { id: 2, nombre: 'Abeja', alumnos: 10 },
  { id: 3, nombre: 'Nube', alumnos: 2 },
];

function tabla(props: Partial<Parameters<typeof DataTable<Fila>>[0]> = {}) {
  return renderConProveedores(
    <DataTable
      etiqueta="Grupos"
      columnas={COLUMNAS}
      filas={FILAS}
      clave={(f) => f.id}
      cargando={false}
      textoVacio="No hay grupos que mostrar"
      textoError="No se pudo cargar"
      {...props}
    />,
  );
}
const nombres = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('keeps a totals footer under the sorted rows, aligned with the columns, only when there are rows', async () => {
    const { user, unmount } = tabla({ pie: ['Total', 15] });
    const pie = screen.getAllByRole('rowgroup').at(-1)!;
    expect(
      within(pie)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '15']);
    await user.click(screen.getByRole('button', { name: 'Alumnos' }));
    expect(screen.getAllByRole('row').at(-1)).toHaveTextContent('Total15');
    unmount();
    tabla({ filas: [], pie: ['Total', 0] });
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('shows a loading text instead of skeletons when the screen names one', () => {
    tabla({ filas: undefined, cargando: true, textoCargando: 'Cargando distancias...' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando distancias...');
    expect(screen.queryAllByTestId('fila-cargando')).toHaveLength(0);
  });

  it('sorts by a header in Spanish order and toggles the direction, announced by aria-sort', async () => {
    const { user } = tabla({ ordenInicial: 'Nombre' });
    expect(nombres()).toEqual(['Abeja', 'Nube', 'Ñandú']);
    const cabecera = screen.getByRole('columnheader', { name: 'Nombre' });
    expect(cabecera).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(cabecera).toHaveAttribute('aria-sort', 'descending');
    expect(nombres()).toEqual(['Ñandú', 'Nube', 'Abeja']);
    await user.click(screen.getByRole('button', { name: 'Alumnos' }));
    expect(screen.getByRole('columnheader', { name: 'Alumnos' })).toHaveAttribute('aria-sort', 'ascending');
    expect(cabecera).toHaveAttribute('aria-sort', 'none');
    expect(nombres()).toEqual(['Nube', 'Ñandú', 'Abeja']);
  });

  it('with ordenControlado, shows rows as given and asks for the order (a server-sorted list)', async () => {
    const onOrden = vi.fn();
    const { user } = tabla({ ordenControlado: { orden: { columna: 'Alumnos', asc: false }, onOrden } });
    expect(nombres()).toEqual(['Ñandú', 'Abeja', 'Nube']);
    expect(screen.getByRole('columnheader', { name: 'Alumnos' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Alumnos' }));
    expect(onOrden).toHaveBeenLastCalledWith({ columna: 'Alumnos', asc: true });
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(onOrden).toHaveBeenLastCalledWith({ columna: 'Nombre', asc: true });
    expect(nombres()).toEqual(['Ñandú', 'Abeja', 'Nube']);
  });

  it('shows skeleton rows while loading, the empty text, and the error as an alert', () => {
    const cargando = tabla({ filas: undefined, cargando: true });
    expect(screen.getAllByTestId('fila-cargando')).toHaveLength(3);
    expect(screen.queryByText('No hay grupos que mostrar')).not.toBeInTheDocument();
    cargando.unmount();
    const vacia = tabla({ filas: [] });
    expect(screen.getByText('No hay grupos que mostrar')).toBeInTheDocument();
    vacia.unmount();
    tabla({ filas: undefined, error: true });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar');
  });

  it("names each row's actions after the record", async () => {
    const editar = vi.fn();
    const { user } = tabla({
      acciones: (f) => <AccionesFila nombre={f.nombre} onEditar={() => editar(f.id)} onEliminar={() => {}} />,
    });
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar Nube' }));
    expect(editar).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: 'Eliminar Abeja' })).toBeInTheDocument();
  });
});

describe('Paginacion', () => {
  it('pages back and forth, disabled at the ends, and hides on an empty list', async () => {
    const onPagina = vi.fn();
    const { user, unmount } = renderConProveedores(
      <Paginacion
        paginacion={{ total: 120, totalPaginas: 3, paginaActual: 1 }}
        unidad={['alumno', 'alumnos']}
        onPagina={onPagina}
      />,
    );
    expect(screen.getByText('Página 1 de 3 · 120 alumnos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPagina).toHaveBeenCalledWith(2);
    unmount();
    renderConProveedores(
      <Paginacion
        paginacion={{ total: 0, totalPaginas: 0, paginaActual: 1 }}
        unidad={['alumno', 'alumnos']}
        onPagina={onPagina}
      />,
    );
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });
});
