/**
 * The assignment actions against a real HTTP server on the page's origin (the sessions page that will
 * hold them is another branch's): the range is checked before anything is sent, each action asks for
 * confirmation, sends the shared body and toasts the `{message, errores?}` answer or the spec's error.
 */
import type { IncomingMessage } from 'node:http';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderConProveedores } from '@/test/render';
import { servidorEnElOrigen } from '@/test/servidor-en-el-origen';
import { AccionesAsignacion } from './acciones-asignacion';

interface Llamada {
  url: string;
  cuerpo: unknown;
}
let llamadas: Llamada[] = [];
/** The answer of the next POST: status and body. */
let respuesta: { status: number; body?: unknown } = { status: 200, body: {} };

const leer = (req: IncomingMessage) =>
  new Promise<string>((r) => {
    let datos = '';
    req.on('data', (c: Buffer) => (datos += c.toString()));
    req.on('end', () => r(datos));
  });

servidorEnElOrigen(async (req, res) => {
  const json = { 'content-type': 'application/json' };
  if (req.method === 'GET' && req.url?.startsWith('/api/grupos')) {
    res.writeHead(200, json);
    res.end(JSON.stringify([{ id: 7, nombre: 'Robótica Kids II' }]));
    return;
  }
  const texto = await leer(req);
  llamadas.push({ url: req.url ?? '', cuerpo: texto ? JSON.parse(texto) : undefined });
  res.writeHead(respuesta.status, json);
  res.end(respuesta.body === undefined ? '' : JSON.stringify(respuesta.body));
});
beforeEach(() => {
  llamadas = [];
});

function fechas(inicio: string, fin: string) {
  fireEvent.change(screen.getByLabelText('Fecha de inicio'), { target: { value: inicio } });
  fireEvent.change(screen.getByLabelText('Fecha de fin'), { target: { value: fin } });
}

describe('AccionesAsignacion', () => {
  it('checks the range before asking anything', async () => {
    const { user } = renderConProveedores(<AccionesAsignacion />);
    await user.click(screen.getByRole('button', { name: 'Asignar actividades' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor seleccione fecha de inicio y fin');
    fechas('2026-03-10', '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Remover actividades' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La fecha de fin no puede ser anterior a la fecha de inicio',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(llamadas).toEqual([]);
  });

  it('assigns after confirmation for the given group and toasts the message and the errors', async () => {
    respuesta = {
      status: 200,
      body: {
        message: 'Actividades asignadas: 3 sesiones; 1 sin actividad posible (no asignables)',
        asignadas: 3,
        noAsignables: 1,
        errores: ['Robótica Kids II: no hay actividades del nivel Kids II ni de niveles cercanos (1 sesión)'],
      },
    };
    const { user } = renderConProveedores(<AccionesAsignacion grupoId={7} />);
    fechas('2026-03-02', '2026-03-27');
    await user.click(screen.getByRole('button', { name: 'Asignar actividades' }));
    const dialogo = screen.getByRole('alertdialog', { name: 'Asignar actividades' });
    // Cancelling sends nothing.
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(llamadas).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Asignar actividades' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Asignar actividades' })).getByRole('button', {
        name: 'Continuar',
      }),
    );
    expect(
      await screen.findByText('Actividades asignadas: 3 sesiones; 1 sin actividad posible (no asignables)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Robótica Kids II: no hay actividades del nivel Kids II ni de niveles cercanos (1 sesión)',
      ),
    ).toBeInTheDocument();
    expect(llamadas).toEqual([
      {
        url: '/api/sesiones/asignar-actividades',
        cuerpo: { fechaInicio: '2026-03-02', fechaFin: '2026-03-27', grupoId: 7 },
      },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows the server's reason, else the spec's error text, and keeps the dialog open", async () => {
    respuesta = { status: 400, body: { message: 'El rango de fechas no puede superar los 2 años' } };
    const { user } = renderConProveedores(<AccionesAsignacion />);
    fechas('2026-03-02', '2026-03-27');
    await user.click(screen.getByRole('button', { name: 'Remover actividades' }));
    const dialogo = screen.getByRole('alertdialog', { name: 'Remover actividades' });
    await user.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(
      'El rango de fechas no puede superar los 2 años',
    );
    expect(screen.getAllByText('El rango de fechas no puede superar los 2 años').length).toBeGreaterThan(1);
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));

    respuesta = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Remover materiales del periodo' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remover materiales del periodo' })).getByRole(
        'button',
        { name: 'Continuar' },
      ),
    );
    expect(
      await within(screen.getByRole('alertdialog', { name: 'Remover materiales del periodo' })).findByRole(
        'alert',
      ),
    ).toHaveTextContent('Error al remover materiales del periodo');
    // No group chosen: the body has none.
    expect(llamadas.map((l) => [l.url, l.cuerpo])).toEqual([
      ['/api/sesiones/remove-actividades', { fechaInicio: '2026-03-02', fechaFin: '2026-03-27' }],
      ['/api/sesiones/remove-materiales-periodo', { fechaInicio: '2026-03-02', fechaFin: '2026-03-27' }],
    ]);
  });
});
