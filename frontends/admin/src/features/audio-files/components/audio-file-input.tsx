import { AUDIO_FILE_ACCEPT } from '@app/shared';
import { type Ref, useId } from 'react';

type AudioFileInputProps = {
  label: string;
  error?: string | undefined;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (file: File | undefined) => void;
};

/**
 * A labelled file input for WAV, MP3 or OGG with its error under it. react-hook-form's Controller gives it the
 * chosen File itself (not the FileList), the value the shared schema checks.
 */
export function AudioFileInput({ label, error, disabled, inputRef, onChange }: AudioFileInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="field__input"
        type="file"
        accept={AUDIO_FILE_ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.files?.[0])}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
