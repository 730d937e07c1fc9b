// Shared React pieces for the shell and the remotes. No context on purpose (CardForm keeps only its own state):
// each remote bundles its own copy. They carry class names only; the shell's stylesheet styles them
// (shell/src/app/styles.css), a remote its own wrappers (the card form's frame: offers-styles, account-styles).
export { BusyButton, type BusyButtonProps } from './busy-button';
export { cardErrorMessage, UNEXPECTED_ERROR } from './card-error';
export { CardForm, type CardFormProps } from './card-form';
export { Collapsible } from './collapsible';
export { ConfirmDelete, type ConfirmDeleteLabels, type ConfirmDeleteProps } from './confirm-delete';
export { Field, type FieldControlProps, FieldError } from './field';
export { loadStripeFor } from './load-stripe';
export { Message } from './message';
export { EMPTY_REGISTRATION, RegistrationFields } from './registration-fields';
export { type SaveOutcome, SaveRow, type SaveRowProps, useSaveOutcome } from './save-row';
export { StackedTable } from './stacked-table';
export { TextAreaField } from './text-area-field';
export { TextField, TYPED_AS_IS } from './text-field';
export { type AccountInView, useAccountInView } from './use-account-in-view';
export { useConfirmFocus } from './use-confirm-focus';
