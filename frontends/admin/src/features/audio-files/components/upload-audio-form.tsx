import {
  AUDIO_PURPOSES,
  type UploadAudioFileData,
  type UploadAudioFileInput,
  uploadAudioFileFormSchema,
} from '@app/shared';
import { BusyButton, Field, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePurposeNames } from '../lib/use-purpose-names';
import { AudioFileInput } from './audio-file-input';

const EMPTY: Partial<UploadAudioFileInput> = { name: '', purpose: '' as UploadAudioFileInput['purpose'] };

type UploadAudioFormProps = {
  /** Sends the upload; true when it was stored (the form then empties). */
  onUpload: (data: UploadAudioFileData) => Promise<boolean>;
};

/**
 * Upload a new audio file (docs/architecture.md "Audio files"): a name, what it is for and the file, checked with the
 * API's own schema first (the file by its type and size; the API then reads its bytes).
 */
export function UploadAudioForm({ onUpload }: UploadAudioFormProps) {
  const { t } = useTranslation('admin');
  const purposeName = usePurposeNames();
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UploadAudioFileInput, unknown, UploadAudioFileData>({
    resolver: zodResolver(uploadAudioFileFormSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (data) => {
    if (!(await onUpload(data))) return;
    reset(EMPTY);
    if (fileInput.current) fileInput.current.value = '';
  });

  return (
    <form className="form audio-upload" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h2 id={headingId}>{t('audio.upload.heading')}</h2>
      <TextField
        label={t('shared.name')}
        autoComplete="off"
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
      />
      <Field label={t('audio.upload.purpose')} error={errors.purpose?.message}>
        {(control) => (
          <select {...control} {...register('purpose')}>
            <option value="">{t('audio.upload.choosePurpose')}</option>
            {AUDIO_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purposeName(purpose)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Controller
        control={control}
        name="file"
        render={({ field }) => (
          <AudioFileInput
            label={t('audio.upload.file')}
            error={errors.file?.message}
            inputRef={(element) => {
              fileInput.current = element;
              field.ref(element);
            }}
            onChange={field.onChange}
          />
        )}
      />
      <div className="form__actions">
        <BusyButton type="submit" busy={isSubmitting}>
          {t('audio.upload.button')}
        </BusyButton>
      </div>
    </form>
  );
}
