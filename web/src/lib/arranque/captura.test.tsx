/**
 * The hand-over on a small form of every kind of field (decision 033): what is typed, ticked, chosen and
 * pressed on the pre-rendered HTML reaches React's state once it hydrates, in order and once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { ArranqueHecho } from './arranque-hecho';
import { empezarCaptura, entregarALaApp } from './captura';
import { hidratar } from './hidratar';

function Formulario({ alEnviar }: { alEnviar: (datos: unknown) => void }) {
  const [nombre, setNombre] = useState('');
  const [nota, setNota] = useState('');
  const [acepto, setAcepto] = useState(false);
  const [turno, setTurno] = useState('manana');
  const [curso, setCurso] = useState('kids');
  const [pulsado, setPulsado] = useState(0);
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    alEnviar({ nombre, nota, acepto, turno, curso, pulsado });
  };
  return (
    <form id="f" onSubmit={enviar}>
      <label htmlFor="nombre">Nombre</label>
      <input id="nombre" value={nombre} onChange={(e) => setNombre(e.target.value)} />
      <label htmlFor="nota">Nota</label>
      <textarea id="nota" value={nota} onChange={(e) => setNota(e.target.value)} />
      <label>
        <input type="checkbox" checked={acepto} onChange={(e) => setAcepto(e.target.checked)} />
        Acepto
      </label>
      {['manana', 'tarde'].map((t) => (
        <label key={t}>
          <input type="radio" name="turno" value={t} checked={turno === t} onChange={() => setTurno(t)} />
          {t}
        </label>
      ))}
      <label htmlFor="curso">Curso</label>
      <select id="curso" value={curso} onChange={(e) => setCurso(e.target.value)}>
        <option value="kids">Kids</option>
        <option value="junior">Junior</option>
      </select>
      <button type="button" onClick={() => setPulsado((n) => n + 1)}>
        Pulsar
      </button>
      <button type="submit">Enviar</button>
      <output>{pulsado}</output>
      <ArranqueHecho />
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.arranque;
});

it('hands every kind of input over to React once it hydrates, and submits once with it', async () => {
  const alEnviar = vi.fn();
  document.body.innerHTML = `<div id="root">${renderToString(<Formulario alEnviar={alEnviar} />)}</div>`;
  window.arranqueEscuela = { entregarALaApp };
  empezarCaptura();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nombre'), 'Ana');
  await user.type(screen.getByLabelText('Nota'), 'Alergia');
  await user.click(screen.getByLabelText('Acepto'));
  await user.click(screen.getByLabelText('tarde'));
  await user.selectOptions(screen.getByLabelText('Curso'), 'junior');
  await user.click(screen.getByRole('button', { name: 'Pulsar' }));
  await user.click(screen.getByRole('button', { name: 'Pulsar' }));
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(document.documentElement.dataset.arranque).toBe('pendiente');
  expect(screen.getByRole('status')).toHaveTextContent('0');

  act(() => {
    root = hidratar(document.getElementById('root')!, <Formulario alEnviar={alEnviar} />);
  });
  await waitFor(() => expect(document.documentElement.dataset.arranque).toBe('hecho'));
  expect(alEnviar).toHaveBeenCalledTimes(1);
  expect(alEnviar).toHaveBeenCalledWith({
    nombre: 'Ana',
    nota: 'Alergia',
    acepto: true,
    turno: 'tarde',
    curso: 'junior',
    pulsado: 2,
  });
  expect(screen.getByRole('status')).toHaveTextContent('2');
  expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
  expect(screen.getByLabelText('manana')).not.toBeChecked();

  // After the hand-over, input goes straight to the app.
  await user.type(screen.getByLabelText('Nombre'), 's');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(alEnviar).toHaveBeenLastCalledWith(expect.objectContaining({ nombre: 'Anas' }));
});
