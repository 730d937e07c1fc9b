// The browser's side of the languages (issue 13 §1): one i18next for the page, a namespace per remote.
// The pure pieces (languages, catalogue checks, error codes) are exported from '@app/shared' for the Worker too.
export { browserLanguage, chooseLanguage, currentLanguage, registerCatalogues, startI18n } from './browser';
export { SHARED_CATALOGUES } from './shared-catalogues';
export { useErrorText } from './use-error-text';
export { useRefusalText } from './use-refusal-text';
