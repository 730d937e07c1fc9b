// Namespace `common`: words of the shared UI pieces (shared/src/ui) and the language switcher.
const common = {
  language: 'Language',
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
