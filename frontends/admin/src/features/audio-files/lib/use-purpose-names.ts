import type { AudioPurpose } from '@app/shared';
import { useTranslation } from 'react-i18next';

/**
 * What each audio file is for, in the page's language (the English is the shared AUDIO_PURPOSE_LABELS').
 * @example const purposeName = usePurposeNames(); purposeName('GREETING') // 'Greeting after a call is accepted'
 */
export function usePurposeNames(): (purpose: AudioPurpose) => string {
  const { t } = useTranslation('admin');
  const names: Record<AudioPurpose, string> = {
    GREETING: t('audio.purposes.greeting'),
    NO_CREDITS: t('audio.purposes.noCredits'),
    FRIEND_PROMPT: t('audio.purposes.friendPrompt'),
  };
  return (purpose) => names[purpose];
}
