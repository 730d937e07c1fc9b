/** The English of `changePassword.forcedNotice` (docs/architecture.md "Password reset"), kept for the tests that read it. */
export const FORCED_CHANGE_NOTICE =
  'You signed in with a temporary password. Choose a new password to continue: enter the temporary password as the old one.';
