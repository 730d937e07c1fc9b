import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { followMainHeading } from './route-announcer';

// Issue 13 §2: the title names the page and, after a route change, focus is on its main heading; a skip link comes
// first and leads to <main id="main">.

beforeEach(() => {
  document.title = 'Credits Portal';
});
afterEach(() => vi.unstubAllGlobals());

describe('route changes (issue 13 §2)', () => {
  it('names the first page in the title and leaves focus at the top of the document', async () => {
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Stay in touch from inside' });
    await waitFor(() => expect(document.title).toBe('Stay in touch from inside · Credits Portal'));
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the new page’s heading and names it in the title after a link is followed', async () => {
    mockApi();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Stay in touch from inside' });
    await user.click(screen.getByRole('link', { name: 'Contact Support' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact Support' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Contact Support · Credits Portal');
  });

  it('offers Skip to main content as the first link, leading to the main landmark', async () => {
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Stay in touch from inside' });
    const [first] = within(document.body).getAllByRole('link');
    expect(first).toHaveTextContent('Skip to main content');
    expect(first).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('closes a navigation menu on Escape and returns focus to its button', async () => {
    mockApi();
    const { user } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Friends' });
    await user.click(toggle);
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Register');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('followMainHeading', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits for a heading rendered later, then names the page and focuses it once', async () => {
    document.body.innerHTML = '<main><p class="loading">Loading…</p></main>';
    const stop = followMainHeading({ moveFocus: true, name: 'Credits Portal' });
    const main = document.querySelector('main') as HTMLElement;
    main.innerHTML = '<h1>Payment</h1><button type="button">Pay With Stripe</button>';
    const heading = main.querySelector('h1') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Payment · Credits Portal');
    (main.querySelector('button') as HTMLElement).focus();
    heading.textContent = 'Pago';
    await waitFor(() => expect(document.title).toBe('Pago · Credits Portal'));
    expect(document.activeElement).toHaveTextContent('Pay With Stripe');
    stop();
  });

  it('leaves focus where the person already acts in the new page', async () => {
    document.body.innerHTML = '<main><input aria-label="Username" /></main>';
    (document.querySelector('input') as HTMLElement).focus();
    const stop = followMainHeading({ moveFocus: true, name: 'Credits Portal' });
    document.querySelector('main')?.insertAdjacentHTML('afterbegin', '<h1>Inmate Login</h1>');
    await waitFor(() => expect(document.title).toBe('Inmate Login · Credits Portal'));
    expect(document.activeElement).toBe(document.querySelector('input'));
    stop();
  });
});
