import { MESES } from '@escuela/shared/reportes/reportes.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConProveedores } from '@/test/render';
import { ReporteAsistenciasPage } from './reporte-asistencias-page';

const hoy = new Date();
const boton = `Descargar Reporte para ${MESES[hoy.getMonth()]} ${hoy.getFullYear()}`;

describe('ReporteAsistenciasPage', () => {
  it('opens on this month, this year and every group, and waits for the groups before downloading', () => {
    renderConProveedores(<ReporteAsistenciasPage grupos={[]} cargandoGrupos />);
    expect(screen.getByRole('button', { name: boton })).toBeDisabled();
    expect(screen.getByLabelText('Mes')).toHaveTextContent(MESES[hoy.getMonth()]!);
    expect(screen.getByLabelText('Año')).toHaveTextContent(String(hoy.getFullYear()));
    expect(screen.getByLabelText('Grupo')).toHaveTextContent('Todos los grupos');
  });

  it('enables the download once the groups are in', () => {
    renderConProveedores(
      <ReporteAsistenciasPage grupos={[{ valor: '1', etiqueta: 'Kids I' }]} cargandoGrupos={false} />,
    );
    expect(screen.getByRole('button', { name: boton })).toBeEnabled();
    expect(screen.getByText(/significa que el alumno asistió/)).toBeInTheDocument();
    expect(screen.getByText(/significa que faltó con la falta justificada/)).toBeInTheDocument();
    expect(
      screen.getByText(/la sesión aún no ha llegado, o el alumno no estaba matriculado/),
    ).toBeInTheDocument();
  });
});
