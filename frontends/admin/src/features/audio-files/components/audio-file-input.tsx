import { AUDIO_FILE_ACCEPT } from '@app/shared';
import { Field } from '@app/shared/ui';
import type { Ref } from 'react';

type AudioFileInputProps = {
  label: string;
  error?: string | undefined;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (file: File | undefined) => void;
};

/**
 * A labelled file input for WAV or MP3 with its error under it (Field). react-hook-form's Controller gives it
 * the chosen File itself (not the FileList), the value the shared schema checks.
 */
export function AudioFileInput({ label, error, disabled, inputRef, onChange }: AudioFileInputProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="file"
          accept={AUDIO_FILE_ACCEPT}
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0])}
        />
      )}
    </Field>
  );
}
