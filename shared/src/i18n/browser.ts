import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CatalogueLoaders } from './catalogue';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  languageFromCookie,
  pickLanguage,
} from './languages';
import { SHARED_CATALOGUES } from './shared-catalogues';

/**
 * The page's one i18next (issue 13 §1). i18next and react-i18next are Module Federation singletons, so the shell
 * and every remote translate with the same instance; each remote registers the loaders of its own namespace, and
 * only the chosen language's catalogues are downloaded.
 *
 * @app/shared is bundled into each remote separately, so the loaders live in a registry on `globalThis` (under a
 * `Symbol.for` key), not in a module variable: the shell's backend must see the remotes' registrations.
 */
const REGISTRY_KEY = Symbol.for('credits-portal.i18n.catalogues');
type Registry = Map<string, CatalogueLoaders>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY_KEY]?: Registry };
  holder[REGISTRY_KEY] ??= new Map();
  return holder[REGISTRY_KEY];
}

/**
 * Makes a namespace loadable; call it at a remote's module level, before anything renders `useTranslation(namespace)`.
 * @example registerCatalogues('offers', { en: () => import('./messages/en'), es: () => import('./messages/es') });
 */
export function registerCatalogues(namespace: string, loaders: CatalogueLoaders): void {
  if (!registry().has(namespace)) registry().set(namespace, loaders);
}

/** i18next's backend: a namespace's catalogue of one language, from the registered dynamic import. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = isLanguage(language) ? registry().get(namespace)?.[language] : undefined;
    if (!load) {
      callback(new Error(`No ${language} catalogue registered for "${namespace}"`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The language of this browser: the remembered choice (the `lang` cookie), else the browser's own list. */
export function browserLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  return languageFromCookie(document.cookie) ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

let starting: Promise<unknown> | undefined;

/**
 * Starts the page's i18next once (the shell at boot, a remote on its own page) and loads `namespaces` in the chosen
 * language; later calls load their namespaces into the same instance. No fallback language: a missing message
 * would show its key (the catalogue tests allow none), and a Spanish reader downloads no English catalogue.
 * @example await startI18n(['shell']); // before the shell's first render
 */
export function startI18n(
  namespaces: string[] = [],
  language: Language = browserLanguage(),
): Promise<unknown> {
  for (const [namespace, loaders] of Object.entries(SHARED_CATALOGUES))
    registerCatalogues(namespace, loaders);
  if (!starting && !i18next.isInitialized) {
    starting = i18next
      .use(catalogueBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        supportedLngs: [...LANGUAGES],
        fallbackLng: false,
        ns: ['common', 'errors'],
        defaultNS: false,
        interpolation: { escapeValue: false }, // React escapes
        returnEmptyString: false,
        react: { useSuspense: true, bindI18nStore: 'added' },
      });
    markDocumentLanguage(language);
  }
  return (starting ?? Promise.resolve()).then(() => i18next.loadNamespaces(namespaces));
}

function markDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Switches the page to `language` and remembers it for a year in the `lang` cookie, which the Worker also reads
 * (the page frame and e-mails). i18next downloads the new language's catalogues of the namespaces in use first.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the Worker reads too; the Cookie Store API is missing in older phones' browsers
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
  await i18next.changeLanguage(language);
  markDocumentLanguage(language);
}

/** The page's current language. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : 'en';
}
