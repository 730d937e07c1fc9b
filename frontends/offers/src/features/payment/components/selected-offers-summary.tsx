import { formatMoney, type SelectedOffersAnswer } from '@app/shared';
import { creditsText, priceText, validityText } from '../../../lib/offer-text';

/** What the payment is for: the offers chosen on the offer selection screen and their total (server figures). */
export function SelectedOffersSummary({ selected }: { selected: SelectedOffersAnswer }) {
  return (
    <section className="payment__summary" aria-label="Selected offers">
      <ul>
        {selected.offers.map((offer) => (
          <li key={offer.id}>
            <strong>{offer.title}</strong> — {priceText(offer)} · {creditsText(offer)} · {validityText(offer)}
          </li>
        ))}
      </ul>
      <p className="payment__total">Total: {formatMoney(selected.total)}</p>
    </section>
  );
}
