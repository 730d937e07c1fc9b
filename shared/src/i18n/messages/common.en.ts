// Namespace `common`: words of the shared UI pieces (shared/src/ui) and a few every remote shows (Loading…).
// The header's language switcher is the shell's (its page frame carries the same words).
const common = {
  loading: 'Loading…',
  unexpectedError: 'An unexpected error occurred',
  registration: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    username: 'Username',
    password: 'Password',
    reenterPassword: 'Re-enter password',
  },
} as const;

export default common;
