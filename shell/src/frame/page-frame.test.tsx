import type { Session } from '@app/shared';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
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
  // The chosen language: an attribute in the frame's HTML, a property React sets (compared by chosenLanguage).
  for (const element of holder.querySelectorAll('option')) element.removeAttribute('selected');
  // The frame alone is hidden from assistive technology, until React's page replaces it.
  holder.querySelector('.page')?.removeAttribute('aria-hidden');
  return holder;
}

/** The language the header's select shows: the live one React rendered, or the frame's from its HTML. */
const chosenLanguage = (root: ParentNode) =>
  root.querySelector<HTMLSelectElement>('.language__select')?.value;

/** The frame's HTML parsed as the browser does before any script. */
function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
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
    ['an anonymous visitor on the registration step', '/inmates/register?step=registration', {}],
    ['a signed-in inmate on the account screen', '/inmates/detail', inmateSession()],
    ['an anonymous visitor on the account screen', '/inmates/detail', {}],
    [
      'an admin acting as an inmate',
      '/admin/inmates/detail',
      { ...staffSession(['ADMIN']), ...inmateSession() },
    ],
    ['a signed-in friend on the home page', '/', friendSession()],
    ['an admin in the back office', '/admin/jails', staffSession(['ADMIN'])],
    ['an employee on a back-office screen', '/employee1/inmates', staffSession(['EMPLOYEE1'])],
    [
      'an admin acting as an inmate on the public home page',
      '/',
      { ...staffSession(['ADMIN']), ...inmateSession() },
    ],
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
    const [pathname = path, search = ''] = path.split(/(?=\?)/);
    const frame = tree(pageFrame(pathname, session, 'en', { search }));
    expect(rendered.isEqualNode(frame), `${rendered.innerHTML}\n!=\n${frame.innerHTML}`).toBe(true);
    expect(chosenLanguage(container)).toBe(chosenLanguage(parsed(pageFrame(pathname, session))));
    // The session came with the page: the first screen waits for no GET /api/session.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/session');
  });

  it('lays the back office out wide, for its tables, and the public and account pages as before', () => {
    const pageClass = (path: string, session: Session) =>
      parsed(pageFrame(path, session)).querySelector('.page')?.className;
    expect(pageClass('/admin/offers', staffSession(['ADMIN']))).toBe('page page--wide');
    expect(pageClass('/employee1/inmates', staffSession(['EMPLOYEE1']))).toBe('page page--wide');
    expect(pageClass('/', {})).toBe('page');
    expect(pageClass('/inmates/detail', inmateSession())).toBe('page');
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

describe('the page frame in Spanish (issue 13 §1)', () => {
  const cases: [string, string, Session][] = [
    ['an anonymous visitor on the home page', '/', {}],
    ['an anonymous visitor on the offers', '/inmates/register', {}],
    ['a signed-in inmate on the account screen', '/inmates/detail', inmateSession()],
    ['a signed-in friend on a remote screen', '/friends/detail', friendSession()],
    ['an admin in the back office', '/admin/jails', staffSession(['ADMIN'])],
  ];

  it.each(cases)('is what React renders first in Spanish for %s', async (_name, path, session) => {
    await i18next.changeLanguage('es');
    vi.mocked(loadRemoteApp).mockReturnValue(new Promise(() => {}));
    writeSessionBlock(session);
    mockApi({}, session);
    const { container } = render(
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </MemoryRouter>,
    );
    const rendered = tree(container.innerHTML);
    const frame = tree(pageFrame(path, session, 'es'));
    expect(rendered.isEqualNode(frame), `${rendered.innerHTML}\n!=\n${frame.innerHTML}`).toBe(true);
    expect(chosenLanguage(container)).toBe('es');
    expect(chosenLanguage(parsed(pageFrame(path, session, 'es')))).toBe('es');
    expect(container).toHaveTextContent('Inicio');
  });

  it("names a remote screen in the reader's language before its code (issue 12 §5)", () => {
    expect(parsed(pageFrame('/inmates/register', {}, 'es')).querySelector('main h1')?.textContent).toBe(
      'Ofertas',
    );
    const account = parsed(pageFrame('/inmates/detail', inmateSession(), 'es'));
    expect(account.querySelector('main h1')?.textContent).toBe('Información de la cuenta');
    expect(account.querySelector('main .loading')?.textContent).toBe('Cargando…');
    // The registration step has another heading: the skeleton alone.
    expect(
      parsed(pageFrame('/inmates/register', {}, 'en', { search: '?step=registration' })).querySelector('h1'),
    ).toBeNull();
  });

  it('greets an anonymous visitor in Spanish, service names in bold', () => {
    const home = parsed(pageFrame('/', {}, 'es'));
    expect(home.querySelector('h1')?.textContent).toBe('Manténgase en contacto desde adentro');
    expect([...home.querySelectorAll('.home__services strong')].map((name) => name.textContent)).toEqual([
      'Amigos',
      'Desvío de llamadas',
      'Chat con IA',
      'Mensajes',
    ]);
    expect(home.querySelector('nav')?.getAttribute('aria-label')).toBe('Principal');
    expect(home.querySelector('.skip-link')?.textContent).toBe('Saltar al contenido principal');
  });
});
