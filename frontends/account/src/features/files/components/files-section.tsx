import { ApiError, type BasePath } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { Field, Message, StackedTable, TextField } from '@app/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/use-formats';
import { useRequest } from '../../../lib/use-request';
import { deleteFile } from '../api/delete-file';
import { getUploadedFiles } from '../api/get-uploaded-files';
import { uploadFile } from '../api/upload-file';

/** The server's limits (docs/decisions.md "Files"), checked here first so a person hears at once. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const ACCEPT = 'audio/*,image/*,application/pdf';
const acceptable = (type: string) =>
  type === '' ||
  type.startsWith('audio/') ||
  (type.startsWith('image/') && type !== 'image/svg+xml') ||
  type === 'application/pdf';

/** Inmate's Files (spec §2 screen 5): upload a file or audio with an optional description; Code, Description, Delete. */
export function FilesSection({ basePath }: { basePath: BasePath }) {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const errorText = useErrorText();
  const failureText = (error: unknown) =>
    error instanceof ApiError
      ? errorText(error.message, error.code, error.params)
      : error instanceof Error
        ? error.message
        : t('files.failed');
  const { data: files, reload } = useRequest(() => getUploadedFiles(basePath));
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [description, setDescription] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return setOutcome({ kind: 'error', text: t('files.chooseFirst') });
    if (file.size > MAX_FILE_BYTES) return setOutcome({ kind: 'error', text: t('files.tooLarge') });
    if (!acceptable(file.type)) {
      return setOutcome({ kind: 'error', text: t('files.wrongType') });
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile(basePath, file, description);
      setOutcome({ kind: 'success', text: t('files.uploaded', { code: uploaded.code }) });
      setDescription('');
      if (fileRef.current) fileRef.current.value = '';
      reload();
    } catch (error) {
      setOutcome({ kind: 'error', text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: number) => {
    setOutcome(null);
    try {
      await deleteFile(basePath, id);
      reload();
    } catch (error) {
      setOutcome({ kind: 'error', text: failureText(error) });
    }
  };

  return (
    <div>
      <form className="form" noValidate onSubmit={upload}>
        <Field label={t('files.choose')}>
          {(control) => <input {...control} type="file" accept={ACCEPT} ref={fileRef} />}
        </Field>
        <TextField
          label={t('files.description')}
          value={description}
          maxLength={200}
          onChange={(event) => setDescription(event.target.value)}
        />
        {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
        <div className="form__actions">
          <button type="submit" disabled={busy}>
            {t('files.upload')}
          </button>
        </div>
      </form>
      {files && files.length > 0 ? (
        <StackedTable className="account-table">
          <thead>
            <tr>
              <th scope="col">{t('table.code')}</th>
              <th scope="col">{t('table.description')}</th>
              <th scope="col">{t('table.uploaded')}</th>
              <th scope="col">{t('files.delete')}</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.id}>
                <td>
                  <a href={file.uri} download>
                    {file.code}
                  </a>
                </td>
                <td>{file.description}</td>
                <td>{formats.date(file.createdAt)}</td>
                <td>
                  <button
                    type="button"
                    className="button-secondary"
                    aria-label={t('files.deleteFile', { code: file.code })}
                    onClick={() => remove(file.id)}
                  >
                    {t('files.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      ) : (
        files && <p>{t('files.none')}</p>
      )}
    </div>
  );
}
