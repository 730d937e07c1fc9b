import { useErrorText, useRefusalText } from '@app/shared/i18n';
import type { SaveOutcome } from '@app/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from './failure-text';

/** The translators of the current render, handed to a Wording so it words an outcome in the language shown now. */
export type Words = {
  t: ReturnType<typeof useTranslation<'admin'>>['t'];
  errorText: ReturnType<typeof useErrorText>;
  refusalText: ReturnType<typeof useRefusalText>;
  failureText: ReturnType<typeof useFailureText>;
};

/** What a save or delete ended in, and how to word it: `word` uses only the Words it is given. */
export type Wording = { kind: 'success' | 'error'; word: (words: Words) => string };

/**
 * A back-office screen's outcome message, kept as its Wording and worded at each render, so a language switched
 * after it shows it in the new language (a text kept from the moment it happened would stay in the old one).
 * @example const [outcome, setOutcome] = useOutcome(); setOutcome({ kind: 'success', word: ({ t }) => t('jails.added') });
 */
export function useOutcome(): [SaveOutcome, (wording: Wording | null) => void] {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const failureText = useFailureText();
  const [wording, setWording] = useState<Wording | null>(null);
  const outcome: SaveOutcome = wording && {
    kind: wording.kind,
    text: wording.word({ t, errorText, refusalText, failureText }),
  };
  return [outcome, setWording];
}
