import { ApiError, type BasePath, type PaymentIntentAnswer } from '@app/shared';
import { CardForm, UNEXPECTED_ERROR } from '@app/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useOfferText } from '../../../lib/offer-text';
import { getPaymentIntent } from '../api/get-payment-intent';
import type { PaymentOptions } from '../lib/payment-options';

/** Why the card form could not be shown: the server's message (and its code), or the spec's fallback. */
export type CardFormFailure = { message: string; code?: string | undefined };

type CardPaymentProps = {
  basePath: BasePath;
  options: PaymentOptions;
  /** The PaymentIntent or the card form could not be loaded: the screen shows why and offers Pay With Stripe again. */
  onFailed: (failure: CardFormFailure) => void;
};

/**
 * The card form (spec §2 screen 3 "Pay With Stripe"): a PaymentIntent from the server, then the shared card form
 * (Stripe's Payment Element and the pay button), which confirms and, on success, goes to the detail screen with
 * delayupdate=true (spec §7). A payment that fails shows the provider's message; a form that cannot be loaded (a lost
 * answer on a poor connection) goes back to the screen through `onFailed`, so the reader can try again. Until the
 * PaymentIntent answers, the card area says Loading…, as the screen's other waits do.
 * The pay button says the server's amount and whether it is a one-time payment or a subscription (issue 13 §4): the
 * server's payButtonText ("Pay $25.98") in the reader's language, with what kind of payment it is.
 */
export function CardPayment({ basePath, options, onFailed }: CardPaymentProps) {
  const text = useOfferText();
  const [answer, setAnswer] = useState<PaymentIntentAnswer>();
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  // Pay With Stripe, which opened this, is gone: the keyboard focus comes here rather than to the page's body.
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);

  useEffect(() => {
    let cancelled = false;
    setAnswer(undefined);
    getPaymentIntent(options).then(
      (loaded) => !cancelled && setAnswer(loaded),
      (error: unknown) =>
        !cancelled &&
        onFailedRef.current(
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
    <section className="card-payment" aria-label={text.t('payment.cardPayment')} ref={region} tabIndex={-1}>
      {!answer && <p className="loading">{text.t('common:loading')}</p>}
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
          onLoadError={() => onFailed({ message: UNEXPECTED_ERROR })}
        />
      )}
    </section>
  );
}
