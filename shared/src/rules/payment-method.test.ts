import { describe, expect, it } from 'vitest';
import { manualPaymentDescription, methodWordsOf } from './payment-method';

describe('methodWordsOf', () => {
  it('reads the product’s own words and leaves a card’s as they are', () => {
    expect(methodWordsOf(manualPaymentDescription('Money order #7'))).toEqual({
      kind: 'manual',
      notes: 'Money order #7',
    });
    expect(methodWordsOf(manualPaymentDescription(''))).toEqual({ kind: 'manual', notes: '' });
    expect(methodWordsOf('Card')).toEqual({ kind: 'card' });
    expect(methodWordsOf('Visa •••• 4242')).toEqual({ kind: 'stored', text: 'Visa •••• 4242' });
    expect(methodWordsOf('Manual payments')).toEqual({ kind: 'stored', text: 'Manual payments' });
  });
});
