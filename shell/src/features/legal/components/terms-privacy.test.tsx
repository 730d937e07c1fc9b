import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { inmateSession, staffSession } from '../../../testing/sessions';

afterEach(() => vi.unstubAllGlobals());

describe('Terms of service and Privacy (issue 13 §4)', () => {
  it('Terms: what the service is, paying, credits, and links to Prices and fees and Contact Support', async () => {
    mockApi({}, inmateSession());
    const { user } = renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    for (const name of ['The service', 'Your account', 'Paying', 'Credits', 'Stopping payments', 'Friends'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText(/One credit buys one minute of a call/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('a[href="/contactus"]')).toHaveTextContent('Contact Support');
    await user.click(within(main).getByRole('link', { name: 'Prices and fees' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/prices$/);
  });

  it('Privacy: what we keep (never full card numbers), cookies, e-mails, and how to ask for deletion', async () => {
    mockApi({}, staffSession(['EMPLOYEE1']));
    renderApp('/employee1/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(await screen.findByText(/We never see or keep your full card number/)).toBeInTheDocument();
    expect(screen.getByText(/Monero address \(to pay you\)/)).toBeInTheDocument();
    expect(screen.getByText(/We do not record what is said/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInTheDocument();
    expect(screen.getByText(/or to have it deleted/)).toHaveTextContent(
      /write to us through Contact Support/,
    );
    // spec §6: staff do not see Contact Support: the back office's copy names it without a link.
    expect(screen.queryByRole('link', { name: 'Contact Support' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/employee1/privacy');
  });

  it('reads in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi();
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidad' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Qué guardamos' })).toBeInTheDocument();
    expect(screen.getByText(/Nunca vemos ni guardamos el número completo de su tarjeta/)).toBeInTheDocument();
    expect(screen.getByText(/o para que la eliminemos/)).toHaveTextContent(/Contactar a soporte/);
  });
});
