import { catalogueProblems } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES, mailText } from './receipt-messages';

// The receipt and low-balance e-mails' words: the same keys and placeholders in English and Spanish (issue 13 §1).

describe('the receipt and low-balance e-mail catalogues', () => {
  it('have the same keys and placeholders in both languages', () => {
    expect(catalogueProblems(MAIL_MESSAGES.en, MAIL_MESSAGES.es)).toEqual([]);
  });

  it('put the values in', () => {
    expect(mailText('en', 'receipt', 'card', { last4: '4242' })).toBe('Paid with the card ending in 4242');
    expect(mailText('es', 'lowBalance', 'subject', { title: 'Friends 60' })).toBe('Saldo bajo: Friends 60');
  });
});
