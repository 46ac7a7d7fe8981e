/**
 * A public page hydrated by the light entry gets what was typed and sent before it took over
 * (decision 033): the contact form's state is React's, so the values must reach it before the
 * submission is carried out.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { AppPublica } from '@/app/app-publica';
import { iniciarPublico } from '@/app/entry-publico';
import LandingPage from '@/routes/publico/landing.page';
import { paginaPreRenderizada, prepararArranque, prueba, tomar } from '@/test/arranque';

prepararArranque({ '/api/contacto': [201, { message: 'Hemos recibido tu mensaje.' }] });

it('the contact form filled and sent before the takeover is sent once, as typed', async () => {
  paginaPreRenderizada(
    '/?tab=contacto',
    <AppPublica url="http://localhost/?tab=contacto" Pagina={LandingPage} />,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nombre'), 'Inés Robles');
  await user.type(screen.getByLabelText('Email'), 'ines@familia.es');
  await user.type(screen.getByLabelText('Asunto'), 'Plazas');
  await user.type(screen.getByLabelText('Mensaje'), '¿Queda plaza?');
  await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
  expect(prueba.envios).toEqual([]);
  await tomar(iniciarPublico);
  await waitFor(() => expect(screen.getByLabelText('Mensaje')).toHaveValue(''));
  expect(prueba.envios).toEqual([
    { nombre: 'Inés Robles', email: 'ines@familia.es', asunto: 'Plazas', mensaje: '¿Queda plaza?', web: '' },
  ]);
  expect(prueba.errores).not.toHaveBeenCalled();
});
