import { type OfferAnswer, selectOffer, withAccountChanged } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useNavigate } from '@app/shared/router';
import { BusyButton, Message } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { COLUMNS, type OfferText, useOfferText } from '../../../lib/offer-text';
import { type ActiveOffers, getOffers, pageOffers } from '../api/get-offers';
import { getSavedSelection } from '../api/get-saved-selection';
import { type SelectionBody, selectOffers } from '../api/select-offers';
import { isBundle, replacedChoices, type Selection, selectionOf } from '../lib/selection-summary';
import { useLatestSave } from '../lib/use-latest-save';
import { AggregateOffers } from './aggregate-offers';
import { BundleNotice } from './bundle-notice';
import { OfferChoice } from './offer-choice';
import { RunningTotal } from './running-total';

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

const bodyOf = (selection: Selection): SelectionBody =>
  Object.fromEntries(Object.entries(selection).map(([radioName, offer]) => [radioName, offer.id]));

/** A choice and the earlier choices it cleared. */
type Replacement = { chosen: OfferAnswer; radioName: string; replaced: OfferAnswer[] };

/** The sentence saying which earlier choices a pick replaced (issue 13 §4), or '' when it replaced none. */
function replacementNotice(text: OfferText, chosen: OfferAnswer, radioName: string, replaced: OfferAnswer[]) {
  if (replaced.length === 0) return '';
  const { t } = text;
  const names = text.list(
    replaced.map((offer) =>
      offer.serviceTypes.length > 1
        ? t('notice.replacedBundle', { offer: offer.title })
        : t('notice.replacedOffer', {
            offer: offer.title,
            service: text.list(offer.serviceTypes.map(text.serviceName)),
          }),
    ),
  );
  return isBundle(radioName)
    ? t('notice.bundleReplaced', { bundle: chosen.title, replaced: names })
    : t('notice.offerReplaced', {
        offer: chosen.title,
        service: text.list(chosen.serviceTypes.map(text.serviceName)),
        replaced: names,
      });
}

/**
 * Offer selection (spec §2 screen 1, §4): four columns of offers, the bundles across them, and Subscribe; beside the
 * spec's words (issue 13 §4) what a credit buys in each column, the running total, and a notice naming the choices a
 * bundle replaced. The choice saved in the session comes back when the reader returns from the payment screen.
 */
export function OfferSelection({ showSubscribe, saveEachChoice = false }: OfferSelectionProps) {
  const navigate = useNavigate();
  const text = useOfferText();
  const { t } = text;
  const errorText = useErrorText();
  // The offers the page came with, if the Worker painted them (issue 12 §5): no call, nothing repainted.
  const [offers, setOffers] = useState<ActiveOffers | undefined>(pageOffers);
  const [selection, setSelection] = useState<Selection>({});
  // What the last choice replaced, worded at render so it follows a language switch.
  const [replacement, setReplacement] = useState<Replacement>();
  // Refused: spec §8's Please Select Offer, with the reason when the page shows another account than the session's.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [sending, setSending] = useState(false);
  // An admin's every choice is saved (saveEachChoice), one save at a time, so the session ends with the last choice.
  const failed = (error: unknown) => setFailure({ error });
  const saveChoice = useLatestSave(selectOffers, failed);

  useEffect(() => {
    let current = true;
    // spec §8: network errors on fetches are silently ignored (the columns stay empty).
    if (!pageOffers()) {
      getOffers().then(
        (loaded) => current && setOffers(loaded),
        () => current && setOffers({ singles: NO_OFFERS, aggregates: [] }),
      );
    }
    // Back keeps the selection: the choice saved in the session, unless the reader has already picked again.
    getSavedSelection().then(
      (saved) =>
        current &&
        setSelection((picked) => (Object.keys(picked).length > 0 ? picked : selectionOf(saved.offers))),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);

  const choose = (radioName: string, offer: OfferAnswer) => {
    // spec §4: the choice clears every earlier choice overlapping it in service types, both ways.
    const next = selectOffer(selection, radioName, offer);
    setSelection(next);
    setReplacement({ chosen: offer, radioName, replaced: replacedChoices(selection, next, radioName) });
    setFailure(null);
    if (saveEachChoice) saveChoice(bodyOf(next));
  };
  const isChosen = (radioName: string, offer: OfferAnswer) => selection[radioName]?.id === offer.id;

  const subscribe = async () => {
    setFailure(null);
    setSending(true);
    try {
      const { forward } = await selectOffers(bodyOf(selection));
      navigate(forward);
    } catch (error) {
      failed(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="offers">
      <div className="offers__columns">
        {COLUMNS.map((type) => {
          const columnOffers = offers?.singles[type] ?? [];
          return (
            <fieldset key={type} className="offers__column" aria-describedby={`credit-buys-${type}`}>
              <legend>{text.serviceName(type)}</legend>
              <p className="offers__credit" id={`credit-buys-${type}`}>
                {text.creditBuys(type)}
              </p>
              {columnOffers.length === 0 ? (
                <p className="offers__empty">{offers ? t('selection.noOffers') : t('common:loading')}</p>
              ) : (
                <ul className="offers__list">
                  {columnOffers.map((offer) => (
                    <li key={offer.id}>
                      <OfferChoice
                        offer={offer}
                        radioName={type}
                        checked={isChosen(type, offer)}
                        onChoose={() => choose(type, offer)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          );
        })}
      </div>
      <p className="offers__note">{t('creditRounding')}</p>
      <AggregateOffers offers={offers?.aggregates ?? []} isChosen={isChosen} onChoose={choose} />
      <BundleNotice
        notice={
          replacement
            ? replacementNotice(text, replacement.chosen, replacement.radioName, replacement.replaced)
            : ''
        }
      />
      <RunningTotal selection={selection} />
      {failure && (
        <Message kind="error">
          {withAccountChanged(errorText, errorText(SELECT_OFFER_MESSAGE), failure.error)}
        </Message>
      )}
      {showSubscribe && (
        <div className="offers__actions">
          <BusyButton onClick={subscribe} busy={sending} aria-describedby="subscribe-hint">
            {t('selection.subscribe')}
          </BusyButton>
          <span className="offers__hint" id="subscribe-hint">
            {t('selection.subscribeHint')}
          </span>
        </div>
      )}
    </div>
  );
}
