import type { Translation } from '@app/shared';
import type en from './en';

// Namespace `shell` in Spanish, written by us (docs/architecture.md "Languages").
const shell: Translation<typeof en> = {
  banner: {
    label: 'Actuando como',
    inmate: 'Actuando como {{name}} (interno)',
    friend: 'Actuando como {{name}} (amigo)',
    stop: 'Terminar',
  },
};

export default shell;
