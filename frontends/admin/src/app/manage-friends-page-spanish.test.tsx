import { json, mockApi } from '@app/shared/testing';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friendAnswer } from '../testing/data';
import { renderAdmin } from '../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

describe('Manage Friends in Spanish (issue 13 §1)', () => {
  it('shows the Spanish heading, buttons and cards; the friend’s own words stay as written', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'GET /admin/api/getfriends': () => json([friendAnswer()]) });
    renderAdmin('friends');
    expect(await screen.findByRole('heading', { name: 'Administrar amigos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir amigos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pagos a los amigos' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Amigos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión como Sam Rivera, ID 7' })).toBeInTheDocument();
    expect(screen.getByText('ID 7')).toBeInTheDocument();
    expect(screen.getByText('Retired teacher, happy to talk about books.')).toBeInTheDocument();
  });

  it('says there are no friends yet in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'GET /admin/api/getfriends': () => json([]) });
    renderAdmin('friends');
    expect(await screen.findByText('Todavía no hay amigos.')).toBeInTheDocument();
  });
});
