import type { BasePath, Session } from '@app/shared';
import { PAYMENT_LOGOS_HTML } from '../components/layout/payment-logos-html';
import { STAFF_TOOLS } from '../lib/staff-tools';
import { basePathOf, isStaffAllowed, isStaffPath } from '../lib/url-kinds';

export { basePathOf } from '../lib/url-kinds';

// The page frame as HTML (issue 12 §5, docs/architecture.md "The first paint"): the Worker puts it in the shell's
// index.html (workers/api/src/lib/shell-pages.ts), so the header, the navigation, the footer and the page's content or
// its skeleton paint before any script runs. It is the same markup React renders on its first commit (Layout,
// Navigation, Footer, PublicHome, the "Loading…" of a screen still loading): page-frame.test.tsx compares the two,
// so nothing moves when React takes over. No JSX here: the Worker imports this file.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const link = (className: string, href: string, label: string, active = false) =>
  `<a ${active ? 'aria-current="page" ' : ''}class="${className}${active ? ' active' : ''}" href="${escapeHtml(href)}" data-discover="true">${escapeHtml(label)}</a>`;

/** NavLink's `active` without `end`: the link's path or a path below it. */
const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** NavMenu (nav-menu.tsx) closed, as before any click. */
function navMenu(
  pathname: string,
  id: string,
  label: string,
  items: { label: string; to: string }[],
): string {
  const links = items
    .map((item) => `<li>${link('nav-menu__link', item.to, item.label, isActive(pathname, item.to))}</li>`)
    .join('');
  return (
    `<li class="nav__item nav-menu"><button type="button" class="nav-menu__toggle" aria-expanded="false" ` +
    `aria-controls="${id}">${escapeHtml(label)}</button><ul id="${id}" class="nav-menu__list" hidden="">${links}</ul></li>`
  );
}

/**
 * Navigation (navigation.tsx) for this session: the spec §2 menus, texts included ("Acount Info"); with the session
 * unknown, only Home, as React shows it until GET /api/session answers.
 */
function navigation(basePath: BasePath, pathname: string, known: Session | undefined): string {
  const session = known ?? {};
  const { inmate, friend, staff } = session;
  const home = `${basePath}/`;
  const items = [`<li class="nav__item">${link('nav__link', home, 'Home', pathname === home)}</li>`];
  if (known && !isStaffPath(basePath)) {
    if (!friend) {
      const inmateItems = inmate
        ? [{ label: 'Acount Info', to: '/inmates/detail' }]
        : [{ label: 'Login', to: '/inmates/login' }];
      items.push(navMenu(pathname, 'frame-menu-inmates', 'Inmates', inmateItems));
    }
    if (!inmate) {
      const friendItems = friend
        ? [{ label: 'Acount Info', to: '/friends/detail' }]
        : [
            { label: 'Register', to: '/friends/register' },
            { label: 'Login', to: '/friends/login' },
          ];
      items.push(navMenu(pathname, 'frame-menu-friends', 'Friends', friendItems));
    }
  } else if (known && isStaffAllowed(session, basePath)) {
    items.push(navMenu(pathname, 'frame-menu-tools', 'Admin Tools', STAFF_TOOLS[basePath]));
  }
  if (inmate || friend || staff) {
    items.push('<li class="nav__item"><button type="button" class="nav__button">Logout</button></li>');
  }
  return `<nav class="nav" aria-label="Main"><ul class="nav__list">${items.join('')}</ul></nav>`;
}

/** PublicHome (public-home.tsx): the public welcome of spec §1. */
const PUBLIC_HOME =
  '<section class="home"><h1>Stay in touch from inside</h1>' +
  '<p>Buy credits for the services that keep a person in custody connected, one service at a time or as a ' +
  'bundle covering several:</p><ul class="home__services">' +
  '<li><strong>Friends</strong>: calls with volunteer companions outside.</li>' +
  '<li><strong>Call Connect</strong>: calls forwarded to the numbers you choose.</li>' +
  '<li><strong>AI Chat</strong>: conversations with an AI assistant.</li>' +
  '<li><strong>Messaging</strong>: messages to and from the outside.</li></ul>' +
  `<p>${link('button-link', '/inmates/register', 'See the offers')}</p><h2>Become a friend</h2>` +
  '<p>Friends are people outside who take calls from inmates and are paid for every accepted call minute, to ' +
  'a Monero address.</p>' +
  `<p>${link('button-link', '/friends/register', 'Register as a friend')}</p></section>`;

/** SkipLink (skip-link.tsx): issue 13 §2, the first focusable element. */
const SKIP_LINK = '<a class="skip-link" href="#main">Skip to main content</a>';

/** What a screen shows while its code or its data loads (Layout, RemoteScreen). */
export const LOADING_HTML = '<p class="loading">Loading…</p>';

/** The main part: the public home is static, every other screen (and any, with the session unknown) its skeleton. */
function main(basePath: BasePath, pathname: string, known: boolean): string {
  const content = known && basePath === '' && pathname === '/' ? PUBLIC_HOME : LOADING_HTML;
  return `<main id="main" class="page__main" tabindex="-1">${content}</main>`;
}

/** Footer (footer.tsx): the payment logos and, outside the back office, Contact Support. */
function footer(basePath: BasePath): string {
  const contact = isStaffPath(basePath)
    ? ''
    : link('footer__link', `${basePath}/contactus`, 'Contact Support');
  return (
    `<footer class="footer"><div class="footer__inner"><ul class="payment-logos" aria-label="Payment methods">` +
    `${PAYMENT_LOGOS_HTML}</ul>${contact}</div></footer>`
  );
}

/**
 * The whole frame for `pathname` and the session of the request (undefined: not known, the shell will ask
 * GET /api/session): the content of `<div id="root">`. It is a picture of the page until React replaces it: its
 * menu buttons do nothing yet, so it stays out of the accessibility tree (aria-hidden) until then.
 */
export function pageFrame(pathname: string, session: Session | undefined): string {
  const basePath = basePathOf(pathname);
  return (
    `<div class="page" aria-hidden="true">${SKIP_LINK}<header class="page__header">${navigation(basePath, pathname, session)}</header>` +
    `${main(basePath, pathname, session !== undefined)}${footer(basePath)}</div>`
  );
}
