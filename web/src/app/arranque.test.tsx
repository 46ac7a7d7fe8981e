/**
 * The app's screens painted from HTML (`RUTAS_APP_PRIMERA_PINTURA`) are hydrated by the app, with
 * React's development build watching for any mismatch, and what was typed or pressed before the
 * takeover is handed over (decision 033). The browser tests check the same on a slow phone.
 */
import { RUTAS_APP_PRIMERA_PINTURA } from '@escuela/shared/common/rutas-cliente';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { arbolAppEstatico } from '@/app/arbol-app-estatico';
import { iniciarApp } from '@/app/entry-app';
import { paginaPreRenderizada, prepararArranque, prueba, tomar } from '@/test/arranque';

prepararArranque({ '/api/auth/login': [401, { message: 'Credenciales inválidas' }] });

const pagina = async (ruta: string) => paginaPreRenderizada(ruta, await arbolAppEstatico(ruta));

describe.each(RUTAS_APP_PRIMERA_PINTURA)('%s painted from HTML', (ruta) => {
  it('is hydrated without a mismatch, keeping the e-mail typed before and the focus', async () => {
    await pagina(ruta);
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ana@ejemplo.es');
    await tomar(iniciarApp);
    expect(screen.getByLabelText('Email')).toBe(email);
    expect(email).toHaveValue('ana@ejemplo.es');
    expect(email).toHaveFocus();
    expect(prueba.errores).not.toHaveBeenCalled();
  });

  it('carries out a submission made before the takeover, once, with the values typed before it', async () => {
    await pagina(ruta);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@ejemplo.es');
    await user.type(screen.getByLabelText('Contraseña'), 'Clave#Secreta1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(prueba.envios).toEqual([]);
    await tomar(iniciarApp);
    await waitFor(() =>
      expect(prueba.envios).toEqual([
        { email: 'ana@ejemplo.es', password: 'Clave#Secreta1', recordarme: false },
      ]),
    );
  });
});

it('/padres: a tab chosen before the takeover stays chosen', async () => {
  await pagina('/padres');
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Registrarse' }));
  expect(document.documentElement.dataset.arranque).toBe('pendiente');
  expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'false');
  await tomar(iniciarApp);
  expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText('Confirmar contraseña')).toBeInTheDocument();
});
