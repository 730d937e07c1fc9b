import { ApiError, type BasePath } from '@app/shared';
import { Message } from '@app/shared/ui';
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { getPaymentIntent, type PaymentIntentAnswer } from '../api/get-payment-intent';
import { cardErrorMessage, UNEXPECTED_ERROR } from '../lib/card-error';
import { loadStripeFor } from '../lib/load-stripe';
import type { PaymentOptions } from '../lib/payment-options';

type Ready = { stripe: Stripe; elements: StripeElements; answer: PaymentIntentAnswer };

type CardPaymentProps = {
  basePath: BasePath;
  options: PaymentOptions;
  /** For tests: how Stripe.js is loaded. */
  loadStripe?: typeof loadStripeFor;
};

/**
 * The card form (spec §2 screen 3 "Pay With Stripe"): a PaymentIntent from the server, Stripe's Payment Element, and a
 * button with the server's payButtonText. Stripe.js confirms and, on success, goes to the detail screen with
 * delayupdate=true (spec §7); a failure shows the provider's message or the spec's fallback (spec §8).
 */
export function CardPayment({ basePath, options, loadStripe = loadStripeFor }: CardPaymentProps) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<Ready>();
  const [loadFailure, setLoadFailure] = useState('');
  const [failure, setFailure] = useState('');
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let element: StripePaymentElement | undefined;
    (async () => {
      try {
        const answer = await getPaymentIntent(options);
        const stripe = await loadStripe(answer.stripePublicKey, answer.stripeJsUrl);
        if (cancelled) return;
        if (!stripe || !mountPoint.current) throw new Error('Stripe.js is not available');
        const elements = stripe.elements({
          clientSecret: answer.clientSecret,
          appearance: { theme: 'stripe' },
        });
        element = elements.create('payment');
        element.mount(mountPoint.current);
        setReady({ stripe, elements, answer });
      } catch (error) {
        if (!cancelled) setLoadFailure(error instanceof ApiError ? error.message : UNEXPECTED_ERROR);
      }
    })();
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [options, loadStripe]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || paying) return;
    setPaying(true);
    setFailure('');
    const returnUrl = new URL(
      `${basePath}/inmates/detail?delayupdate=true`,
      window.location.origin,
    ).toString();
    try {
      const { error } = await ready.stripe.confirmPayment({
        elements: ready.elements,
        confirmParams: { return_url: returnUrl },
      });
      // Reached only on failure: on success Stripe.js has gone to the return URL.
      setFailure(cardErrorMessage(error));
    } catch {
      setFailure(UNEXPECTED_ERROR);
    } finally {
      setPaying(false);
    }
  };

  return (
    <form className="card-payment" aria-label="Card payment" noValidate onSubmit={pay}>
      <div className="card-payment__element" ref={mountPoint} />
      {loadFailure && <Message kind="error">{loadFailure}</Message>}
      {failure && <Message kind="error">{failure}</Message>}
      {!loadFailure && (
        <div className="form__actions">
          <button type="submit" disabled={!ready || paying}>
            {ready?.answer.payButtonText ?? 'Pay'}
          </button>
        </div>
      )}
    </form>
  );
}
