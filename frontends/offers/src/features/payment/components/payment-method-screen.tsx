import { isAccountChanged, type RemoteAppProps, type SelectedOffersAnswer } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { Link } from '@app/shared/router';
import { Message } from '@app/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useOfferText } from '../../../lib/offer-text';
import { getSelectedOffers } from '../api/get-selected-offers';
import type { PaymentOptions } from '../lib/payment-options';
import { type CardFormFailure, CardPayment } from './card-payment';
import { ManualPayment } from './manual-payment';
import { PaymentOptionsFields } from './payment-options-fields';
import { SelectedOffersSummary } from './selected-offers-summary';

type PaymentMethodScreenProps = Pick<RemoteAppProps, 'basePath' | 'session'>;

/**
 * Payment method (spec §2 screen 3): Recurring and Automatic, Pay With Stripe (which hides them and shows the card
 * form), and for an admin the Manual Payment by Admin section. Pays for the offers chosen on the selection screen,
 * for the signed-in inmate or the inmate staff act as. Beside the spec's words (issue 13 §4): what each offer's
 * credits buy, what the Recurring/Automatic choice means, and a way back to the offers that keeps the choice.
 */
export function PaymentMethodScreen({ basePath, session }: PaymentMethodScreenProps) {
  const admin = basePath === '/admin';
  const text = useOfferText();
  const { t } = text;
  const errorText = useErrorText();
  const [selected, setSelected] = useState<SelectedOffersAnswer>();
  // The chosen offers could not be read (a lost answer): said as such, with Try again, never as "choose offers".
  // Why the chosen offers could not be read: a lost answer (Try again), or a page left on another account (reload).
  const [selectionLost, setSelectionLost] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [options, setOptions] = useState<PaymentOptions>({ recurring: false, automatic: false });
  const [cardForm, setCardForm] = useState(false);
  // Why the card form last failed to load: shown above the options, with Pay With Stripe to try again.
  const [cardFailure, setCardFailure] = useState<CardFormFailure>();
  // Pay With Stripe leaves the page while the card form loads; a failure brings it back with the keyboard focus.
  const payWithStripe = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: Try again (a new attempt) reads the selection again
  useEffect(() => {
    let current = true;
    setSelectionLost(null);
    getSelectedOffers().then(
      (loaded) => current && setSelected(loaded),
      (error: unknown) => current && setSelectionLost({ error }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (cardFailure) payWithStripe.current?.focus();
  }, [cardFailure]);

  if (!session.inmate) {
    return (
      <section className="payment">
        <h1>{t('payment.heading')}</h1>
        {admin ? (
          <p>
            <Trans t={t} i18nKey="payment.chooseInmate" components={{ goto: <Link to="/admin/inmates" /> }} />
          </p>
        ) : (
          <p>
            <Trans
              t={t}
              i18nKey="payment.logInToPay"
              components={{ goto: <Link to={`${basePath}/inmates/login`} /> }}
            />
          </p>
        )}
      </section>
    );
  }

  return (
    <section className="payment">
      <h1>{t('payment.heading')}</h1>
      {!selected && !selectionLost && <p className="loading">{t('common:loading')}</p>}
      {selectionLost && !selected && isAccountChanged(selectionLost.error) && (
        <Message kind="error">{errorText(selectionLost.error.message, selectionLost.error.code)}</Message>
      )}
      {selectionLost && !selected && !isAccountChanged(selectionLost.error) && (
        <>
          <Message kind="error">{t('payment.selectionLost')}</Message>
          <div className="form__actions">
            <button type="button" onClick={() => setAttempt((count) => count + 1)}>
              {t('payment.tryAgain')}
            </button>
          </div>
        </>
      )}
      {selected && selected.offers.length === 0 && (
        <>
          <Message kind="error">{errorText('Please Select Offer')}</Message>
          <p>
            <Link to={`${basePath}/inmates/register`}>{t('payment.chooseOffers')}</Link>
          </p>
        </>
      )}
      {selected && selected.offers.length > 0 && (
        <>
          <SelectedOffersSummary selected={selected} />
          {/* Back keeps the selection: the offer screen reads the choice saved in the session. */}
          <p>
            <Link to={`${basePath}/inmates/register`}>{t('payment.backToOffers')}</Link>
          </p>
          {cardForm ? (
            <CardPayment
              basePath={basePath}
              options={options}
              onFailed={(failure) => {
                setCardForm(false);
                setCardFailure(failure);
              }}
            />
          ) : (
            <>
              {cardFailure && (
                <Message kind="error">{errorText(cardFailure.message, cardFailure.code)}</Message>
              )}
              <PaymentOptionsFields
                value={options}
                onChange={setOptions}
                amount={text.money(selected.total)}
              />
              <div className="form__actions">
                <button
                  type="button"
                  ref={payWithStripe}
                  onClick={() => {
                    setCardFailure(undefined);
                    setCardForm(true);
                  }}
                >
                  {t('payment.payWithStripe')}
                </button>
              </div>
            </>
          )}
          {admin && <ManualPayment />}
        </>
      )}
    </section>
  );
}
