import type { OfferAnswer } from '@app/shared';
import { Fragment } from 'react';
import { COLUMNS, useOfferText } from '../../../lib/offer-text';
import { OfferChoice } from './offer-choice';

type AggregateOffersProps = {
  offers: OfferAnswer[];
  isChosen: (radioName: string, offer: OfferAnswer) => boolean;
  onChoose: (radioName: string, offer: OfferAnswer) => void;
};

/** spec §2 screen 1: the bundles, spanning the four columns, with a check mark under each type a bundle covers. */
export function AggregateOffers({ offers, isChosen, onChoose }: AggregateOffersProps) {
  const { t, serviceName } = useOfferText();
  if (offers.length === 0) return null;
  return (
    <section className="aggregates" aria-labelledby="aggregate-offers-heading">
      <h2 id="aggregate-offers-heading">{t('selection.aggregates')}</h2>
      <table className="aggregates__table">
        <thead>
          <tr>
            {COLUMNS.map((type) => (
              <th key={type} scope="col">
                {serviceName(type)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => {
            const radioName = `aggregate-${offer.id}`;
            return (
              <Fragment key={offer.id}>
                <tr className="aggregates__offer">
                  <td colSpan={COLUMNS.length}>
                    <OfferChoice
                      offer={offer}
                      radioName={radioName}
                      checked={isChosen(radioName, offer)}
                      onChoose={() => onChoose(radioName, offer)}
                    />
                  </td>
                </tr>
                <tr
                  className="aggregates__coverage"
                  aria-label={t('selection.covers', { offer: offer.title })}
                >
                  {COLUMNS.map((type) => (
                    <td key={type}>
                      {offer.serviceTypes.includes(type) && (
                        <span role="img" aria-label={t('selection.included', { service: serviceName(type) })}>
                          ✓
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
