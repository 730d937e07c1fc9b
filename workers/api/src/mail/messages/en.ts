// The Worker's e-mails in English (issue 13 §1): a key per line of a mail, `{{name}}` marking a value put in by
// mailText(). Group the keys by e-mail; the Spanish catalogue (es.ts) has the same keys.
const en = {
  passwordReset: {
    subject: 'Your temporary password',
    greeting: 'Hello {{name}},',
    password: 'Your temporary password is: {{password}}',
    forInmate: 'It is for your inmate account: use it on the Inmate Login page.',
    forFriend: 'It is for your friend account: use it on the Friend Login page.',
    once: 'It works once, within {{minutes}} minutes: sign in with it and choose a new password.',
    current: 'Your current password keeps working until then.',
    ignore: 'If you did not ask for a new password, you can ignore this mail.',
  },

  captchaCode: {
    subject: 'Your code for the contact form',
    code: 'Your code is: {{code}}',
    use: 'Type it as the captcha answer of the Contact Support form, within {{minutes}} minutes. It works once.',
    ignore: 'If you did not ask for a code, you can ignore this mail.',
  },

  receipt: {
    subject: 'Your receipt: {{amount}}',
    greeting: 'Hello {{name}},',
    intro: 'Thank You for your payment. This is your receipt.',
    date: 'Date: {{date}}',
    amount: 'Amount: {{amount}}',
    card: 'Paid with the card ending in {{last4}}',
    method: 'Paid with: {{method}}',
    manual: 'Manual payment',
    manualNotes: 'Manual payment: {{notes}}',
    undescribedCard: 'Card',
    items: 'What you bought:',
    item: '- {{title}}: {{credits}} credits added',
    renews: '  Renews on {{date}}',
    expires: '  Valid through {{date}}',
    never: '  Valid through: never expire',
    closing: 'You can see your services and payments on your account page.',
    // An ADMIN's money charge (charges/record.ts): what it was for instead of what was bought.
    chargeIntro: 'This is your receipt for a charge to your account.',
    chargeFor: 'What it was for: {{description}}',
  },
  renewalFailed: {
    subject: 'We could not renew {{title}}',
    greeting: 'Hello {{name}},',
    body: 'The card payment for the automatic renewal of {{title}} did not go through.',
    paidThrough: 'It is paid through {{date}}.',
    retry: 'The card will be tried again in the next days; when a payment goes through, the service renews.',
    action:
      'To renew it now, check the card with your bank, or buy its offer again from the offers on your account page.',
  },
  lowBalance: {
    subject: 'Low balance: {{title}}',
    greeting: 'Hello {{name}},',
    body: 'Your service {{title}} has {{remaining}} credits left of the {{total}} credits of its last top-up.',
    action: 'To keep using it, buy more credits on your account page.',
  },
} as const;

export default en;
