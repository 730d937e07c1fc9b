import { ApiError, friendRateSchema } from '@app/shared';
import { Message, type SaveOutcome, TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { getFriendRate } from '../api/get-friend-rate';
import { saveFriendRate } from '../api/save-friend-rate';

const rateSchema = z.object({ cents: friendRateSchema });
type RateInput = z.input<typeof rateSchema>;
type RateData = z.output<typeof rateSchema>;

/**
 * What a friend earns per accepted PHONE_PALS minute, in cents (spec §1, §9: $.15; issue 11 "a setting, in cents").
 * Calls metered after a save earn the new rate; the ledger's past rows keep theirs.
 */
export function FriendRateForm() {
  const [loaded, setLoaded] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RateInput, unknown, RateData>({
    resolver: zodResolver(rateSchema),
    defaultValues: { cents: '' },
  });

  useEffect(() => {
    let live = true;
    getFriendRate()
      .then(({ cents }) => {
        if (live) reset({ cents: String(cents) });
      })
      .catch(() => {
        // Without the current rate a save could change it unseen: say so rather than stay silent.
        if (live) setOutcome({ kind: 'error', text: 'Failed!' });
      })
      .finally(() => {
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [reset]);

  const submit = handleSubmit(async ({ cents }) => {
    setOutcome(null);
    try {
      const saved = await saveFriendRate(cents);
      reset({ cents: String(saved.cents) });
      setOutcome({ kind: 'success', text: 'Success!' });
    } catch (failure) {
      const text = failure instanceof ApiError && failure.status === 400 ? failure.message : 'Failed!';
      setOutcome({ kind: 'error', text });
    }
  });

  return (
    <form className="form" aria-label="Friend pay" noValidate onSubmit={submit}>
      <div className="save-row">
        <TextField
          label="Friend pay per accepted minute (cents)"
          inputMode="numeric"
          autoComplete="off"
          disabled={!loaded}
          error={errors.cents?.message}
          {...register('cents')}
        />
        <div className="form__actions">
          <button type="submit" disabled={!loaded || isSubmitting}>
            Save pay rate
          </button>
        </div>
      </div>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
    </form>
  );
}
