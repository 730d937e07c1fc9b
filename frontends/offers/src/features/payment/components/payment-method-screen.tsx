import type { RemoteAppProps, SelectedOffersAnswer } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getSelectedOffers } from '../api/get-selected-offers';
import type { PaymentOptions } from '../lib/payment-options';
import { CardPayment } from './card-payment';
import { ManualPayment } from './manual-payment';
import { PaymentOptionsFields } from './payment-options-fields';
import { SelectedOffersSummary } from './selected-offers-summary';

type PaymentMethodScreenProps = Pick<RemoteAppProps, 'basePath' | 'session'>;

/**
 * Payment method (spec §2 screen 3): Recurring and Automatic, Pay With Stripe (which hides them and shows the card
 * form), and for an admin the Manual Payment by Admin section. Pays for the offers chosen on the selection screen,
 * for the signed-in inmate or the inmate staff act as.
 */
export function PaymentMethodScreen({ basePath, session }: PaymentMethodScreenProps) {
  const admin = basePath === '/admin';
  const [selected, setSelected] = useState<SelectedOffersAnswer>();
  const [options, setOptions] = useState<PaymentOptions>({ recurring: false, automatic: false });
  const [cardForm, setCardForm] = useState(false);

  useEffect(() => {
    let current = true;
    getSelectedOffers().then(
      (loaded) => current && setSelected(loaded),
      () => current && setSelected({ offers: [], total: 0 }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (!session.inmate) {
    return (
      <section className="payment">
        <h1>Payment</h1>
        {admin ? (
          <p>
            Choose the inmate to pay for on <Link to="/admin/inmates">Manage Inmates</Link> first.
          </p>
        ) : (
          <p>
            Please <Link to={`${basePath}/inmates/login`}>log in</Link> to pay.
          </p>
        )}
      </section>
    );
  }

  return (
    <section className="payment">
      <h1>Payment</h1>
      {selected && selected.offers.length === 0 && (
        <>
          <Message kind="error">Please Select Offer</Message>
          <p>
            <Link to={`${basePath}/inmates/register`}>Choose offers</Link>
          </p>
        </>
      )}
      {selected && selected.offers.length > 0 && (
        <>
          <SelectedOffersSummary selected={selected} />
          {cardForm ? (
            <CardPayment basePath={basePath} options={options} />
          ) : (
            <>
              <PaymentOptionsFields value={options} onChange={setOptions} />
              <div className="form__actions">
                <button type="button" onClick={() => setCardForm(true)}>
                  Pay With Stripe
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
