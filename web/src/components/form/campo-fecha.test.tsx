import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fechaOpcional } from '@escuela/shared/common/campos';
import { renderConProveedores } from '@/test/render';
import { CampoFecha } from './campo-fecha';
import { FormDialog } from './form-dialog';

const schema = z.strictObject({ desde: fechaOpcional('La fecha no es válida') });

function Pantalla({
  guardar,
  desde = '',
}: {
  guardar: (d: z.output<typeof schema>) => Promise<unknown>;
  desde?: string;
}) {
  return (
    <FormDialog
      open
      onOpenChange={() => undefined}
      titulo="Fecha"
      descripcion="Una fecha"
      registro={null}
      schema={schema}
      valores={{ desde }}
      guardar={guardar}
    >
      {({ control }) => <CampoFecha control={control} name="desde" label="Desde" id="desde" />}
    </FormDialog>
  );
}

describe('CampoFecha', () => {
  it('shows a stored day as dd/mm/aaaa and sends what is typed as yyyy-MM-dd', async () => {
    const guardar = vi.fn().mockResolvedValue(undefined);
    const { user } = renderConProveedores(<Pantalla guardar={guardar} desde="2026-09-08" />);
    const campo = screen.getByRole('textbox', { name: 'Desde' });
    expect(campo).toHaveValue('08/09/2026');
    await user.clear(campo);
    await user.type(campo, '1/10/2026');
    await user.tab();
    expect(campo).toHaveValue('01/10/2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(guardar).toHaveBeenCalledWith({ desde: '2026-10-01' });
  });

  it('a day that does not exist is the schema’s Spanish error; blank is no day', async () => {
    const guardar = vi.fn().mockResolvedValue(undefined);
    const { user } = renderConProveedores(<Pantalla guardar={guardar} />);
    const campo = screen.getByRole('textbox', { name: 'Desde' });
    await user.type(campo, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La fecha no es válida')).toBeInTheDocument();
    expect(campo).toHaveAccessibleDescription('La fecha no es válida');
    expect(guardar).not.toHaveBeenCalled();
    await user.clear(campo);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(guardar).toHaveBeenCalledWith({ desde: null });
  });
});
