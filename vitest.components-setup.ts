import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import accountEn from './frontends/account/src/messages/en';
import accountEs from './frontends/account/src/messages/es';
import adminEn from './frontends/admin/src/messages/en';
import adminEs from './frontends/admin/src/messages/es';
import friendsEn from './frontends/friends/src/messages/en';
import friendsEs from './frontends/friends/src/messages/es';
import offersEn from './frontends/offers/src/messages/en';
import offersEs from './frontends/offers/src/messages/es';
import commonEn from './shared/src/i18n/messages/common.en';
import commonEs from './shared/src/i18n/messages/common.es';
import errorsEn from './shared/src/i18n/messages/errors.en';
import errorsEs from './shared/src/i18n/messages/errors.es';
import legalEn from './shell/src/features/legal/messages/en';
import legalEs from './shell/src/features/legal/messages/es';
import shellEn from './shell/src/messages/en';
import shellEs from './shell/src/messages/es';

// Component tests render with every catalogue already in memory, in English unless a test switches to Spanish
// (`await i18next.changeLanguage('es')`; reset after each test), so nothing suspends on a download.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  defaultNS: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  resources: {
    en: {
      common: commonEn,
      errors: errorsEn,
      shell: shellEn,
      legal: legalEn,
      offers: offersEn,
      account: accountEn,
      friends: friendsEn,
      admin: adminEn,
    },
    es: {
      common: commonEs,
      errors: errorsEs,
      shell: shellEs,
      legal: legalEs,
      offers: offersEs,
      account: accountEs,
      friends: friendsEs,
      admin: adminEs,
    },
  },
});

afterEach(async () => {
  cleanup();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
