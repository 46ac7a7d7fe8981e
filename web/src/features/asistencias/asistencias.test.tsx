import type { AsistenciaAlumno } from '@escuela/shared/asistencias/asistencias.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Table, TableBody } from '@/components/ui/table';
import { renderConProveedores } from '@/test/render';
import { AsistenciasPage } from './asistencias-page';
import { FilaAlumno } from './fila-alumno';

const sinRegistro: AsistenciaAlumno = {
  id: null,
  alumnoId: 7,
  grupoId: 3,
  sesionId: 11,
  fechaSesion: '2026-11-16T16:00:00.000Z',
  asistio: true,
  justificada: false,
  observaciones: null,
  registrada: false,
  alumno: { nombre: 'Ana', apellidos: 'López Gil' },
};

function fila(a: Parameters<typeof FilaAlumno>[0]['a'], bloqueo?: string) {
  const marcar = vi.fn();
  const r = renderConProveedores(
    <>
      {bloqueo && <p id={bloqueo}>La sesión aún no ha empezado</p>}
      <Table>
        <TableBody>
          <FilaAlumno a={a} marcar={marcar} ocupado={false} bloqueo={bloqueo} />
        </TableBody>
      </Table>
    </>,
  );
  return { ...r, marcar };
}

describe('FilaAlumno', () => {
  it('shows the door’s summary: the allergy’s details on tap, "Sin fotos", who collects the child', async () => {
    const { user } = fila({
      ...sinRegistro,
      salvaguarda: {
        alergias: [{ tipo: 'Alergia', descripcion: 'Frutos secos', actuacion: 'Llamar al 112' }],
        recogida: [{ nombre: 'Carmen Gil', parentesco: 'Abuela', telefono: '611223344' }],
        salirSolo: true,
        sinFotos: true,
      },
    });
    expect(screen.getByText('Sin fotos')).toBeInTheDocument();
    expect(screen.getByText('Puede salir solo')).toBeInTheDocument();
    expect(screen.getByText('Recogen: Carmen Gil (Abuela, 611223344)')).toBeInTheDocument();
    expect(screen.queryByText('Llamar al 112', { exact: false })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Alergia de Ana López Gil: ver detalles' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Frutos secos');
    expect(screen.getByRole('dialog')).toHaveTextContent('Qué hacer: Llamar al 112');
  });

  it('shows no badge for a student with image consent and nothing recorded', () => {
    fila({
      ...sinRegistro,
      salvaguarda: { alergias: [], recogida: [], salirSolo: false, sinFotos: false },
    });
    expect(screen.queryByText('Sin fotos')).toBeNull();
    expect(screen.queryByRole('button', { name: /Alergias/ })).toBeNull();
  });

  it('shows a student without a record as present and marks them absent', async () => {
    const { user, marcar } = fila(sinRegistro);
    expect(screen.getByRole('button', { name: 'Presente: Ana López Gil' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Ausente: Ana López Gil' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Justified only makes sense for an absence.
    expect(screen.queryByRole('checkbox', { name: 'Justificada: Ana López Gil' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ausente: Ana López Gil' }));
    expect(marcar).toHaveBeenCalledWith(sinRegistro, { asistio: false, justificada: false });
  });

  it('justifies an absence and saves a short note with the current mark', async () => {
    const ausente = { ...sinRegistro, asistio: false, registrada: true, id: 4 };
    const { user, marcar } = fila(ausente);
    await user.click(screen.getByRole('checkbox', { name: 'Justificada: Ana López Gil' }));
    expect(marcar).toHaveBeenLastCalledWith(ausente, { asistio: false, justificada: true });
    const guardar = screen.getByRole('button', { name: 'Guardar nota de Ana López Gil' });
    expect(guardar).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Nota de Ana López Gil' }), 'Médico');
    await user.click(guardar);
    expect(marcar).toHaveBeenLastCalledWith(ausente, {
      asistio: false,
      justificada: false,
      observaciones: 'Médico',
    });
  });

  it('a session that has not begun: every control disabled, each pointing to the reason', () => {
    fila({ ...sinRegistro, asistio: false, justificada: true, registrada: true, id: 4 }, 'motivo');
    const controles = [
      screen.getByRole('button', { name: 'Presente: Ana López Gil' }),
      screen.getByRole('button', { name: 'Ausente: Ana López Gil' }),
      screen.getByRole('checkbox', { name: 'Justificada: Ana López Gil' }),
      screen.getByRole('textbox', { name: 'Nota de Ana López Gil' }),
      screen.getByRole('button', { name: 'Guardar nota de Ana López Gil' }),
    ];
    for (const c of controles) {
      expect(c).toBeDisabled();
      expect(c).toHaveAccessibleDescription('La sesión aún no ha empezado');
    }
  });

  it('before the session begins, no record reads as pending, not present', () => {
    fila(sinRegistro, 'motivo');
    expect(screen.getAllByText('Pendiente').length).toBeGreaterThan(0);
    expect(screen.queryByText('Presente', { selector: 'span' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Presente: Ana López Gil' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('AsistenciasPage', () => {
  it("says 'No se ha seleccionado una sesión' without a session", () => {
    renderConProveedores(<AsistenciasPage sesionId={null} esProfesor={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se ha seleccionado una sesión');
  });

  it('shows the spec errors when the session and its attendance cannot be read', async () => {
    // No server behind jsdom: every request fails as a network error would.
    renderConProveedores(<AsistenciasPage sesionId={11} fecha="2026-11-16" esProfesor />);
    expect(
      (await screen.findAllByText('Error al obtener detalles de la sesión', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    expect(
      (await screen.findAllByText('Error al obtener asistencias', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
  });
});
