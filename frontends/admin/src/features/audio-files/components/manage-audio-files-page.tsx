import {
  AUDIO_PURPOSES,
  type AudioFileAnswer,
  type AudioFilesAnswer,
  type UploadAudioFileData,
} from '@app/shared';
import { Message } from '@app/shared/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal';
import { useLoadedList } from '../../../lib/use-loaded-list';
import { useOutcome } from '../../../lib/use-outcome';
import { activateAudioFile } from '../api/activate-audio-file';
import { deleteAudioFile } from '../api/delete-audio-file';
import { getAudioFiles, type StaffPrefix } from '../api/get-audio-files';
import { replaceAudioFile } from '../api/replace-audio-file';
import { uploadAudioFile } from '../api/upload-audio-file';
import { usePurposeNames } from '../lib/use-purpose-names';
import { AudioFileItem } from './audio-file-item';
import { AudioFilesStyles } from './audio-files-styles';
import { UploadAudioForm } from './upload-audio-form';

/**
 * Manage Audio Files (spec §2 screen 20, /admin/files and /employee1/files; its contents are ours: docs/architecture.md
 * "Audio files"): the prompts the phone system plays. Upload with a name and a purpose, then per purpose every file
 * with a player, Make active, Replace and Delete. Each action shows "Success!" or the server's reason, as the other
 * tools do; every call answers the whole list, which the page shows at once.
 */
export function ManageAudioFilesPage({ basePath }: { basePath: StaffPrefix }) {
  const { t } = useTranslation('admin');
  const purposeName = usePurposeNames();
  const fetchFiles = useCallback(() => getAudioFiles(basePath), [basePath]);
  const { rows: loaded, loadError } = useLoadedList(fetchFiles);
  const [answered, setAnswered] = useState<AudioFilesAnswer | null>(null);
  const [outcome, setOutcome] = useOutcome();
  const heading = useFocusAfterRemoval<HTMLHeadingElement>();
  const files = answered ?? loaded;

  // Every action answers the whole list: only the latest action's list is shown, so an older answer arriving late
  // never shows a file active again that another action replaced, or a deleted file back.
  const latest = useRef(0);
  const run = async (action: () => Promise<AudioFilesAnswer>) => {
    setOutcome(null);
    latest.current += 1;
    const mine = latest.current;
    try {
      const list = await action();
      if (mine === latest.current) setAnswered(list);
      setOutcome({ kind: 'success', word: ({ t }) => t('shared.success') });
      return true;
    } catch (failure) {
      // ApiError carries the server's `error` (or "Failed!" without one) and its code; a network failure is "Failed!".
      const { message, code } = failure as Error & { code?: string };
      setOutcome({
        kind: 'error',
        word: ({ t, errorText }) =>
          failure instanceof Error ? errorText(message, code) : t('errors:failed'),
      });
      return false;
    }
  };

  const byPurpose = (purpose: AudioFileAnswer['purpose']) =>
    (files ?? []).filter((file) => file.purpose === purpose);

  return (
    <section className="admin-screen" aria-labelledby="manage-audio-files-title">
      <AudioFilesStyles />
      <h1 id="manage-audio-files-title" ref={heading.ref} tabIndex={-1}>
        {t('audio.heading')}
      </h1>
      <p>{t('audio.intro')}</p>
      <UploadAudioForm onUpload={(data: UploadAudioFileData) => run(() => uploadAudioFile(basePath, data))} />
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      {/* A later answer replaces a list that failed to load. */}
      {loadError && !answered && <Message kind="error">{loadError}</Message>}
      {files === null && !loadError && <p>{t('common:loading')}</p>}
      {files &&
        AUDIO_PURPOSES.map((purpose) => {
          const group = byPurpose(purpose);
          return (
            <section key={purpose} className="audio-group" aria-labelledby={`audio-group-${purpose}`}>
              <h2 id={`audio-group-${purpose}`}>{purposeName(purpose)}</h2>
              {group.length === 0 ? (
                <p>{t('audio.noneForPurpose')}</p>
              ) : (
                <ul className="audio-group__list">
                  {group.map((file) => (
                    <li key={file.id}>
                      <AudioFileItem
                        file={file}
                        onActivate={(id) => run(() => activateAudioFile(basePath, id))}
                        onReplace={(id, chosen) => run(() => replaceAudioFile(basePath, id, chosen))}
                        onDelete={async (id) => {
                          const deleted = await run(() => deleteAudioFile(basePath, id));
                          if (deleted) heading.removed();
                          return deleted;
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </section>
  );
}
