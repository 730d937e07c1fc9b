import { withAccountChanged } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import type { SaveOutcome } from '@app/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The translators of the current render, handed to a Wording so it words an outcome in the language shown now. */
export type Words = {
  t: ReturnType<typeof useTranslation<'account'>>['t'];
  errorText: ReturnType<typeof useErrorText>;
};

/** What an action ended in, and how to word it: `word` uses only the Words it is given. */
export type Wording = { kind: 'success' | 'error'; word: (words: Words) => string };

/**
 * A section's outcome message, kept as its Wording and worded at each render, so a language switched after it shows
 * it in the new language (a text kept from the moment it happened would stay in the old one).
 * @example const [outcome, setOutcome] = useOutcome(); setOutcome({ kind: 'error', word: ({ t }) => t('notes.failed') });
 */
export function useOutcome(): [SaveOutcome, (wording: Wording | null) => void] {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [wording, setWording] = useState<Wording | null>(null);
  const outcome: SaveOutcome = wording && { kind: wording.kind, text: wording.word({ t, errorText }) };
  return [outcome, setWording];
}

/**
 * A failed action's Wording: its spec §8 text, with the reason of an accountChanged refusal (withAccountChanged).
 * @example setOutcome(failedWording(error, ({ t }) => t('notes.failed')));
 */
export const failedWording = (error: unknown, specText: (words: Words) => string): Wording => ({
  kind: 'error',
  word: (words) => withAccountChanged(words.errorText, specText(words), error),
});
