import type { Translation } from '@app/shared';
import type en from './en';

// Namespace `friends` in Spanish, written by us (docs/architecture.md "Languages").
const friends: Translation<typeof en> = {};

export default friends;
