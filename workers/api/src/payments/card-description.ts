import type { StripePaymentMethod } from './stripe-types';

// How Payment History names a card (spec §3 paymentMethod.description): "Visa •••• 4242".

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card as its brand's name and last four digits; another payment method as its type. */
export function cardDescription(method: StripePaymentMethod): string {
  if (!method.card) return method.type;
  return `${BRANDS[method.card.brand] ?? method.card.brand} •••• ${method.card.last4}`;
}
