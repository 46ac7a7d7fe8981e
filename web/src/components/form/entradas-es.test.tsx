import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderConProveedores } from '@/test/render';
import { CampoFecha } from './campo-fecha';
import { CampoNumero } from './campo-numero';
import { FormDialog } from './form-dialog';

const schema = z.strictObject({
  fecha: z.iso.date('Fecha no válida'),
  salario: z.number({ error: 'El salario debe ser un número' }).min(0),
  cantidad: z.number({ error: 'Cantidad no válida' }).default(0),
});
type Valores = z.input<typeof schema>;

function Formulario({
  guardar,
  valores,
}: {
  guardar: (d: z.output<typeof schema>) => Promise<unknown>;
  valores: Valores;
}) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog<Valores, z.output<typeof schema>>
      open={open}
      onOpenChange={setOpen}
      titulo="Datos"
      descripcion="Prueba"
      registro={null}
      schema={schema}
      valores={valores}
      guardar={guardar}
    >
      {({ control }) => (
        <>
          <CampoFecha control={control} name="fecha" label="Fecha de alta" id="f" required />
          <CampoNumero
            control={control}
            name="salario"
            label="Salario (€/h)"
            id="s"
            decimales={2}
            fijos
            required
          />
          <CampoNumero control={control} name="cantidad" label="Cantidad" id="c" decimales={1} />
        </>
      )}
    </FormDialog>
  );
}

describe('the kit’s Spanish date and number fields', () => {
  it('read dd/mm/aaaa and a decimal comma, and give the form ISO dates and numbers', async () => {
    const guardar = vi.fn(async () => undefined);
    const { user } = renderConProveedores(
      <Formulario guardar={guardar} valores={{ fecha: '', salario: 0 } as Valores} />,
    );
    const fecha = screen.getByLabelText(/Fecha de alta/);
    expect(fecha).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(fecha, '03022027');
    expect(fecha).toHaveValue('03/02/2027');
    const salario = screen.getByLabelText(/Salario/);
    expect(salario).toHaveValue('0,00');
    await user.clear(salario);
    await user.type(salario, '17,5');
    await user.tab();
    expect(salario).toHaveValue('17,50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(guardar).toHaveBeenCalledWith({ fecha: '2027-02-03', salario: 17.5, cantidad: 0 });
  });

  it('say in Spanish what is wrong with a date that is not one and a number that is not one', async () => {
    const guardar = vi.fn(async () => undefined);
    const { user } = renderConProveedores(
      <Formulario guardar={guardar} valores={{ fecha: '', salario: 0 } as Valores} />,
    );
    await user.type(screen.getByLabelText(/Fecha de alta/), '31/02/2027');
    await user.type(screen.getByLabelText('Cantidad'), '1,2,3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Fecha no válida')).toBeInTheDocument();
    expect(screen.getByText('Cantidad no válida')).toBeInTheDocument();
    expect(guardar).not.toHaveBeenCalled();
  });

  it('show a record’s values the Spanish way and accept a dot too', async () => {
    const guardar = vi.fn(async () => undefined);
    const { user } = renderConProveedores(
      <Formulario guardar={guardar} valores={{ fecha: '2025-09-01', salario: 16, cantidad: 2.5 }} />,
    );
    expect(screen.getByLabelText(/Fecha de alta/)).toHaveValue('01/09/2025');
    expect(screen.getByLabelText(/Salario/)).toHaveValue('16,00');
    const cantidad = screen.getByLabelText('Cantidad');
    expect(cantidad).toHaveValue('2,5');
    await user.clear(cantidad);
    await user.type(cantidad, '3.5');
    await user.tab();
    expect(cantidad).toHaveValue('3,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(guardar).toHaveBeenCalledWith({ fecha: '2025-09-01', salario: 16, cantidad: 3.5 });
  });

  it('choose a day from the calendar, described by the field it belongs to', async () => {
    const guardar = vi.fn(async () => undefined);
    const { user } = renderConProveedores(
      <Formulario guardar={guardar} valores={{ fecha: '2026-03-10', salario: 1 }} />,
    );
    const boton = screen.getByRole('button', { name: 'Abrir calendario' });
    expect(boton).toHaveAccessibleDescription(/Fecha de alta/);
    await user.click(boton);
    await user.click(await screen.findByRole('button', { name: 'viernes 20 de marzo de 2026' }));
    expect(screen.getByLabelText(/Fecha de alta/)).toHaveValue('20/03/2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(guardar).toHaveBeenCalledWith({ fecha: '2026-03-20', salario: 1, cantidad: 0 });
  });
});
