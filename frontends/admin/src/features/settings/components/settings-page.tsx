import { assistantPhoneSchema, friendRateSchema } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { getAssistantPhone } from '../api/get-assistant-phone';
import { getFriendRate } from '../api/get-friend-rate';
import { saveAssistantPhone } from '../api/save-assistant-phone';
import { saveFriendRate } from '../api/save-friend-rate';
import { SettingForm } from './setting-form';

// Module-level, so the forms' load effects run once per mount.
const loadAssistantPhone = async () => (await getAssistantPhone()).value;
const storeAssistantPhone = async (value: string) => (await saveAssistantPhone(value)).value;
const loadFriendRate = async () => String((await getFriendRate()).cents);
const storeFriendRate = async (cents: string) => String((await saveFriendRate(cents)).cents);

/**
 * Settings (spec §2 screen 18): the Personal Assistant phone number with Update (docs/decisions.md "Settings"), and
 * the friends' pay per accepted minute in cents (issue 11: "a setting, in cents"; calls accepted after a save earn
 * the new rate, calls accepted before keep theirs).
 */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-screen" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.heading')}</h1>
      <SettingForm
        name={t('settings.assistantForm')}
        label={t('settings.assistantLabel')}
        schema={assistantPhoneSchema}
        load={loadAssistantPhone}
        save={storeAssistantPhone}
        buttonText={t('shared.update')}
        inputProps={{ type: 'tel', inputMode: 'tel' }}
      />
      <SettingForm
        name={t('settings.rateForm')}
        label={t('settings.rateLabel')}
        schema={friendRateSchema}
        load={loadFriendRate}
        save={storeFriendRate}
        buttonText={t('settings.rateButton')}
        inputProps={{ inputMode: 'numeric' }}
      />
    </section>
  );
}
