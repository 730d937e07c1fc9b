import {
  type BasePath,
  escapeHtml,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  type Session,
} from '@app/shared';
import { LANGUAGE_SELECT_ID } from '../components/layout/language-select-id';
import { PAYMENT_LOGOS_HTML } from '../components/layout/payment-logos-html';
import { legalLinksHtml, legalPageHtml } from '../features/legal/legal-frame';
import { FIRST_SCREEN_CLASS } from '../lib/first-screen-class';
import { STAFF_TOOLS } from '../lib/staff-tools';
import { basePathOf, isStaffAllowed, isStaffPath, pageClassName } from '../lib/url-kinds';
import en from './frame-messages.en';
import es from './frame-messages.es';
import { screenHeading } from './screen-headings';

export { basePathOf } from '../lib/url-kinds';

// The page frame as HTML (issue 12 §5, docs/architecture.md "The first paint"): the Worker puts it in the shell's
// index.html (workers/api/src/lib/shell-pages.ts), so the header, the navigation, the footer and the page's content or
// its skeleton paint before any script runs. It is the same markup React renders on its first commit (Layout,
// Navigation, Footer, PublicHome, the "Loading…" of a screen still loading): page-frame.test.tsx compares the two,
// so nothing moves when React takes over. No JSX here: the Worker imports this file.
// The words come from the frame's own catalogue in the request's language (issue 13 §1), which the `shell` namespace
// includes: the same keys and texts as React's.

/** The frame's words in each language (frame-messages.*.ts), typed alike. */
export type FrameWords = typeof es;
export const FRAME_WORDS: Record<Language, FrameWords> = { en, es };

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
function navigation(
  basePath: BasePath,
  pathname: string,
  known: Session | undefined,
  words: FrameWords,
): string {
  const session = known ?? {};
  const { inmate, friend, staff } = session;
  const { nav } = words;
  const home = `${basePath}/`;
  const items = [`<li class="nav__item">${link('nav__link', home, nav.home, pathname === home)}</li>`];
  if (known && !isStaffPath(basePath)) {
    // spec §2: the Inmates and Friends menus are "hidden … for staff" (navigation.tsx).
    if (!friend && !staff) {
      const inmateItems = inmate
        ? [{ label: nav.acountInfo, to: '/inmates/detail' }]
        : [{ label: nav.login, to: '/inmates/login' }];
      items.push(navMenu(pathname, 'frame-menu-inmates', nav.inmates, inmateItems));
    }
    if (!inmate && !staff) {
      const friendItems = friend
        ? [{ label: nav.acountInfo, to: '/friends/detail' }]
        : [
            { label: nav.register, to: '/friends/register' },
            { label: nav.login, to: '/friends/login' },
          ];
      items.push(navMenu(pathname, 'frame-menu-friends', nav.friends, friendItems));
    }
  } else if (known && isStaffAllowed(session, basePath)) {
    const tools = STAFF_TOOLS[basePath].map((tool) => ({ label: words.tools[tool.key], to: tool.to }));
    items.push(navMenu(pathname, 'frame-menu-tools', nav.adminTools, tools));
  }
  if (inmate || friend || staff) {
    items.push(
      `<li class="nav__item"><button type="button" class="nav__button">${escapeHtml(nav.logout)}</button></li>`,
    );
  }
  return `<nav class="nav" aria-label="${escapeHtml(nav.label)}"><ul class="nav__list">${items.join('')}</ul></nav>`;
}

/**
 * LanguageSwitcher (language-switcher.tsx) on `language`: a native select, so it already works (and does nothing)
 * before the script; each option names its language in itself.
 */
function languageSwitcher(language: Language, words: FrameWords): string {
  const options = LANGUAGES.map(
    (option) =>
      `<option value="${option}" lang="${option}"${option === language ? ' selected=""' : ''}>` +
      `${escapeHtml(LANGUAGE_NAMES[option])}</option>`,
  ).join('');
  return (
    `<div class="language"><label class="language__label" for="${LANGUAGE_SELECT_ID}">${escapeHtml(words.language)}</label>` +
    `<select id="${LANGUAGE_SELECT_ID}" class="language__select">${options}</select></div>`
  );
}

/** A home line with its service name in `<strong>`: the message is text apart from that one tag. */
const strongText = (message: string) => escapeHtml(message).replace(/&lt;(\/?)strong&gt;/g, '<$1strong>');

/** PublicHome (public-home.tsx): the public welcome of spec §1. */
function publicHome({ home }: FrameWords): string {
  const services = [home.friends, home.callConnect, home.aiChat, home.messaging]
    .map((line) => `<li>${strongText(line)}</li>`)
    .join('');
  return (
    `<section class="home"><h1>${escapeHtml(home.heading)}</h1><p>${escapeHtml(home.intro)}</p>` +
    `<ul class="home__services">${services}</ul>` +
    `<p>${link('button-link', '/inmates/register', home.seeOffers)}</p><h2>${escapeHtml(home.becomeFriend)}</h2>` +
    `<p>${escapeHtml(home.friendsIntro)}</p>` +
    `<p>${link('button-link', '/friends/register', home.registerFriend)}</p></section>`
  );
}

/** SkipLink (skip-link.tsx): issue 13 §2, the first focusable element. */
const skipLink = (words: FrameWords) => `<a class="skip-link" href="#main">${escapeHtml(words.skipLink)}</a>`;

/** What a screen shows while its code or its data loads (Layout, RemoteScreen). */
const loadingHtml = (words: FrameWords) => `<p class="loading">${escapeHtml(words.loading)}</p>`;

/** A remote screen's skeleton (ScreenSkeleton): its first heading when screen-headings.ts knows it, and Loading…. */
function screenSkeleton(pathname: string, search: string, session: Session, words: FrameWords): string {
  const heading = screenHeading(pathname, search, session);
  return `${heading ? `<h1>${escapeHtml(words.screens[heading])}</h1>` : ''}${loadingHtml(words)}`;
}

/** The main part: the public home is static, every other screen its skeleton (with the session unknown, Loading…). */
function main(
  basePath: BasePath,
  pathname: string,
  { search = '', screen }: FrameOptions,
  session: Session | undefined,
  words: FrameWords,
  language: Language,
): string {
  if (!session) return `<main id="main" class="page__main" tabindex="-1">${loadingHtml(words)}</main>`;
  // A legal page (issue 13 §4) shows its heading above the skeleton, as LegalPage does while its text loads.
  const legal = legalPageHtml(basePath, pathname, language, loadingHtml(words));
  const home = basePath === '' && pathname === '/';
  // A remote screen the Worker wrote (lib/first-screen.ts): a picture (inert) until the remote renders it.
  const painted =
    screen === undefined ? undefined : `<div class="${FIRST_SCREEN_CLASS}" inert="">${screen}</div>`;
  const content =
    legal ?? (home ? publicHome(words) : (painted ?? screenSkeleton(pathname, search, session, words)));
  return `<main id="main" class="page__main" tabindex="-1">${content}</main>`;
}

/** What the frame knows of the page beyond its path: its query, and a remote screen's content when the Worker wrote it. */
export type FrameOptions = { search?: string; screen?: string };

/** Footer (footer.tsx): the card logos, the legal pages' links and, but for staff, Contact Support. */
function footer(
  basePath: BasePath,
  session: Session | undefined,
  { footer: words }: FrameWords,
  language: Language,
): string {
  const contact =
    isStaffPath(basePath) || session?.staff
      ? ''
      : link('footer__link', `${basePath}/contactus`, words.contactSupport);
  return (
    `<footer class="footer"><div class="footer__inner"><ul class="payment-logos" aria-label="${escapeHtml(words.paymentMethods)}">` +
    `${PAYMENT_LOGOS_HTML}</ul>${legalLinksHtml(basePath, language)}${contact}</div></footer>`
  );
}

/** The page's description (`<meta name="description">`) in `language`. */
export const pageDescription = (language: Language) => FRAME_WORDS[language].description;

/**
 * The whole frame for `pathname` (with `options`), the session of the request (undefined: not known, the shell will
 * ask GET /api/session) and its language (requestLanguage): the content of `<div id="root">`. It is a picture of the page until React replaces it: its
 * menu buttons do nothing yet, so it stays out of the accessibility tree (aria-hidden) until then.
 */
export function pageFrame(
  pathname: string,
  session: Session | undefined,
  language: Language = 'en',
  options: FrameOptions = {},
): string {
  const basePath = basePathOf(pathname);
  const words = FRAME_WORDS[language];
  return (
    `<div class="${pageClassName(basePath)}" aria-hidden="true">${skipLink(words)}<header class="page__header"><div class="page__bar">` +
    `${navigation(basePath, pathname, session, words)}${languageSwitcher(language, words)}</div></header>` +
    `${main(basePath, pathname, options, session, words, language)}${footer(basePath, session, words, language)}</div>`
  );
}
