import { Message } from '@app/shared/ui';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import type { PaymentForm } from '../../../lib/api-types';

/** Loads a script once (the local Stripe.js stand-in, which `loadStripe` then finds as `window.Stripe`). */
function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing && 'Stripe' in window) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
    if (!existing) {
      script.src = src;
      document.head.appendChild(script);
    }
  });
}

/** Stripe.js: the stand-in locally (stripeJsUrl), https://js.stripe.com otherwise, as @stripe/stripe-js loads it. */
async function stripeFor(form: PaymentForm): Promise<Stripe> {
  if (form.stripeJsUrl) await loadScript(form.stripeJsUrl);
  const stripe = await loadStripe(form.stripePublicKey);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}

type Props = {
  form: PaymentForm;
  /** Where the provider returns after confirming (spec §7: {prefix}/inmates/detail?delayupdate=true). */
  returnUrl: string;
  /** The card form could not be shown (spec §8 Error Displaying Payment Form). */
  onLoadError: () => void;
};

/** The card provider's embedded form (card data goes to Stripe only) and the pay button of the payment intent. */
export function CardForm({ form, returnUrl, onLoadError }: Props) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [failure, setFailure] = useState('');
  const [paying, setPaying] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: mounted once per payment intent
  useEffect(() => {
    let current = true;
    stripeFor(form)
      .then((stripe) => {
        if (!current || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret: form.clientSecret });
        elements.create('payment').mount(mountRef.current);
        setReady({ stripe, elements });
      })
      .catch(() => current && onLoadError());
    return () => {
      current = false;
    };
  }, [form.clientSecret]);

  const pay = async () => {
    if (!ready) return;
    setFailure('');
    setPaying(true);
    const { error } = await ready.stripe.confirmPayment({
      elements: ready.elements,
      confirmParams: { return_url: returnUrl },
    });
    setPaying(false);
    // spec §8: the provider's message for card or validation errors, otherwise a generic one.
    if (error) {
      setFailure(
        (error.type === 'card_error' || error.type === 'validation_error') && error.message
          ? error.message
          : 'An unexpected error occurred.',
      );
    }
  };

  return (
    <div className="card-form">
      <div ref={mountRef} />
      {failure && <Message kind="error">{failure}</Message>}
      <div className="form__actions">
        <button type="button" onClick={pay} disabled={!ready || paying}>
          {form.payButtonText}
        </button>
      </div>
    </div>
  );
}
