import type { ServiceType } from '@app/shared';
import { useOfferText } from '../../../lib/offer-text';
import { runningTotal, type Selection } from '../lib/selection-summary';

/**
 * The running total beside spec §2 screen 1 (issue 13 §4): the price to pay for the offers picked so far and the
 * credits each gives to which services, updated (and read out politely) as offers are picked.
 */
export function RunningTotal({ selection }: { selection: Selection }) {
  const text = useOfferText();
  const { t } = text;
  const { total, offers } = runningTotal(selection);
  const names = (types: ServiceType[]) => text.list(types.map(text.serviceName));
  return (
    <section className="running-total" aria-labelledby="running-total-heading">
      <h2 id="running-total-heading">{t('total.heading')}</h2>
      <div aria-live="polite" aria-atomic="true">
        {offers.length === 0 ? (
          <p>{t('total.nothing')}</p>
        ) : (
          <>
            <p className="running-total__price">{t('total.price', { amount: text.money(total) })}</p>
            <ul className="running-total__credits">
              {offers.map((offer) => (
                <li key={offer.id}>
                  {offer.serviceTypes.length > 1
                    ? t('total.creditsShared', {
                        credits: text.creditNumber(offer.creditsIncluded),
                        services: names(offer.serviceTypes),
                      })
                    : t('total.creditsFor', {
                        credits: text.creditNumber(offer.creditsIncluded),
                        service: names(offer.serviceTypes),
                      })}{' '}
                  ({offer.title})
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
