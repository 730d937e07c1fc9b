import type { Translation } from '@app/shared';
import type en from './en';

// Namespace `account` in Spanish, written by us (docs/architecture.md "Languages").
const account: Translation<typeof en> = {};

export default account;
