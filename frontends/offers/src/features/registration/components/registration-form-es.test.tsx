/// <reference types="@testing-library/jest-dom/vitest" />
import { json, mockApi } from '@app/shared/testing';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../testing/data';
import { RegisterScreen } from './register-screen';

afterEach(() => vi.unstubAllGlobals());

describe('Offers and registration in Spanish (spec §2 screens 1–2)', () => {
  it('heads the offers Ofertas and the registration step Registro, with its button in Spanish', async () => {
    await i18next.changeLanguage('es');
    const offers = catalogue();
    mockApi({
      'GET /api/getactiveoffers': () => json(offers.singles),
      'GET /api/getactiveaggregateoffers': () => json(offers.aggregates),
    });
    const { unmount } = render(
      <MemoryRouter initialEntries={['/inmates/register']}>
        <RegisterScreen basePath="" session={{}} refreshSession={async () => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Suscribirse' })).toBeInTheDocument();
    unmount();

    render(
      <MemoryRouter initialEntries={['/inmates/register?step=registration']}>
        <RegisterScreen basePath="" session={{}} refreshSession={async () => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Registro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrarse' })).toBeInTheDocument();
  });
});
