import type { OfferAnswer } from '@app/shared';
import { useId } from 'react';
import { useOfferText } from '../../../lib/offer-text';

type OfferChoiceProps = {
  offer: OfferAnswer;
  /** The radio group: a service type, or `aggregate-<id>` for a bundle. */
  radioName: string;
  checked: boolean;
  onChoose: () => void;
};

/** One radio of the offer selection: the offer's title as its label, the price, credits and validity beside it. */
export function OfferChoice({ offer, radioName, checked, onChoose }: OfferChoiceProps) {
  const id = useId();
  const text = useOfferText();
  const monthly = text.monthlyCharge(offer);
  return (
    <div className="offer">
      <input
        type="radio"
        id={id}
        name={radioName}
        value={offer.id}
        checked={checked}
        onChange={onChoose}
        aria-describedby={`${id}-details`}
      />
      <label className="offer__title" htmlFor={id}>
        {offer.title}
      </label>
      <p className="offer__details" id={`${id}-details`}>
        <span className="offer__price">{text.price(offer)}</span> · {text.credits(offer.creditsIncluded)} ·{' '}
        {text.validity(offer)}
        {monthly && ` · ${monthly}`}
        <br />
        {offer.description}
      </p>
    </div>
  );
}
