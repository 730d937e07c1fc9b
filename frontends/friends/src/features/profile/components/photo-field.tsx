import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PHOTO_TOO_LARGE,
  PHOTO_TYPES,
  PHOTO_UNREADABLE,
  PHOTO_WRONG_TYPE,
  photoProblem,
  scalePhoto,
} from '../lib/photo';

type Props = {
  /** What the preview shows: the stored photo's URL or the chosen picture's data URL; null without a photo. */
  preview: string | null;
  /** spec §2 screen 11: Choose Photo is hidden for an admin. */
  canChoose: boolean;
  /** The chosen picture, scaled down, as a data URL. */
  onChoose: (dataUrl: string) => void;
  /** A chosen picture is being checked and scaled: the form must not be sent without it meanwhile. */
  working: boolean;
  onWorkingChange: (working: boolean) => void;
};

/** The photo preview and Choose Photo (spec §2 screen 11): checked, scaled to 512 px, kept as a data URL. */
export function PhotoField({ preview, canChoose, onChoose, working, onWorkingChange }: Props) {
  const inputId = useId();
  const [problem, setProblem] = useState('');
  const { t } = useTranslation('friends');
  // photoProblem's English (its tests read it), in the reader's language.
  const problemText = (text: string) =>
    text === PHOTO_WRONG_TYPE
      ? t('photo.wrongType')
      : text === PHOTO_TOO_LARGE
        ? t('photo.tooLarge')
        : text === PHOTO_UNREADABLE
          ? t('photo.unreadable')
          : text;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again runs the checks again
    if (!file || working) return;
    setProblem('');
    const refused = photoProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    onWorkingChange(true);
    try {
      onChoose(await scalePhoto(file));
    } catch {
      setProblem(PHOTO_UNREADABLE);
    } finally {
      onWorkingChange(false);
    }
  };

  return (
    <div className="field friend-photo">
      {preview ? (
        <img className="friend-photo__image" src={preview} alt={t('photo.preview')} />
      ) : (
        <p className="friend-photo__none">{t('photo.none')}</p>
      )}
      {canChoose && (
        <>
          <label className="button-like" htmlFor={inputId}>
            {t('photo.choose')}
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            // Not `disabled`: the input has the focus (Choose Photo), and a disabled one drops it to the page.
            aria-disabled={working || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onChange={onChange}
          />
        </>
      )}
      {problem && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {problemText(problem)}
        </p>
      )}
    </div>
  );
}
