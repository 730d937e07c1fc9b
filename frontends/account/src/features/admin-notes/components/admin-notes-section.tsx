import { adminNotesSchema, type BasePath } from '@app/shared';
import { BusyButton, Message, TextAreaField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { failedWording, useOutcome } from '../../../lib/use-outcome';
import { saveAdminNotes } from '../api/save-admin-notes';

const notesFormSchema = z.object({ notes: adminNotesSchema });

/** Admin Notes (spec §2 screen 4, staff only): ADMIN and EMPLOYEE1 both edit them (spec §6). */
export function AdminNotesSection({ basePath, notes }: { basePath: BasePath; notes: string }) {
  const { t } = useTranslation('account');
  const [outcome, setOutcome] = useOutcome();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(notesFormSchema), defaultValues: { notes } });
  const onSubmit = handleSubmit(async ({ notes: text }) => {
    setOutcome(null);
    try {
      await saveAdminNotes(basePath, text);
      setOutcome({ kind: 'success', word: ({ t }) => t('notes.saved') });
    } catch (error) {
      setOutcome(failedWording(error, ({ t }) => t('notes.failed')));
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextAreaField label={t('notes.label')} rows={5} error={errors.notes?.message} {...register('notes')} />
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      <div className="form__actions">
        <BusyButton type="submit" busy={isSubmitting}>
          {t('notes.save')}
        </BusyButton>
      </div>
    </form>
  );
}
