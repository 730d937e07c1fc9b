import { ApiError, type ServiceAnswer } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { renewService } from '../api/renew-service';

/**
 * What a renewal ends in, as data (useRenewOutcomeText words it at render, so a language switched later shows it in
 * the new language): a success and its message, or a failure and the server's error if it answered one.
 */
export type RenewOutcome =
  | { kind: 'success'; key: 'services.renewed' | 'services.renewalSent'; title: string }
  | { kind: 'error'; error?: ApiError };

/** The words of a renewal's outcome, in the reader's language now. */
export function useRenewOutcomeText() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  return (outcome: RenewOutcome) => {
    if (outcome.kind === 'success') return t(outcome.key, { title: outcome.title });
    const { error } = outcome;
    return error ? errorText(error.message, error.code, error.params) : t('services.renewFailed');
  };
}

/**
 * A failure after which the card may have been charged: no answer came (the network), or the provider could not be
 * reached. Any other refusal (a declined card, a 409) is certain, and a later Renew is a new request: with the same
 * id, the provider would answer the stored decline again for a day, even after the card was topped up.
 */
const uncertain = (error: unknown) => !(error instanceof ApiError) || error.code === 'providerDown';

/**
 * Renew (spec §2 screen 3: Recurring means "inmates can renew from inside"): buys the service's offer again with the
 * kept card. The request id is kept after an uncertain failure, so a Renew sent again after an answer was lost
 * charges the card once (the server makes it the provider's idempotency key).
 */
export function useRenewService() {
  const requestIds = useRef(new Map<number, string>());
  return async (service: ServiceAnswer): Promise<RenewOutcome> => {
    const requestId = requestIds.current.get(service.id) ?? crypto.randomUUID();
    requestIds.current.set(service.id, requestId);
    try {
      const answer = await renewService(service.id, requestId);
      requestIds.current.delete(service.id);
      const key = answer.status === 'succeeded' ? 'services.renewed' : 'services.renewalSent';
      return { kind: 'success', key, title: service.title };
    } catch (error) {
      if (!uncertain(error)) requestIds.current.delete(service.id);
      return { kind: 'error', ...(error instanceof ApiError && { error }) };
    }
  };
}
