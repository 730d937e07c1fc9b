import {
  type AudioFileAnswer,
  type ReplaceAudioFileData,
  type ReplaceAudioFileInput,
  replaceAudioFileFormSchema,
} from '@app/shared';
import { BusyButton, ConfirmDelete } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDeleteLabels } from '../../../lib/use-delete-labels';
import { useFormats } from '../../../lib/use-formats';
import { formatSize } from '../lib/format-size';
import { AudioFileInput } from './audio-file-input';

type AudioFileItemProps = {
  file: AudioFileAnswer;
  /** Each action answers true when the API did it. */
  onActivate: (id: number) => Promise<boolean>;
  onReplace: (id: number, file: File) => Promise<boolean>;
  onDelete: (id: number) => Promise<boolean>;
};

/**
 * One audio file: its name, "Active" in words (never colour alone), size and date, a player, and Make active,
 * Replace and Delete (asked again in place, the shared ConfirmDelete: a deleted prompt cannot be brought back).
 */
export function AudioFileItem({ file, onActivate, onReplace, onDelete }: AudioFileItemProps) {
  const { t } = useTranslation('admin');
  const formats = useFormats();
  const nameId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // Make active goes away once the file is active: the keyboard focus goes to the title that now says Active.
  const title = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const deleteLabels = useDeleteLabels();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReplaceAudioFileInput, unknown, ReplaceAudioFileData>({
    resolver: zodResolver(replaceAudioFileFormSchema),
  });

  const act = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    return done;
  };

  const replace = handleSubmit(async ({ file: chosen }) => {
    if (!(await onReplace(file.id, chosen))) return;
    reset({});
    if (fileInput.current) fileInput.current.value = '';
  });

  const disabled = busy || isSubmitting;
  return (
    <article
      className={file.active ? 'audio-file audio-file--active' : 'audio-file'}
      aria-labelledby={nameId}
    >
      <h3 className="audio-file__title" ref={title} tabIndex={-1}>
        <span id={nameId}>{file.name}</span>
        {file.active && <span className="audio-file__active">{t('audio.active')}</span>}
      </h3>
      <p className="audio-file__facts">
        {t('audio.facts', { size: formatSize(file.size), date: formats.date(file.createdAt) })}
      </p>
      {/* The URL carries the version of the bytes, so a replaced file is never played from a cache. */}
      {/* biome-ignore lint/a11y/useMediaCaption: staff's own phone prompts, uploaded without a transcript to caption */}
      <audio controls preload="metadata" src={file.uri} aria-label={t('audio.play', { name: file.name })} />
      <div className="audio-file__actions">
        {!file.active && (
          <BusyButton
            busy={disabled}
            onClick={async () => {
              if (await act(() => onActivate(file.id))) title.current?.focus();
            }}
          >
            {t('audio.makeActive')}
          </BusyButton>
        )}
        <ConfirmDelete
          question={t('audio.confirmDelete')}
          labels={deleteLabels}
          deleteClassName="button-secondary"
          disabled={disabled}
          onDelete={async () => {
            await act(() => onDelete(file.id));
          }}
        />
      </div>
      <form className="audio-file__replace" noValidate onSubmit={replace}>
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <AudioFileInput
              label={t('audio.replaceWith')}
              error={errors.file?.message}
              disabled={disabled}
              inputRef={(element) => {
                fileInput.current = element;
                field.ref(element);
              }}
              onChange={field.onChange}
            />
          )}
        />
        <div className="form__actions">
          <BusyButton type="submit" busy={disabled}>
            {t('audio.replace')}
          </BusyButton>
        </div>
      </form>
    </article>
  );
}
