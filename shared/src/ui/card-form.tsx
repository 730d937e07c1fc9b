import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/languages';
import { useErrorText } from '../i18n/use-error-text';
import { BusyButton } from './busy-button';
import { cardErrorMessage, UNEXPECTED_ERROR } from './card-error';
import { loadStripeFor } from './load-stripe';
import { Message } from './message';

export type CardFormProps = {
  /** The PaymentIntent's client secret, as the server answered it. */
  clientSecret: string;
  /** The Stripe publishable key the server answered with the intent. */
  publishableKey: string;
  /** The local Stripe.js stand-in, when the server names one (docs/decisions.md "Stripe.js locally"). */
  stripeJsUrl?: string;
  /** The pay button's text in the reader's language, written by the screen from the amount (e.g. `Pay $25.98`). */
  payButtonText: string;
  /** Where Stripe returns after confirming (spec §7: `{prefix}/inmates/detail?delayupdate=true`). */
  returnUrl: string;
  /**
   * The card form could not be shown (Stripe.js or the Payment Element failed). Without it the form shows spec §8's
   * `An unexpected error occurred` in place of the pay button.
   */
  onLoadError?: () => void;
};

type Ready = { stripe: Stripe; elements: StripeElements };

/**
 * The card provider's embedded form (card data goes to Stripe only) and the pay button of a PaymentIntent: loads
 * Stripe.js, mounts the Payment Element, confirms with `returnUrl` (Stripe.js then leaves the page on success) and
 * shows a failure as spec §8 says: the provider's message for card and validation errors, otherwise
 * `An unexpected error occurred`. Not a `<form>` itself, so it can sit inside a screen's form; the button is
 * `type="button"`.
 */
export function CardForm({
  clientSecret,
  publishableKey,
  stripeJsUrl,
  payButtonText,
  returnUrl,
  onLoadError,
}: CardFormProps) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<Ready>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [failure, setFailure] = useState('');
  const [paying, setPaying] = useState(false);
  // spec §8's `An unexpected error occurred` in the reader's language; the provider's own message as it comes.
  const errorText = useErrorText();
  // The provider's fields in the reader's language too (Stripe Elements' `locale`).
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? i18n.language : 'en';
  // The latest callback without remounting the Payment Element when a parent passes a new function each render.
  const onLoadErrorRef = useRef(onLoadError);
  onLoadErrorRef.current = onLoadError;

  useEffect(() => {
    let cancelled = false;
    let element: StripePaymentElement | undefined;
    setReady(undefined);
    setLoadFailed(false);
    setFailure('');
    (async () => {
      try {
        const stripe = await loadStripeFor(publishableKey, stripeJsUrl);
        if (cancelled) return;
        if (!stripe || !mountPoint.current) throw new Error('Stripe.js is not available');
        const elements = stripe.elements({ clientSecret, locale, appearance: { theme: 'stripe' } });
        element = elements.create('payment');
        element.mount(mountPoint.current);
        setReady({ stripe, elements });
      } catch {
        if (cancelled) return;
        if (onLoadErrorRef.current) onLoadErrorRef.current();
        else setLoadFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [clientSecret, publishableKey, stripeJsUrl, locale]);

  const pay = async () => {
    if (!ready || paying) return;
    setPaying(true);
    setFailure('');
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
    <div className="card-form">
      <div className="card-form__element" ref={mountPoint} />
      {loadFailed && <Message kind="error">{errorText(UNEXPECTED_ERROR)}</Message>}
      {failure && <Message kind="error">{errorText(failure)}</Message>}
      {!loadFailed && (
        <div className="form__actions">
          <BusyButton onClick={pay} disabled={!ready} busy={paying}>
            {payButtonText}
          </BusyButton>
        </div>
      )}
    </div>
  );
}
