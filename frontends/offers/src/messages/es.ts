import type { Translation } from '@app/shared';
import type en from './en';

// Namespace `offers` in Spanish, written by us (docs/architecture.md "Languages").
const offers: Translation<typeof en> = {};

export default offers;
