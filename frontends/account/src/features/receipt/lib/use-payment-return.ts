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

type ReturnState = { paymentIntent?: string } | null;

/**
 * Back from a card payment (issue 13 §4): the payment's id for the receipt panel, or null. The secret and the
 * other return parameters leave the address bar at once, by the router's replace (no reload, no new history
 * entry); the id moves to the history entry's state, so a reload of the page still shows the receipt.
 */
export function usePaymentReturn(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const fromAddress = params.get('payment_intent');
  const offersPayment = params.get('charge') !== 'money';
  const inAddress = RETURN_PARAMS.some((name) => params.has(name));

  // Right after the first render (the router's navigate is not ready inside a layout effect of the first render).
  useEffect(() => {
    if (!inAddress) return;
    const kept = new URLSearchParams(location.search);
    for (const name of RETURN_PARAMS) kept.delete(name);
    const search = kept.toString();
    const state: ReturnState = fromAddress && offersPayment ? { paymentIntent: fromAddress } : null;
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state });
  }, [inAddress, location.search, location.pathname, fromAddress, offersPayment, navigate]);

  const id = inAddress
    ? offersPayment
      ? fromAddress
      : null
    : (location.state as ReturnState)?.paymentIntent;
  return id && PAYMENT_INTENT.test(id) ? id : null;
}
