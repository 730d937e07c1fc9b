import { ApiError, type BasePath, checkUpload } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { BusyButton, ConfirmDelete, Field, Message, StackedTable, TextField } from '@app/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../lib/load-failed';
import { useFormats } from '../../../lib/use-formats';
import { useOutcome, type Words } from '../../../lib/use-outcome';
import { useRequest } from '../../../lib/use-request';
import { deleteFile } from '../api/delete-file';
import { getUploadedFiles } from '../api/get-uploaded-files';
import { uploadFile } from '../api/upload-file';

/**
 * The server's limits (docs/decisions.md "Files"), checked here first so a person hears at once and a file the server
 * would refuse is never sent over a slow connection: the size, and the type by the file's first bytes (`checkUpload`
 * of @app/shared, the API's own rule), so a phone's HEIC photo is refused before its megabytes go out.
 */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const ACCEPT = 'audio/*,image/*,application/pdf';

type Props = {
  basePath: BasePath;
  /** A file was deleted: its row is gone, so the page gives focus to the section's heading. */
  onDeleted: () => void;
};

/** A failed upload or delete: the server's reason in the reader's language, else the spec's text. */
function failureText({ t, errorText }: Words, error: unknown) {
  if (error instanceof ApiError) return errorText(error.message, error.code, error.params);
  return error instanceof Error ? error.message : t('files.failed');
}

/**
 * Inmate's Files (spec §2 screen 5): upload a file or audio with an optional description; Code, Description, Delete.
 * Delete asks again in place (a deleted file cannot be brought back), as the back office's Delete does.
 */
export function FilesSection({ basePath, onDeleted }: Props) {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const {
    data: files,
    loading,
    failed,
    error: loadError,
    reload,
    replace,
  } = useRequest(() => getUploadedFiles(basePath));
  const [outcome, setOutcome] = useOutcome();
  const [busy, setBusy] = useState(false);
  const [description, setDescription] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  // What is wrong with the chosen file, worded at render: shown under the input, tied to it, and focus goes there.
  const errorText = useErrorText();
  const [fileProblem, setFileProblem] = useState<((words: Words) => string) | null>(null);
  const refuseFile = (word: (words: Words) => string) => {
    setFileProblem(() => word);
    fileRef.current?.focus();
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setFileProblem(null);
    const file = fileRef.current?.files?.[0];
    if (!file) return refuseFile(({ t }) => t('files.chooseFirst'));
    if (file.size > MAX_FILE_BYTES) return refuseFile(({ t }) => t('files.tooLarge'));
    const checked = checkUpload(file.type, new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!checked.ok) {
      const { message } = checked;
      return refuseFile(({ errorText }) => errorText(message));
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile(basePath, file, description);
      setOutcome({ kind: 'success', word: ({ t }) => t('files.uploaded', { code: uploaded.code }) });
      setDescription('');
      if (fileRef.current) fileRef.current.value = '';
      reload();
    } catch (error) {
      setOutcome({ kind: 'error', word: (words) => failureText(words, error) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: number, code: string) => {
    setOutcome(null);
    try {
      // The answer is the remaining list: the row goes at once, before focus moves off it.
      replace(await deleteFile(basePath, id));
      setOutcome({ kind: 'success', word: ({ t }) => t('files.deleted', { code }) });
      onDeleted();
    } catch (error) {
      // The row stays, and focus goes back to its Delete (ConfirmDelete).
      setOutcome({ kind: 'error', word: (words) => failureText(words, error) });
    }
  };
  const deleteLabels = {
    delete: t('files.delete'),
    yesDelete: t('files.yesDelete'),
    cancel: t('files.cancel'),
  };

  return (
    <div>
      <form className="form" noValidate onSubmit={upload}>
        <Field label={t('files.choose')} error={fileProblem?.({ t, errorText })}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept={ACCEPT}
              ref={fileRef}
              onChange={() => setFileProblem(null)}
            />
          )}
        </Field>
        <TextField
          label={t('files.description')}
          value={description}
          maxLength={200}
          onChange={(event) => setDescription(event.target.value)}
        />
        {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
        <div className="form__actions">
          <BusyButton type="submit" busy={busy}>
            {t('files.upload')}
          </BusyButton>
        </div>
      </form>
      {loading && !files && <p className="loading">{t('common:loading')}</p>}
      {failed && !loading && <LoadFailed error={loadError} />}
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
                  <ConfirmDelete
                    question={t('files.confirmDelete', { code: file.code })}
                    labels={deleteLabels}
                    deleteName={t('files.deleteFile', { code: file.code })}
                    deleteClassName="button-secondary"
                    onDelete={() => remove(file.id, file.code)}
                  />
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
