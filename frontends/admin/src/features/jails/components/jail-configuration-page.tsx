import { ApiError, type JailData } from '@app/shared';
import { Message, type SaveOutcome } from '@app/shared/ui';
import { useState } from 'react';
import { BackOfficeTable } from '../../../components/back-office-table';
import { useLoadedList } from '../../../lib/use-loaded-list';
import { getJails } from '../api/get-jails';
import { saveJail } from '../api/save-jail';
import { JailRow } from './jail-row';

const COLUMNS = [
  'Name',
  'Phone #',
  'Prompt Duration (sec.)',
  'Pause before greeting (sec.)',
  'DTMF tone to accept',
  'Actions',
];

/**
 * Jail Configuration (spec §2 screen 15): every institution editable in place with Update, and an Add row.
 * Texts of spec §8: "Jail Added" for an add or an update (the API answers it for both), "Failed to Add Jail"
 * otherwise, or the server's §5 message when it refuses a value (docs/decisions.md "Jail Configuration").
 */
export function JailConfigurationPage() {
  const { rows: jails, loadError, reload: load } = useLoadedList(getJails);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);

  const save = async (data: JailData) => {
    setOutcome(null);
    try {
      await saveJail(data);
      setOutcome({ kind: 'success', text: 'Jail Added' });
      await load();
      return true;
    } catch (failure) {
      // A 400 carries the §5 rule the server refused; anything else (404 unknown id, network) is §8's text.
      const text =
        failure instanceof ApiError && failure.status === 400 ? failure.message : 'Failed to Add Jail';
      setOutcome({ kind: 'error', text });
      return false;
    }
  };

  return (
    <section className="admin-screen" aria-labelledby="jail-configuration-title">
      <h1 id="jail-configuration-title">Jail Configuration</h1>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      {loadError && <Message kind="error">{loadError}</Message>}
      {jails === null && !loadError && <p>Loading…</p>}
      {jails && (
        <BackOfficeTable caption="Jails" columns={COLUMNS}>
          {jails.map((jail) => (
            // The key carries the jail's values, so a row shows the saved jail again after a reload.
            <JailRow key={JSON.stringify(jail)} jail={jail} onSave={save} />
          ))}
          <JailRow onSave={save} />
        </BackOfficeTable>
      )}
    </section>
  );
}
