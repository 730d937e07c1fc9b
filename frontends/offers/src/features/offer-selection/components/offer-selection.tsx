import { type OfferAnswer, selectOffer } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { COLUMNS } from '../../../lib/offer-text';
import { type ActiveOffers, getOffers } from '../api/get-offers';
import { type SelectionBody, selectOffers } from '../api/select-offers';
import { AggregateOffers } from './aggregate-offers';
import { OfferChoice } from './offer-choice';

/** spec §8: the one message of a refused selection. */
export const SELECT_OFFER_MESSAGE = 'Please Select Offer';

type OfferSelectionProps = {
  /** spec §2 screen 1: the Subscribe button is hidden for staff. */
  showSubscribe: boolean;
  /**
   * Save every change of the choice to the session at once (for the admin, who has no Subscribe button: the manual
   * payment later books the offers chosen here; docs/decisions.md).
   */
  saveEachChoice?: boolean;
};

const NO_OFFERS: ActiveOffers['singles'] = {
  PHONE_PALS: [],
  CALL_FORWARDING: [],
  AI_CHAT: [],
  MESSAGING: [],
};

const bodyOf = (selection: Record<string, OfferAnswer>): SelectionBody =>
  Object.fromEntries(Object.entries(selection).map(([radioName, offer]) => [radioName, offer.id]));

/** Offer selection (spec §2 screen 1, §4): four columns of offers, the bundles across them, and Subscribe. */
export function OfferSelection({ showSubscribe, saveEachChoice = false }: OfferSelectionProps) {
  const navigate = useNavigate();
  const [offers, setOffers] = useState<ActiveOffers>();
  const [selection, setSelection] = useState<Record<string, OfferAnswer>>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    // spec §8: network errors on fetches are silently ignored (the columns stay empty).
    getOffers().then(
      (loaded) => current && setOffers(loaded),
      () => current && setOffers({ singles: NO_OFFERS, aggregates: [] }),
    );
    return () => {
      current = false;
    };
  }, []);

  const choose = (radioName: string, offer: OfferAnswer) => {
    // spec §4: the choice clears every earlier choice overlapping it in service types, both ways.
    const next = selectOffer(selection, radioName, offer);
    setSelection(next);
    setFailure('');
    if (saveEachChoice) selectOffers(bodyOf(next)).catch(() => setFailure(SELECT_OFFER_MESSAGE));
  };
  const isChosen = (radioName: string, offer: OfferAnswer) => selection[radioName]?.id === offer.id;

  const subscribe = async () => {
    setFailure('');
    setSending(true);
    try {
      const { forward } = await selectOffers(bodyOf(selection));
      navigate(forward);
    } catch {
      setFailure(SELECT_OFFER_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="offers">
      <div className="offers__columns">
        {COLUMNS.map((column) => {
          const columnOffers = offers?.singles[column.type] ?? [];
          return (
            <fieldset key={column.type} className="offers__column">
              <legend>{column.heading}</legend>
              {columnOffers.length === 0 ? (
                <p className="offers__empty">{offers ? 'No offers right now' : 'Loading…'}</p>
              ) : (
                <ul className="offers__list">
                  {columnOffers.map((offer) => (
                    <li key={offer.id}>
                      <OfferChoice
                        offer={offer}
                        radioName={column.type}
                        checked={isChosen(column.type, offer)}
                        onChoose={() => choose(column.type, offer)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          );
        })}
      </div>
      <AggregateOffers offers={offers?.aggregates ?? []} isChosen={isChosen} onChoose={choose} />
      {failure && <Message kind="error">{failure}</Message>}
      {showSubscribe && (
        <div className="offers__actions">
          <button type="button" onClick={subscribe} disabled={sending}>
            Subscribe
          </button>
        </div>
      )}
    </div>
  );
}
