import { useLocation, useNavigate } from '@app/shared/router';
import { useEffect } from 'react';

/**
 * What Stripe appends to the return address after a card payment (payment_intent_client_secret is a secret) and
 * `charge=money`, which the account's own money charge adds (its receipt is not an offers receipt).
 */
const RETURN_PARAMS = [
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
  'setup_intent',
  'setup_intent_client_secret',
  'source_redirect_slug',
  'charge',
] as const;

const PAYMENT_INTENT = /^pi_[A-Za-z0-9_]{1,200}$/;

/** Stripe's `redirect_status` of a payment that went through or is still going (nothing else charged the card). */
const GOING_THROUGH = ['succeeded', 'processing'] as const;
type GoingThrough = (typeof GOING_THROUGH)[number];

/**
 * How the card step ended (issue 13 §4): an offers payment to show the receipt of; a payment that did not go through
 * (`redirect_status` failed, requires_payment_method…: nothing to record, so nothing to wait for); or the ADMIN's
 * money charge (`charge=money`), which has no offers receipt but says how it went.
 */
export type PaymentReturn =
  | { kind: 'receipt'; paymentIntent: string }
  | { kind: 'failed' }
  | { kind: 'moneyCharge'; status: GoingThrough }
  | null;

/** What the return parameters say; a missing `redirect_status` reads as before it was read (the receipt). */
function fromParams(params: URLSearchParams): PaymentReturn {
  const status = params.get('redirect_status');
  if (status !== null && !(GOING_THROUGH as readonly string[]).includes(status)) return { kind: 'failed' };
  if (params.get('charge') === 'money') {
    return params.has('payment_intent')
      ? { kind: 'moneyCharge', status: (status ?? 'succeeded') as GoingThrough }
      : null;
  }
  const id = params.get('payment_intent');
  return id && PAYMENT_INTENT.test(id) ? { kind: 'receipt', paymentIntent: id } : null;
}

/** The outcome kept in the history entry's state, checked as it comes back (any script can write that state). */
function fromState(state: unknown): PaymentReturn {
  const kept = (state as { paymentReturn?: PaymentReturn } | null)?.paymentReturn;
  if (!kept || typeof kept !== 'object') return null;
  if (kept.kind === 'failed') return kept;
  if (kept.kind === 'moneyCharge' && GOING_THROUGH.includes(kept.status)) return kept;
  if (kept.kind === 'receipt' && PAYMENT_INTENT.test(kept.paymentIntent)) return kept;
  return null;
}

/**
 * Back from a card payment (issue 13 §4): how it ended, or null. The secret and the other return parameters leave
 * the address bar at once, by the router's replace (no reload, no new history entry); the outcome moves to the
 * history entry's state, so a reload of the page still shows the receipt (or the failure).
 */
export function usePaymentReturn(): PaymentReturn {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const inAddress = RETURN_PARAMS.some((name) => params.has(name));
  const outcome = inAddress ? fromParams(params) : fromState(location.state);
  const kept = JSON.stringify(outcome);

  // Right after the first render (the router's navigate is not ready inside a layout effect of the first render).
  useEffect(() => {
    if (!inAddress) return;
    const rest = new URLSearchParams(location.search);
    for (const name of RETURN_PARAMS) rest.delete(name);
    const search = rest.toString();
    const state = kept === 'null' ? null : { paymentReturn: JSON.parse(kept) as PaymentReturn };
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state });
  }, [inAddress, location.search, location.pathname, kept, navigate]);

  return outcome;
}
