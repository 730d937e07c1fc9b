import type { ServiceType } from '@app/shared';
import { useTranslation } from 'react-i18next';

/**
 * The service types under the names of the offer selection's columns (spec §2 screen 1), in the page's language.
 * @example const serviceName = useServiceNames(); serviceName('PHONE_PALS') // 'Friends'
 */
export function useServiceNames(): (type: ServiceType) => string {
  const { t } = useTranslation('admin');
  const names: Record<ServiceType, string> = {
    PHONE_PALS: t('services.friends'),
    CALL_FORWARDING: t('services.callConnect'),
    AI_CHAT: t('services.aiChat'),
    MESSAGING: t('services.messaging'),
  };
  return (type) => names[type];
}
