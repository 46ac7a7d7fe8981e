/**
 * The payroll screen against a real HTTP server on the page's origin: the spec's query names, the missing
 * distances asked one by one (the server's message when a save fails, skip, reload) and the error texts
 * of spec §8 when the server gives no message.
 */
import type { NominaFila } from '@escuela/shared/nominas/nominas.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConProveedores } from '@/test/render';
import { servidorEnElOrigen } from '@/test/servidor-en-el-origen';
import { NominasPage } from './nominas-page';

const fila = (km: number): NominaFila => ({
  profesorId: 7,
  nombreProfesor: 'Lucía Martín Romero',
  salarioHora: 16,
  sesionesAsistidas: 3,
  horasTotales: 4.5,
  desplazamiento: '0.08',
  kilometrosTotales: km,
  importeDesplazamiento: Math.round(km * 8) / 100,
  totalNomina: 72 + Math.round(km * 8) / 100,
  sesionesSinConfirmar: 2,
});
const requerida = (colegioId: number, nombreColegio: string) => ({
  profesorId: 7,
  colegioId,
  nombreProfesor: 'Lucía Martín Romero',
  direccionProfesor: 'Calle de Bravo Murillo 120, Madrid',
  nombreColegio,
  direccionColegio: null,
  kilometros: null,
});

const pedidas: string[] = [];
const cuerpos: unknown[] = [];
let guardadas = 0;
servidorEnElOrigen((req, res) => {
  const url = req.url ?? '';
  pedidas.push(`${req.method} ${url}`);
  const responder = (status: number, cuerpo: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
    });
    res.end(JSON.stringify(cuerpo));
  };
  if (url.startsWith('/api/nominas/calcular?mes=2025-02')) return responder(500, {});
  if (url.startsWith('/api/nominas/calcular'))
    return responder(200, {
      nominas: [fila(guardadas ? 25 : 0)],
      distanciasRequeridas: [requerida(1, 'CEIP San Fernando'), requerida(2, 'Colegio Santa Ana')],
    });
  if (url.startsWith('/api/nominas/sesiones-profesor')) return responder(500, {});
  if (url.startsWith('/api/nominas')) return responder(200, [fila(guardadas ? 25 : 0)]);
  if (url === '/api/distancias' && req.method === 'POST') {
    let texto = '';
    req.on('data', (c: Buffer) => (texto += c.toString()));
    req.on('end', () => {
      cuerpos.push(JSON.parse(texto));
      if (cuerpos.length === 1)
        return responder(409, {
          message: 'Ya existe una distancia personalizada para este profesor y colegio',
        });
      guardadas++;
      responder(201, { id: 1 });
    });
    return;
  }
  responder(404, { message: 'No encontrado' });
});

describe('NominasPage', () => {
  it('asks each missing distance in turn, shows a failed save in the dialog, skips, then reloads', async () => {
    const { user } = renderConProveedores(<NominasPage />, { ruta: '/nominas?mes=2025-01' });
    expect(await screen.findByRole('cell', { name: 'Lucía Martín Romero' })).toBeInTheDocument();
    expect(pedidas).toContain('GET /api/nominas?mes=2025-01');
    // Issue 29: each teacher's past sessions without teacher attendance, linked to /sesiones to confirm.
    expect(screen.getByRole('link', { name: '2 sesiones sin confirmar' })).toHaveAttribute(
      'href',
      '/sesiones?profesorId=7&startDate=2025-01-01&endDate=2025-01-31&estado=todas',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Incluir profesores de baja' }));
    await user.click(screen.getByRole('checkbox', { name: 'Filtrar por asistencia' }));
    await user.click(screen.getByRole('button', { name: 'Calcular Nóminas' }));
    expect(pedidas).toContain(
      'GET /api/nominas/calcular?mes=2025-01&filtrarPorAsistencia=false&incluirProfesoresBaja=true',
    );

    const dialogo = await screen.findByRole('dialog', { name: 'Distancia requerida' });
    expect(dialogo).toHaveTextContent('1 de 2');
    expect(dialogo).toHaveTextContent('CEIP San Fernando');
    expect(dialogo).toHaveTextContent('No disponible');
    const km = within(dialogo).getByLabelText(/Kilómetros/);
    const guardar = within(dialogo).getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    await user.type(km, '12,5');
    await user.click(guardar);
    expect(cuerpos.at(-1)).toMatchObject({ kilometros: 12.5 });
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(
      'Ya existe una distancia personalizada para este profesor y colegio',
    );
    expect(dialogo).toHaveTextContent('1 de 2');
    await user.click(within(dialogo).getByRole('button', { name: 'Omitir' }));
    expect(dialogo).toHaveTextContent('2 de 2');
    expect(dialogo).toHaveTextContent('Colegio Santa Ana');
    await user.type(within(dialogo).getByLabelText(/Kilómetros/), '3');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(cuerpos.at(-1)).toEqual({ profesorId: 7, colegioId: 2, kilometros: 3 });

    // The queue is done: the dialog closes and the reloaded payroll shows the new kilometres.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findAllByRole('cell', { name: '25,00' })).toHaveLength(2); // row and footer
  }, 15_000);

  it("says 'Error al calcular nóminas' and 'Error al cargar las sesiones' when the server gives no message", async () => {
    const { user } = renderConProveedores(<NominasPage />, { ruta: '/nominas?mes=2025-02' });
    await screen.findByRole('cell', { name: 'Lucía Martín Romero' });
    await user.click(screen.getByRole('button', { name: 'Calcular Nóminas' }));
    expect(await screen.findByText('Error al calcular nóminas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver sesiones de Lucía Martín Romero' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Sesiones de Lucía Martín Romero' });
    expect(dialogo).toHaveTextContent('Febrero 2025');
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Error al cargar las sesiones');
    expect(pedidas).toContain('GET /api/nominas/sesiones-profesor?mes=2025-02&profesorId=7');
  }, 15_000);
});
