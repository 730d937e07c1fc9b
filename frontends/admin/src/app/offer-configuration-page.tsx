import type { OfferData } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { BackOfficeTable } from '../components/back-office-table';
import { deleteOffer } from '../features/offers/api/delete-offer';
import { getOffers } from '../features/offers/api/get-offers';
import { saveOffer } from '../features/offers/api/save-offer';
import { OfferRow } from '../features/offers/components/offer-row';
import { useFocusAfterRemoval } from '../lib/use-focus-after-removal';
import { useLoadedList } from '../lib/use-loaded-list';
import { useOutcome } from '../lib/use-outcome';

/**
 * Offer Configuration (spec §2 screen 16): every offer with Update and Delete, and an Add row. Texts of spec §8:
 * an update also answers "Offer Added" (docs/decisions.md "Offer Configuration").
 */
export function OfferConfigurationPage() {
  const { t } = useTranslation('admin');
  const { rows: offers, loadError, reload: load } = useLoadedList(getOffers);
  const [outcome, setOutcome] = useOutcome();
  const heading = useFocusAfterRemoval<HTMLHeadingElement>();

  const save = async (data: OfferData) => {
    setOutcome(null);
    try {
      await saveOffer(data);
      setOutcome({ kind: 'success', word: ({ t }) => t('offers.added') });
      await load();
      return true;
    } catch (failure) {
      // spec §8's text; a refusal the server explains (409: a bought offer keeps its terms) says why after it.
      setOutcome({
        kind: 'error',
        word: ({ t, refusalText }) => refusalText(t('offers.addFailed'), failure),
      });
      return false;
    }
  };

  const remove = async (id: number) => {
    setOutcome(null);
    try {
      await deleteOffer(id);
      setOutcome({ kind: 'success', word: ({ t }) => t('offers.deleted') });
    } catch {
      setOutcome({ kind: 'error', word: ({ t }) => t('offers.deleteFailed') });
    }
    // A sold offer stays, marked retired: the list says which.
    await load();
    heading.removed();
  };

  const columns = [
    t('offers.title'),
    t('offers.description'),
    t('offers.price'),
    t('offers.serviceTypes'),
    t('offers.creditsIncluded'),
    t('offers.validFor'),
    t('offers.fixedMonthlyCharge'),
    t('shared.actions'),
  ];

  return (
    <section className="admin-screen" aria-labelledby="offer-configuration-title">
      <h1 id="offer-configuration-title" ref={heading.ref} tabIndex={-1}>
        {t('offers.heading')}
      </h1>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      {loadError && <Message kind="error">{loadError}</Message>}
      {offers === null && !loadError && <p>{t('common:loading')}</p>}
      {offers && (
        <BackOfficeTable caption={t('offers.caption')} columns={columns}>
          {offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} onSave={save} onDelete={remove} />
          ))}
          <OfferRow onSave={save} />
        </BackOfficeTable>
      )}
    </section>
  );
}
