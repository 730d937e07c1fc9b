import type { SelectedOffersAnswer } from '@app/shared';
import { useOfferText } from '../../../lib/offer-text';

/**
 * What the payment is for: the offers chosen on the offer selection screen and their total (server figures), with
 * the services each offer's credits are for and what a credit buys there (issue 13 §4).
 */
export function SelectedOffersSummary({ selected }: { selected: SelectedOffersAnswer }) {
  const text = useOfferText();
  const { t } = text;
  return (
    <section className="payment__summary" aria-label={t('payment.selectedOffers')}>
      <ul>
        {selected.offers.map((offer) => (
          <li key={offer.id}>
            <strong>{offer.title}</strong> — {text.price(offer)} · {text.credits(offer.creditsIncluded)} ·{' '}
            {text.validity(offer)}
            <ul className="payment__services">
              {offer.serviceTypes.map((type) => (
                <li key={type}>
                  {text.serviceName(type)}: {text.creditBuys(type)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="payment__total">{t('payment.total', { amount: text.money(selected.total) })}</p>
    </section>
  );
}
