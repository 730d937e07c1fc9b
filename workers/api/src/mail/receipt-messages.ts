import { interpolate, type Language, type Translation } from '@app/shared';

// The words of the receipt and low-balance e-mails (issue 13 §4), in the inmate's language (inmates.language).
// A typed pair of catalogues and interpolate() rather than i18next: the Worker has a 300 KiB size budget.

const en = {
  receipt: {
    subject: 'Your receipt: {{amount}}',
    greeting: 'Hello {{name}},',
    intro: 'Thank you for your payment. This is your receipt.',
    date: 'Date: {{date}}',
    amount: 'Amount: {{amount}}',
    card: 'Paid with the card ending in {{last4}}',
    method: 'Paid with: {{method}}',
    items: 'What you bought:',
    item: '- {{title}}: {{credits}} credits added',
    renews: '  Renews on {{date}}',
    expires: '  Valid through {{date}}',
    never: '  Never expires',
    closing: 'You can see your services and payments on your account page.',
  },
  lowBalance: {
    subject: 'Low balance: {{title}}',
    greeting: 'Hello {{name}},',
    body: 'Your service {{title}} has {{remaining}} credits left of the {{total}} credits of its last top-up.',
    action: 'To keep using it, buy more credits on your account page.',
  },
} as const;

const es: Translation<typeof en> = {
  receipt: {
    subject: 'Su recibo: {{amount}}',
    greeting: 'Hola, {{name}}:',
    intro: 'Gracias por su pago. Este es su recibo.',
    date: 'Fecha: {{date}}',
    amount: 'Monto: {{amount}}',
    card: 'Pagado con la tarjeta que termina en {{last4}}',
    method: 'Pagado con: {{method}}',
    items: 'Lo que compró:',
    item: '- {{title}}: {{credits}} créditos agregados',
    renews: '  Se renueva el {{date}}',
    expires: '  Válido hasta el {{date}}',
    never: '  No vence',
    closing: 'Puede ver sus servicios y pagos en la página de su cuenta.',
  },
  lowBalance: {
    subject: 'Saldo bajo: {{title}}',
    greeting: 'Hola, {{name}}:',
    body: 'A su servicio {{title}} le quedan {{remaining}} créditos de los {{total}} créditos de su última recarga.',
    action: 'Para seguir usándolo, compre más créditos en la página de su cuenta.',
  },
};

export const MAIL_MESSAGES: Record<Language, Translation<typeof en>> = { en, es };

type Group = keyof typeof en;

/** The message `key` of `group` in `language`, with its `{{values}}` put in. */
export function mailText<G extends Group>(
  language: Language,
  group: G,
  key: keyof (typeof en)[G],
  values: Record<string, string | number> = {},
): string {
  const messages = MAIL_MESSAGES[language][group] as Record<string, string>;
  return interpolate(messages[key as string] ?? '', values);
}
