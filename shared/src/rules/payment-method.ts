// A payment method's description as stored (spec §3 paymentMethod.description): a card's own words from the provider
// ("Visa •••• 4242"), or the product's words for a manual payment or a card the provider could not describe. Those
// product words are stored in English and worded in the reader's language where shown (Payment History, the
// receipt panel and e-mail; docs/decisions.md "Payment methods in the reader's language").

export const MANUAL_PAYMENT = 'Manual payment';
export const UNDESCRIBED_CARD = 'Card';

/** The stored description of an admin's manual payment, with the staff's notes when there are any. */
export const manualPaymentDescription = (notes: string) =>
  notes ? `${MANUAL_PAYMENT}: ${notes}` : MANUAL_PAYMENT;

/** What a stored description says: a manual payment (its notes), a card not described, or words to show as they are. */
export type MethodWords =
  | { kind: 'manual'; notes: string }
  | { kind: 'card' }
  | { kind: 'stored'; text: string };

export function methodWordsOf(description: string): MethodWords {
  if (description === UNDESCRIBED_CARD) return { kind: 'card' };
  if (description === MANUAL_PAYMENT) return { kind: 'manual', notes: '' };
  const prefix = `${MANUAL_PAYMENT}: `;
  if (description.startsWith(prefix)) return { kind: 'manual', notes: description.slice(prefix.length) };
  return { kind: 'stored', text: description };
}
