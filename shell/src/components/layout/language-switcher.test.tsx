import { callsTo, json } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { inmateSession, staffSession } from '../../testing/sessions';

afterEach(() => {
  vi.unstubAllGlobals();
  // The choice is remembered in a cookie: forget it, so no later test starts in Spanish.
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie chooseLanguage writes
  document.cookie = 'lang=; Path=/; Max-Age=0';
  document.documentElement.lang = 'en';
});

describe('the language switcher in the header (issue 13 §1)', () => {
  it('switches the whole page to Spanish at once, and remembers it', async () => {
    mockApi();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Stay in touch from inside' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español']);

    await user.selectOptions(select, 'Español');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manténgase en contacto desde adentro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Internos' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Amigos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute('href', '/contactus');
    expect(screen.getByRole('list', { name: 'Métodos de pago' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches back to English', async () => {
    mockApi({}, inmateSession());
    const { user } = renderApp('/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Idioma' }), 'English');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.cookie).toContain('lang=en');
  });

  it('keeps the keyboard on the menu: an arrow key switches, the next one switches back', async () => {
    mockApi();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Stay in touch from inside' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    const spanish = await screen.findByRole('combobox', { name: 'Idioma' });
    expect(spanish).toHaveFocus();
    await user.selectOptions(spanish, 'en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveFocus();
  });

  it('is in the back office too, where the tools read in Spanish', async () => {
    mockApi({}, staffSession(['EMPLOYEE1']));
    const { user } = renderApp('/employee1/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administración' })).toBeInTheDocument();
    expect(screen.getByText('Sesión iniciada como Sam Staff.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Administrar internos' })).toHaveAttribute(
      'href',
      '/employee1/inmates',
    );
    expect(screen.getByRole('button', { name: 'Herramientas de administración' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('keeps a signed-in inmate’s choice for their e-mails too; staff acting as them and visitors keep it to the page', async () => {
    const signedIn = mockApi({ 'POST /api/savelanguage': () => json({ language: 'es' }) }, inmateSession());
    const first = renderApp('/');
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Español');
    await waitFor(() => expect(callsTo(signedIn.fetchMock, 'POST /api/savelanguage')).toHaveLength(1));
    expect(callsTo(signedIn.fetchMock, 'POST /api/savelanguage')[0]?.init?.body).toBe('es');
    first.unmount();

    for (const session of [{ ...staffSession(['ADMIN']), ...inmateSession() }, {}]) {
      const other = mockApi({}, session);
      const view = renderApp('/');
      const select = await screen.findByRole<HTMLSelectElement>('combobox');
      const otherLanguage = select.value === 'es' ? 'en' : 'es';
      await view.user.selectOptions(select, otherLanguage);
      await waitFor(() => expect(document.documentElement.lang).toBe(otherLanguage));
      expect(callsTo(other.fetchMock, 'POST /api/savelanguage')).toEqual([]);
      view.unmount();
    }
  });
});
