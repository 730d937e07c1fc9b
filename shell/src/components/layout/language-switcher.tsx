import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@app/shared';
import { chooseLanguage } from '@app/shared/i18n';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveLanguage } from '../../lib/session/api/save-language';
import { useSession } from '../../lib/session/session-context';
import { LANGUAGE_SELECT_ID } from './language-select-id';

/**
 * The header's language choice (issue 13 §1), for everyone on every page: the page's one i18next switches the shell
 * and every remote at once, and the `lang` cookie remembers it across reloads and sign-in (chooseLanguage). Each
 * option names its language in itself. The same markup as the page frame's (page-frame.ts): uncontrolled, keyed by
 * the language, so its first render carries `selected` as the frame does. A new key is a new element: the one that
 * made the choice gives the focus on to it, so a keyboard user stays on the menu (and an arrow key back undoes it).
 * A signed-in inmate's choice is also their e-mails' (POST /api/savelanguage; staff acting as them keep theirs to the
 * page). It is not waited for, and a failure leaves the page switched: the next sign-in sets it from the cookie.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const select = useRef<HTMLSelectElement>(null);
  const chosenHere = useRef(false);
  const { session } = useSession();
  const ownInmateAccount = session.inmate !== undefined && session.staff === undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new language (a new select) is the trigger
  useEffect(() => {
    if (!chosenHere.current) return;
    chosenHere.current = false;
    select.current?.focus();
  }, [language]);
  return (
    <div className="language">
      <label className="language__label" htmlFor={LANGUAGE_SELECT_ID}>
        {t('language')}
      </label>
      <select
        key={language}
        ref={select}
        id={LANGUAGE_SELECT_ID}
        className="language__select"
        defaultValue={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          chosenHere.current = event.currentTarget === document.activeElement;
          void chooseLanguage(chosen);
          if (ownInmateAccount) void saveLanguage(chosen).catch(() => undefined);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
