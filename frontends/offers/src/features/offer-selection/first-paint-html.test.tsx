/// <reference types="@testing-library/jest-dom/vitest" />

import { PAGE_READS_ID, type Session } from '@app/shared';
import { json, mockApi } from '@app/shared/testing';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../../app';
import { catalogue } from '../../testing/data';
import { offerSelectionHtml } from './first-paint-html';

/** The page's first reads, as the Worker writes them beside the painted offer selection. */
function writePageReads(offers: ReturnType<typeof catalogue>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_READS_ID;
  block.textContent = JSON.stringify({
    '/api/getactiveoffers': offers.singles,
    '/api/getactiveaggregateoffers': offers.aggregates,
  });
  document.head.append(block);
}

/** A tree from HTML with adjacent texts merged and the generated ids (useId) made equal. */
function tree(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const ids = new Map<string, string>();
  const same = (id: string) => {
    if (!ids.has(id)) ids.set(id, `id-${ids.size}`);
    return ids.get(id) as string;
  };
  for (const element of holder.querySelectorAll('.offer input, .offer label, .offer__details')) {
    for (const attribute of ['id', 'for', 'aria-describedby']) {
      const value = element.getAttribute(attribute);
      if (value) element.setAttribute(attribute, same(value.replace(/-details$/, '')));
    }
  }
  holder.normalize();
  return holder;
}

function renderApp(session: Session) {
  return render(
    <MemoryRouter initialEntries={['/inmates/register']}>
      <App basePath="" session={session} refreshSession={async () => {}} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  document.getElementById(PAGE_READS_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('the offer selection painted with the page (issue 12 §5)', () => {
  it.each([
    ['en', 'a visitor', {}],
    ['es', 'an inmate', { inmate: { id: 1, username: 'ann', firstName: 'Ann' } }],
  ] as const)(
    'is what the remote renders first in %s for %s, and it asks for no offers',
    async (language, _who, session) => {
      await i18next.changeLanguage(language);
      const offers = catalogue();
      writePageReads(offers);
      const fetchMock = mockApi({ 'GET /api/getselectedoffers': () => json({ offers: [] }) });
      const { container } = renderApp(session);
      const rendered = tree(container.innerHTML);
      const painted = tree(offerSelectionHtml(offers, language, true));
      expect(rendered.isEqualNode(painted), `${rendered.innerHTML}\n!=\n${painted.innerHTML}`).toBe(true);
      expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/getactiveoffers');
      expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/getactiveaggregateoffers');
      await i18next.changeLanguage('en');
    },
  );

  it('writes an empty column as the remote does, and escapes what staff wrote', () => {
    const offers = catalogue();
    offers.singles.MESSAGING = [];
    const [first] = offers.singles.PHONE_PALS;
    if (first) first.description = '<img src=x onerror=alert(1)> & more';
    const html = offerSelectionHtml(offers, 'en', true);
    expect(html).toContain('<p class="offers__empty">No offers right now</p>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(html).not.toContain('<img');
  });

  it('asks for the offers when the page came without them', async () => {
    const offers = catalogue();
    mockApi({
      'GET /api/getactiveoffers': () => json(offers.singles),
      'GET /api/getactiveaggregateoffers': () => json(offers.aggregates),
      'GET /api/getselectedoffers': () => json({ offers: [] }),
    });
    renderApp({});
    expect(await screen.findByRole('radio', { name: 'Friends 60' })).toBeInTheDocument();
  });
});
