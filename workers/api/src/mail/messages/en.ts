// The Worker's e-mails in English (issue 13 §1): a key per line of a mail, `{{name}}` marking a value put in by
// mailText(). Group the keys by e-mail; the Spanish catalogue (es.ts) has the same keys.
const en = {
  passwordReset: {
    subject: 'Your temporary password',
    greeting: 'Hello {{name}},',
    password: 'Your temporary password is: {{password}}',
    once: 'It works once, within {{minutes}} minutes: sign in with it and choose a new password.',
    current: 'Your current password keeps working until then.',
    ignore: 'If you did not ask for a new password, you can ignore this mail.',
  },
} as const;

export default en;
