// Shared React pieces for the shell and the remotes. Stateless on purpose (no context): each remote bundles
// its own copy. They carry class names only; the shell's stylesheet styles them (shell/src/app/styles.css).
export { Collapsible } from './collapsible';
export { Message } from './message';
export { TextAreaField } from './text-area-field';
export { TextField } from './text-field';
