import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('login in Spanish (issue 13 §1)', () => {
  it('shows the inmate login in Spanish, with the forgotten-password link', async () => {
    await i18next.changeLanguage('es');
    mockApi();
    renderApp('/inmates/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión de internos' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/inmates/resetpassword',
    );
  });

  it('names the staff login in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi();
    renderApp('/admin/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión del personal' }),
    ).toBeInTheDocument();
  });

  it("shows a refused sign-in in the reader's language", async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'POST /api/loginfriend': () => json({ error: 'Login Failed' }, 401) });
    const { user } = renderApp('/friends/login');
    await user.type(await screen.findByLabelText('Usuario'), 'friend1');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const spanish = i18next.getFixedT('es', 'errors')('loginFailed', { defaultValue: 'Login Failed' });
    expect(await screen.findByRole('alert')).toHaveTextContent(spanish);
  });
});
