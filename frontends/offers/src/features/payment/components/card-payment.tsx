import { ApiError, type BasePath, type PaymentIntentAnswer } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { CardForm, Message, UNEXPECTED_ERROR } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { useOfferText } from '../../../lib/offer-text';
import { getPaymentIntent } from '../api/get-payment-intent';
import type { PaymentOptions } from '../lib/payment-options';

type CardPaymentProps = {
  basePath: BasePath;
  options: PaymentOptions;
};

/**
 * The card form (spec §2 screen 3 "Pay With Stripe"): a PaymentIntent from the server, then the shared card form
 * (Stripe's Payment Element and the pay button), which confirms and, on success, goes to the detail screen with
 * delayupdate=true (spec §7). A failure shows the server's or the provider's message, or the spec's fallback (§8).
 * The pay button says the server's amount and whether it is a one-time payment or a subscription (issue 13 §4): the
 * server's payButtonText ("Pay $25.98") in the reader's language, with what kind of payment it is.
 */
export function CardPayment({ basePath, options }: CardPaymentProps) {
  const text = useOfferText();
  const errorText = useErrorText();
  const [answer, setAnswer] = useState<PaymentIntentAnswer>();
  const [loadFailure, setLoadFailure] = useState<{ message: string; code?: string }>();

  useEffect(() => {
    let cancelled = false;
    setAnswer(undefined);
    setLoadFailure(undefined);
    getPaymentIntent(options).then(
      (loaded) => !cancelled && setAnswer(loaded),
      (error: unknown) =>
        !cancelled &&
        setLoadFailure(
          error instanceof ApiError
            ? { message: error.message, code: error.code }
            : { message: UNEXPECTED_ERROR },
        ),
    );
    return () => {
      cancelled = true;
    };
  }, [options]);

  const returnUrl = new URL(`${basePath}/inmates/detail?delayupdate=true`, window.location.origin).toString();
  return (
    <section className="card-payment" aria-label={text.t('payment.cardPayment')}>
      {loadFailure && <Message kind="error">{errorText(loadFailure.message, loadFailure.code)}</Message>}
      {answer && (
        <CardForm
          clientSecret={answer.clientSecret}
          publishableKey={answer.stripePublicKey}
          stripeJsUrl={answer.stripeJsUrl}
          payButtonText={
            options.automatic
              ? text.t('payment.paySubscription', { amount: text.money(answer.amount) })
              : text.t('payment.payOnce', { amount: text.money(answer.amount) })
          }
          returnUrl={returnUrl}
        />
      )}
    </section>
  );
}
