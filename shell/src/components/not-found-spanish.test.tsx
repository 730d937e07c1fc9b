import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the shell screens in Spanish (issue 13 §1)', () => {
  it('says a page is not found in Spanish, with the link home', async () => {
    await i18next.changeLanguage('es');
    mockApi();
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No hay ninguna página en esta dirección\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/');
  });

  it('resets a password in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi();
    renderApp('/friends/resetpassword');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restablecer contraseña' })).toBeInTheDocument();
  });
});
