import type { OfferData } from '@app/shared';
import { Message, type SaveOutcome } from '@app/shared/ui';
import { useState } from 'react';
import { BackOfficeTable } from '../components/back-office-table';
import { deleteOffer } from '../features/offers/api/delete-offer';
import { getOffers } from '../features/offers/api/get-offers';
import { saveOffer } from '../features/offers/api/save-offer';
import { OfferRow } from '../features/offers/components/offer-row';
import { useLoadedList } from '../lib/use-loaded-list';

const COLUMNS = [
  'Title',
  'Description',
  'Price',
  'Service types',
  'Credits included',
  'Valid for (days)',
  'Fixed monthly credit charge',
  'Actions',
];

/**
 * Offer Configuration (spec §2 screen 16): every offer with Update and Delete, and an Add row. Texts of spec §8:
 * an update also answers "Offer Added" (docs/decisions.md "Offer Configuration").
 */
export function OfferConfigurationPage() {
  const { rows: offers, loadError, reload: load } = useLoadedList(getOffers);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);

  const save = async (data: OfferData) => {
    setOutcome(null);
    try {
      await saveOffer(data);
      setOutcome({ kind: 'success', text: 'Offer Added' });
      await load();
      return true;
    } catch {
      setOutcome({ kind: 'error', text: 'Failed to Add Offer' });
      return false;
    }
  };

  const remove = async (id: number) => {
    setOutcome(null);
    try {
      await deleteOffer(id);
      setOutcome({ kind: 'success', text: 'Offer Deleted' });
    } catch {
      setOutcome({ kind: 'error', text: 'Failed to Delete Offer' });
    }
    // A sold offer stays, marked retired: the list says which.
    await load();
  };

  return (
    <section className="admin-screen" aria-labelledby="offer-configuration-title">
      <h1 id="offer-configuration-title">Offer Configuration</h1>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      {loadError && <Message kind="error">{loadError}</Message>}
      {offers === null && !loadError && <p>Loading…</p>}
      {offers && (
        <BackOfficeTable caption="Offers" columns={COLUMNS}>
          {offers.map((offer) => (
            // The key carries the offer's values, so a row shows the saved offer again after a reload.
            <OfferRow key={JSON.stringify(offer)} offer={offer} onSave={save} onDelete={remove} />
          ))}
          <OfferRow onSave={save} />
        </BackOfficeTable>
      )}
    </section>
  );
}
