// Namespace `common`: words of the shared UI pieces (shared/src/ui) and the language switcher.
const common = {
  language: 'Language',
  loading: 'Loading…',
  unexpectedError: 'An unexpected error occurred',
} as const;

export default common;
