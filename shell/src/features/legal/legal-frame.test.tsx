import type { Session } from '@app/shared';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { pageFrame } from '../../frame/page-frame';
import { PAGE_DATA_IDS } from '../../lib/page-data-ids';
import { SessionProvider } from '../../lib/session/session-context';
import { mockApi } from '../../testing/mock-api';
import { inmateSession, staffSession } from '../../testing/sessions';
import { legalLinksHtml, legalPageHtml } from './legal-frame';

/** The Worker's session block, as in the page it answers. */
function writeSessionBlock(session: Session) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_IDS.session;
  block.textContent = JSON.stringify(session);
  document.head.append(block);
}

/** The part of a page (or of the frame's HTML) `selector` finds, for comparing React's page with the frame. */
function part(source: HTMLElement | string, selector: string): Element {
  const holder = document.createElement('div');
  if (typeof source === 'string') holder.innerHTML = source;
  else holder.append(source.cloneNode(true));
  const found = holder.querySelector(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
}

/** React's first commit at `path`, with the offers list still on its way. */
function renderFirst(path: string, session: Session) {
  writeSessionBlock(session);
  mockApi({ 'GET /api/getactiveofferslist': () => new Promise<Response>(() => {}) }, session);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </MemoryRouter>,
  ).container;
}

afterEach(() => {
  document.getElementById(PAGE_DATA_IDS.session)?.remove();
  vi.unstubAllGlobals();
});

describe('the legal pages in the Worker’s page frame (issue 13 §4, "The first paint")', () => {
  const cases: [string, Session][] = [
    ['/prices', {}],
    ['/terms', inmateSession()],
    ['/privacy', {}],
    ['/admin/terms', staffSession(['ADMIN'])],
    ['/employee1/prices', {}],
  ];

  it.each(cases)(
    '%s: the heading above the skeleton and the footer, as React renders them first',
    (path, session) => {
      const page = renderFirst(path, session);
      const frame = pageFrame(path, session);
      for (const selector of ['main', 'footer']) {
        const rendered = part(page, selector);
        const written = part(frame, selector);
        expect(rendered.isEqualNode(written), `${rendered.outerHTML}\n!=\n${written.outerHTML}`).toBe(true);
      }
      expect(part(frame, 'main h1').textContent).toMatch(/^(Prices and fees|Terms of service|Privacy)$/);
    },
  );

  it('names the pages in the request’s language, as React does', async () => {
    await i18next.changeLanguage('es');
    const page = renderFirst('/terms', {});
    expect(part(page, '.footer__links').isEqualNode(part(legalLinksHtml('', 'es'), 'ul'))).toBe(true);
    expect(
      part(page, 'main section').isEqualNode(
        part(legalPageHtml('', '/terms', 'es', '<p class="loading">Cargando…</p>') ?? '', 'section'),
      ),
    ).toBe(true);
    expect(part(page, 'main h1').textContent).toBe('Condiciones del servicio');
  });

  it('links the pages under the prefix, and gives other screens no legal heading', () => {
    const links = part(legalLinksHtml('/admin', 'en'), 'ul');
    expect([...links.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Prices and fees', '/admin/prices'],
      ['Terms of service', '/admin/terms'],
      ['Privacy', '/admin/privacy'],
    ]);
    expect(legalPageHtml('', '/inmates/terms', 'en', '')).toBeUndefined();
    expect(legalPageHtml('/admin', '/prices', 'en', '')).toBeUndefined();
  });
});
