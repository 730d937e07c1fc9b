import type { Session } from '@app/shared';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../app/app-routes';
import { loadRemoteApp } from '../features/remotes/api/load-remote-app';
import { PAGE_DATA_IDS } from '../lib/page-data-ids';
import { SessionProvider } from '../lib/session/session-context';
import { mockApi } from '../testing/mock-api';
import { friendSession, inmateSession, staffSession } from '../testing/sessions';
import { pageFrame } from './page-frame';

// A remote that is still loading: its screen shows the skeleton, as in the frame.
vi.mock('../features/remotes/api/load-remote-app', () => ({ loadRemoteApp: vi.fn() }));

/** The Worker's data block, as in the page it answers. */
function writeSessionBlock(session: Session) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_IDS.session;
  block.textContent = JSON.stringify(session);
  document.head.append(block);
}

/** A DOM tree from HTML with the generated ids of the menus (useId) made equal. */
function tree(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  for (const element of holder.querySelectorAll('[aria-controls]'))
    element.setAttribute('aria-controls', 'menu');
  for (const element of holder.querySelectorAll('.nav-menu__list')) element.setAttribute('id', 'menu');
  // The frame alone is hidden from assistive technology, until React's page replaces it.
  holder.querySelector('.page')?.removeAttribute('aria-hidden');
  return holder;
}

afterEach(() => {
  document.getElementById(PAGE_DATA_IDS.session)?.remove();
  vi.unstubAllGlobals();
});

describe('the page frame the Worker sends (issue 12 §5)', () => {
  const cases: [string, string, Session][] = [
    ['an anonymous visitor on the home page', '/', {}],
    ['an anonymous visitor on a remote screen', '/inmates/register', {}],
    ['a signed-in inmate on the account screen', '/inmates/detail', inmateSession()],
    ['a signed-in friend on the home page', '/', friendSession()],
    ['an admin in the back office', '/admin/jails', staffSession(['ADMIN'])],
    ['an employee on a back-office screen', '/employee1/inmates', staffSession(['EMPLOYEE1'])],
  ];

  it.each(cases)('is what React renders first for %s', (_name, path, session) => {
    vi.mocked(loadRemoteApp).mockReturnValue(new Promise(() => {}));
    writeSessionBlock(session);
    const { fetchMock } = mockApi({}, session);
    const { container } = render(
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </MemoryRouter>,
    );
    const rendered = tree(container.innerHTML);
    const frame = tree(pageFrame(path, session));
    expect(rendered.isEqualNode(frame), `${rendered.innerHTML}\n!=\n${frame.innerHTML}`).toBe(true);
    // The session came with the page: the first screen waits for no GET /api/session.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/session');
  });

  it('shows the skeleton and only Home while the session is unknown, as React does before it answers', () => {
    mockApi({}, inmateSession());
    const { container } = render(
      <MemoryRouter initialEntries={['/']}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </MemoryRouter>,
    );
    const rendered = tree(container.innerHTML);
    const frame = tree(pageFrame('/', undefined));
    expect(rendered.isEqualNode(frame), `${rendered.innerHTML}\n!=\n${frame.innerHTML}`).toBe(true);
  });
});
