import type { JailData } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { BackOfficeTable } from '../../../components/back-office-table';
import { useLoadedList } from '../../../lib/use-loaded-list';
import { useOutcome } from '../../../lib/use-outcome';
import { getJails } from '../api/get-jails';
import { saveJail } from '../api/save-jail';
import { JailRow } from './jail-row';

/**
 * Jail Configuration (spec §2 screen 15): every institution editable in place with Update, and an Add row.
 * Texts of spec §8: "Jail Added" for an add or an update (the API answers it for both), "Failed to Add Jail"
 * otherwise, or the server's §5 message when it refuses a value (docs/decisions.md "Jail Configuration").
 */
export function JailConfigurationPage() {
  const { t } = useTranslation('admin');
  const { rows: jails, loadError, reload: load } = useLoadedList(getJails);
  const [outcome, setOutcome] = useOutcome();

  const save = async (data: JailData) => {
    setOutcome(null);
    try {
      await saveJail(data);
      setOutcome({ kind: 'success', word: ({ t }) => t('jails.added') });
      await load();
      return true;
    } catch (failure) {
      // A 400 carries the §5 rule the server refused, a 409 its reason; anything else (404 unknown id, network) is
      // §8's text.
      setOutcome({
        kind: 'error',
        word: ({ t, failureText }) => failureText(failure, t('jails.addFailed')),
      });
      return false;
    }
  };

  const columns = [
    t('shared.name'),
    t('jails.phone'),
    t('jails.promptDuration'),
    t('jails.pauseBeforeGreeting'),
    t('jails.dtmfResponse'),
    t('shared.actions'),
  ];

  return (
    <section className="admin-screen" aria-labelledby="jail-configuration-title">
      <h1 id="jail-configuration-title">{t('jails.heading')}</h1>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
      {loadError && <Message kind="error">{loadError}</Message>}
      {jails === null && !loadError && <p>{t('common:loading')}</p>}
      {jails && (
        <BackOfficeTable caption={t('jails.caption')} columns={columns}>
          {jails.map((jail) => (
            <JailRow key={jail.id} jail={jail} onSave={save} />
          ))}
          <JailRow onSave={save} />
        </BackOfficeTable>
      )}
    </section>
  );
}
