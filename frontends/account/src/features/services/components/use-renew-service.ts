import { ApiError, type ServiceAnswer } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { renewService } from '../api/renew-service';

/** What a renewal ends in: the words to show, as a success or as a failure. */
export type RenewOutcome = { kind: 'success' | 'error'; text: string };

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
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const requestIds = useRef(new Map<number, string>());
  return async (service: ServiceAnswer): Promise<RenewOutcome> => {
    const requestId = requestIds.current.get(service.id) ?? crypto.randomUUID();
    requestIds.current.set(service.id, requestId);
    try {
      const answer = await renewService(service.id, requestId);
      requestIds.current.delete(service.id);
      const key = answer.status === 'succeeded' ? 'services.renewed' : 'services.renewalSent';
      return { kind: 'success', text: t(key, { title: service.title }) };
    } catch (error) {
      if (!uncertain(error)) requestIds.current.delete(service.id);
      const text =
        error instanceof ApiError
          ? errorText(error.message, error.code, error.params)
          : t('services.renewFailed');
      return { kind: 'error', text };
    }
  };
}
