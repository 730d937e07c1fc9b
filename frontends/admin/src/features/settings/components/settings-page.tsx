import { ApiError, assistantPhoneSchema } from '@app/shared';
import { Message, type SaveOutcome, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { getAssistantPhone } from '../api/get-assistant-phone';
import { saveAssistantPhone } from '../api/save-assistant-phone';
import { FriendRateForm } from './friend-rate-form';

const settingsSchema = z.object({ value: assistantPhoneSchema });
type SettingsInput = z.input<typeof settingsSchema>;
type SettingsData = z.output<typeof settingsSchema>;

/**
 * Settings (spec §2 screen 18): the Personal Assistant phone number with Update, checked by the §5 rule first.
 * Saving shows spec §8's "Success!" and the field then holds the number as stored (docs/decisions.md "Settings").
 * Below it, the friends' pay per accepted minute.
 */
export function SettingsPage() {
  const [loaded, setLoaded] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SettingsInput, unknown, SettingsData>({
    resolver: zodResolver(settingsSchema),
    defaultValues: { value: '' },
  });

  useEffect(() => {
    let live = true;
    getAssistantPhone()
      .then(({ value }) => {
        if (live) reset({ value });
      })
      .catch(() => {
        // Without the current number an Update could overwrite it unseen: say so rather than stay silent.
        if (live) setOutcome({ kind: 'error', text: 'Failed!' });
      })
      .finally(() => {
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [reset]);

  const submit = handleSubmit(async ({ value }) => {
    setOutcome(null);
    try {
      const saved = await saveAssistantPhone(value);
      reset({ value: saved.value });
      setOutcome({ kind: 'success', text: 'Success!' });
    } catch (failure) {
      // A 400 carries the §5 message the server refused; anything else is §8's generic "Failed!".
      const text = failure instanceof ApiError && failure.status === 400 ? failure.message : 'Failed!';
      setOutcome({ kind: 'error', text });
    }
  });

  return (
    <section className="admin-screen" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <form className="form" aria-label="Personal Assistant phone" noValidate onSubmit={submit}>
        <div className="save-row">
          <TextField
            label="Personal Assistant phone number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            disabled={!loaded}
            error={errors.value?.message}
            {...register('value')}
          />
          <div className="form__actions">
            <button type="submit" disabled={!loaded || isSubmitting}>
              Update
            </button>
          </div>
        </div>
        {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      </form>
      <FriendRateForm />
    </section>
  );
}
