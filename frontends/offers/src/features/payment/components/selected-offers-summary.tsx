import { creditsText, priceText, validityText } from '../../../lib/offer';
import type { SelectedOffers } from '../api/get-selected-offers';

/** What the payment is for: the offers chosen on the offer selection screen and their total (server figures). */
export function SelectedOffersSummary({ selected }: { selected: SelectedOffers }) {
  return (
    <section className="payment__summary" aria-label="Selected offers">
      <ul>
        {selected.offers.map((offer) => (
          <li key={offer.id}>
            <strong>{offer.title}</strong> — {priceText(offer)} · {creditsText(offer)} · {validityText(offer)}
          </li>
        ))}
      </ul>
      <p className="payment__total">Total: {selected.total}</p>
    </section>
  );
}
