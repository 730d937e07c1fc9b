import { ApiError, type BasePath, type PaymentIntentAnswer } from '@app/shared';
import { CardForm, Message, UNEXPECTED_ERROR } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { getPaymentIntent } from '../api/get-payment-intent';
import type { PaymentOptions } from '../lib/payment-options';

type CardPaymentProps = {
  basePath: BasePath;
  options: PaymentOptions;
};

/**
 * The card form (spec §2 screen 3 "Pay With Stripe"): a PaymentIntent from the server, then the shared card form
 * (Stripe's Payment Element and a button with the server's payButtonText), which confirms and, on success, goes to
 * the detail screen with delayupdate=true (spec §7). A failure shows the server's or the provider's message, or the
 * spec's fallback (spec §8).
 */
export function CardPayment({ basePath, options }: CardPaymentProps) {
  const [answer, setAnswer] = useState<PaymentIntentAnswer>();
  const [loadFailure, setLoadFailure] = useState('');

  useEffect(() => {
    let cancelled = false;
    setAnswer(undefined);
    setLoadFailure('');
    getPaymentIntent(options).then(
      (loaded) => !cancelled && setAnswer(loaded),
      (error: unknown) =>
        !cancelled && setLoadFailure(error instanceof ApiError ? error.message : UNEXPECTED_ERROR),
    );
    return () => {
      cancelled = true;
    };
  }, [options]);

  const returnUrl = new URL(`${basePath}/inmates/detail?delayupdate=true`, window.location.origin).toString();
  return (
    <section className="card-payment" aria-label="Card payment">
      {loadFailure && <Message kind="error">{loadFailure}</Message>}
      {answer && (
        <CardForm
          clientSecret={answer.clientSecret}
          publishableKey={answer.stripePublicKey}
          stripeJsUrl={answer.stripeJsUrl}
          payButtonText={answer.payButtonText}
          returnUrl={returnUrl}
        />
      )}
    </section>
  );
}
