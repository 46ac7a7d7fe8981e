import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { renderConProveedores } from '@/test/render';
import { CampoCasillas } from './campos';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';

const schema = z.strictObject({
  nombre: z.string().trim().min(1, 'El nombre es requerido'),
  dias: z.array(z.number()).min(1, 'Elige un día'),
});
type Valores = z.input<typeof schema>;
const REGISTROS = [
  { id: 1, nombre: 'Ana', dias: [1] },
  { id: 2, nombre: 'Berta', dias: [2, 3] },
];

function Pantalla({ guardar }: { guardar: (d: z.output<typeof schema>) => Promise<unknown> }) {
  const [registro, setRegistro] = useState<(typeof REGISTROS)[number] | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      {REGISTROS.map((r) => (
        <button
          key={r.id}
          type="button"
          onClick={() => {
            setRegistro(r);
            setOpen(true);
          }}
        >
          Editar {r.nombre}
        </button>
      ))}
      <FormDialog<Valores, z.output<typeof schema>>
        open={open}
        onOpenChange={setOpen}
        titulo="Editar"
        descripcion="Datos"
        registro={registro?.id ?? null}
        schema={schema}
        valores={{ nombre: registro?.nombre ?? '', dias: registro?.dias ?? [] }}
        guardar={guardar}
      >
        {({ register, control, formState: { errors } }) => (
          <>
            <FormField label="Nombre" id="nombre" error={errors.nombre?.message}>
              <input {...register('nombre')} />
            </FormField>
            <CampoCasillas
              control={control}
              name="dias"
              label="Días"
              id="dia"
              numerico
              opciones={[
                { valor: '1', etiqueta: 'Lunes' },
                { valor: '2', etiqueta: 'Martes' },
                { valor: '3', etiqueta: 'Miércoles' },
              ]}
            />
          </>
        )}
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('starts from each record it opens with, validates with the schema and closes on success', async () => {
    const guardar = vi.fn(async () => undefined);
    const { user } = renderConProveedores(<Pantalla guardar={guardar} />);
    await user.click(screen.getByRole('button', { name: 'Editar Ana' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    await user.clear(screen.getByLabelText('Nombre'));
    await user.click(screen.getByLabelText('Lunes'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('Elige un día')).toBeInTheDocument();
    expect(guardar).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    // Another record: the edits and errors of the first are gone.
    await user.click(screen.getByRole('button', { name: 'Editar Berta' }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Berta');
    expect(screen.getByLabelText('Martes')).toBeChecked();
    expect(screen.queryByText('El nombre es requerido')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Martes'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(guardar).toHaveBeenCalledWith({ nombre: 'Berta', dias: [3] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Guardando...' while saving, then puts the server's field errors under the fields and stays open", async () => {
    let rechazar!: (e: unknown) => void;
    const guardar = vi.fn(() => new Promise((_, r) => (rechazar = r)));
    const { user } = renderConProveedores(<Pantalla guardar={guardar} />);
    await user.click(screen.getByRole('button', { name: 'Editar Ana' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    await act(async () =>
      rechazar(
        new ApiError(400, '400', {
          message: 'Datos no válidos',
          errors: { nombre: { _errors: ['Ya existe'] } },
        }),
      ),
    );
    expect(await screen.findByText('Ya existe')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });
});
