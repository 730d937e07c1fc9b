import type { Translation } from '@app/shared';
import type en from './en';

// Namespace `admin` in Spanish, written by us (docs/architecture.md "Languages").
const admin: Translation<typeof en> = {};

export default admin;
