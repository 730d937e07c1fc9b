import type { OfferAnswer } from '@app/shared';
import { Fragment } from 'react';
import { COLUMNS } from '../../../lib/offer-text';
import { OfferChoice } from './offer-choice';

type AggregateOffersProps = {
  offers: OfferAnswer[];
  isChosen: (radioName: string, offer: OfferAnswer) => boolean;
  onChoose: (radioName: string, offer: OfferAnswer) => void;
};

/** spec §2 screen 1: the bundles, spanning the four columns, with a check mark under each type a bundle covers. */
export function AggregateOffers({ offers, isChosen, onChoose }: AggregateOffersProps) {
  if (offers.length === 0) return null;
  return (
    <section className="aggregates" aria-labelledby="aggregate-offers-heading">
      <h2 id="aggregate-offers-heading">Aggregate Offers</h2>
      <table className="aggregates__table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.type} scope="col">
                {column.heading}
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
                <tr className="aggregates__coverage" aria-label={`${offer.title} covers`}>
                  {COLUMNS.map((column) => (
                    <td key={column.type}>
                      {offer.serviceTypes.includes(column.type) && (
                        <span role="img" aria-label={`${column.heading} included`}>
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
