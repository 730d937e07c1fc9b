// Stripe's test cards and test PaymentMethods (docs.stripe.com/testing), the subset the product's tests use.

export type CardOutcome = { ok: true } | { ok: false; code: string; declineCode?: string; message: string };

export type TestCard = { brand: string; last4: string; funding: string; outcome: CardOutcome };

const declined = (declineCode: string, message: string, code = 'card_declined'): CardOutcome => ({
  ok: false,
  code,
  declineCode,
  message,
});

const DECLINED = declined('generic_decline', 'Your card was declined.');
const INSUFFICIENT = declined('insufficient_funds', 'Your card has insufficient funds.');
const EXPIRED = declined('expired_card', 'Your card has expired.', 'expired_card');
const INCORRECT_CVC = declined('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc');

/** Card numbers with a fixed behaviour; any other number that passes the Luhn check succeeds. */
const NUMBERS: Record<string, Omit<TestCard, 'last4'>> = {
  '4242424242424242': { brand: 'visa', funding: 'credit', outcome: { ok: true } },
  '4000056655665556': { brand: 'visa', funding: 'debit', outcome: { ok: true } },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', outcome: { ok: true } },
  '4000000000000002': { brand: 'visa', funding: 'credit', outcome: DECLINED },
  '4000000000009995': { brand: 'visa', funding: 'credit', outcome: INSUFFICIENT },
  '4000000000000069': { brand: 'visa', funding: 'credit', outcome: EXPIRED },
  '4000000000000127': { brand: 'visa', funding: 'credit', outcome: INCORRECT_CVC },
};

/** The test PaymentMethod ids (`pm_card_…`) and the card each stands for. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('6')) return 'discover';
  return 'unknown';
}

/** The card a number stands for, or null when it is not a card number (Luhn). */
export function cardForNumber(number: string): TestCard | null {
  const digits = number.replace(/\D/g, '');
  if (!luhnValid(digits)) return null;
  const known = NUMBERS[digits];
  const last4 = digits.slice(-4);
  if (known) return { ...known, last4 };
  return { brand: brandOf(digits), funding: 'credit', last4, outcome: { ok: true } };
}
