import { adminNotesSchema, type BasePath } from '@app/shared';
import { Message, TextAreaField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { saveAdminNotes } from '../api/save-admin-notes';

const notesFormSchema = z.object({ notes: adminNotesSchema });

/** Admin Notes (spec §2 screen 4, staff only): ADMIN and EMPLOYEE1 both edit them (spec §6). */
export function AdminNotesSection({ basePath, notes }: { basePath: BasePath; notes: string }) {
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(notesFormSchema), defaultValues: { notes } });
  const onSubmit = handleSubmit(async ({ notes: text }) => {
    setOutcome(null);
    try {
      await saveAdminNotes(basePath, text);
      setOutcome({ kind: 'success', text: 'Admin Note Saved' });
    } catch {
      setOutcome({ kind: 'error', text: 'Failed To Save Note' });
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextAreaField label="Notes" rows={5} error={errors.notes?.message} {...register('notes')} />
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      <div className="form__actions">
        <button type="submit" disabled={isSubmitting}>
          Save Note
        </button>
      </div>
    </form>
  );
}
