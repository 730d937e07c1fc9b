import { ApiError, isLanguage, type Language } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { BusyButton, Message, TextAreaField } from '@app/shared/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFriendIntro } from '../api/get-friend-intro';
import { saveFriendIntro } from '../api/save-friend-intro';
import { sanitizeIntro } from '../lib/sanitize-intro';

// Kept as what happened, so its words follow the reader's language.
type Outcome = { kind: 'success' } | { kind: 'error'; error: ApiError } | null;

/**
 * The friend intro of spec §2 screen 10: HTML for the public (sanitised again here), an editable text area with
 * Edit Content for an ADMIN (spec §8 style: Success! or the server's text). After a failed load the editor says
 * Failed! and stays disabled, as Settings does, so an empty draft never replaces the stored intro. Each language of
 * the site has its own intro (docs/decisions.md "Friend intro per language"): the reader's language is read, and an
 * ADMIN edits the intro of the language the site is in.
 */
export function FriendIntro({ editable }: { editable: boolean }) {
  const [content, setContent] = useState<string | null>(null);
  // Without the stored intro the editor would start empty and a save would wipe the public intro.
  const [loadFailed, setLoadFailed] = useState(false);
  // Unsaved edits by language: switching the site's language to edit the other intro keeps this one's edits.
  const [drafts, setDrafts] = useState<Partial<Record<Language, string>>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { t, i18n } = useTranslation('friends');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  // The language shown now, for a save that answers after a switch.
  const shown = useRef(language);
  shown.current = language;
  const draft = drafts[language] ?? content ?? '';
  const errorText = useErrorText();

  useEffect(() => {
    let current = true;
    setContent(null);
    setLoadFailed(false);
    setOutcome(null);
    getFriendIntro(language).then(
      (intro) => {
        if (!current) return;
        setContent(intro.content);
      },
      () => {
        // spec §8: network errors on fetches are silently ignored for the public; the editor says Failed! instead.
        if (!current) return;
        setContent('');
        setLoadFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [language]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    setSaving(true);
    const editing = language;
    try {
      const saved = await saveFriendIntro(draft, editing);
      setDrafts(({ [editing]: _saved, ...others }) => others);
      if (shown.current === editing) setContent(saved.content);
      setOutcome({ kind: 'success' });
    } catch (error) {
      setOutcome({ kind: 'error', error: error instanceof ApiError ? error : new ApiError('Failed!', 0) });
    } finally {
      setSaving(false);
    }
  };

  if (content === null) return <p className="loading">{t('common:loading')}</p>;
  if (!editable) {
    return (
      <div
        className="friend-intro"
        data-testid="friend-intro"
        // The server sanitised it on save; sanitizeIntro does it again with the same kind of policy (issue 9 §2).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: staff-written HTML, sanitised by DOMPurify first
        dangerouslySetInnerHTML={{ __html: sanitizeIntro(content) }}
      />
    );
  }
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p>{t('intro.language')}</p>
      <TextAreaField
        label={t('intro.label')}
        rows={10}
        disabled={loadFailed}
        value={draft}
        onChange={(event) => {
          const { value } = event.target;
          setDrafts((all) => ({ ...all, [language]: value }));
        }}
      />
      {loadFailed && <Message kind="error">{t('errors:failed')}</Message>}
      {outcome?.kind === 'success' && <Message kind="success">{t('intro.saved')}</Message>}
      {outcome?.kind === 'error' && (
        <Message kind="error">
          {errorText(outcome.error.message, outcome.error.code, outcome.error.params)}
        </Message>
      )}
      <div className="form__actions">
        <BusyButton type="submit" disabled={loadFailed} busy={saving}>
          {t('intro.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
