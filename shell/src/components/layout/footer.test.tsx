import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { staffSession } from '../../testing/sessions';

afterEach(() => vi.unstubAllGlobals());

const footer = () => screen.getByRole('contentinfo');

describe('the footer (spec §2, issue 13 §4)', () => {
  it('shows only the cards we take, each named, and no other way to pay', async () => {
    mockApi();
    renderApp('/');
    const logos = within(await screen.findByRole('list', { name: 'Payment methods' })).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
    ]);
    for (const name of ['Monero', 'Apple Pay', 'PayPal'])
      expect(within(footer()).queryByRole('img', { name })).not.toBeInTheDocument();
  });

  it('links the three legal pages and Contact Support on the public prefix', async () => {
    mockApi();
    const { user } = renderApp('/');
    const links = within(await screen.findByRole('list', { name: 'Prices and policies' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Prices and fees', '/prices'],
      ['Terms of service', '/terms'],
      ['Privacy', '/privacy'],
    ]);
    expect(within(footer()).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contactus',
    );
    await user.click(within(footer()).getByRole('link', { name: 'Terms of service' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
  });

  it('links the legal pages under a back-office prefix too, where Contact Support stays hidden', async () => {
    mockApi({}, staffSession(['EMPLOYEE1']));
    renderApp('/employee1/');
    const links = within(await screen.findByRole('list', { name: 'Prices and policies' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/employee1/prices',
      '/employee1/terms',
      '/employee1/privacy',
    ]);
    expect(within(footer()).queryByRole('link', { name: 'Contact Support' })).not.toBeInTheDocument();
  });

  it('names the pages in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi();
    renderApp('/');
    const links = within(await screen.findByRole('list', { name: 'Precios y políticas' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'Precios y cargos',
      'Condiciones del servicio',
      'Privacidad',
    ]);
  });
});
