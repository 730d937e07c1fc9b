import { describe, expect, it } from 'vitest';
import { encodeForm } from './stripe-form';

describe('encodeForm', () => {
  it('encodes nested params byte for byte as stripe-node 23.1.0 did', () => {
    // The expected text is stripe-node's own `stringifyRequestData` of the same params.
    const params = {
      customer: 'cus_1',
      amount: 999,
      off_session: true,
      description: "Tom's (best) offer! *now* & more = 100%",
      allowed_payment_method_types: ['card'],
      metadata: { inmateId: '42', kind: 'offers' },
      absent: undefined,
      items: [
        {
          price_data: {
            currency: 'usd',
            product: 'offer_7',
            unit_amount: 999,
            recurring: { interval: 'day', interval_count: 30 },
          },
        },
      ],
      name: 'Zoë Ünal',
      empty: null,
    };
    expect(encodeForm(params)).toBe(
      'customer=cus_1&amount=999&off_session=true' +
        '&description=Tom%27s%20%28best%29%20offer%21%20%2Anow%2A%20%26%20more%20%3D%20100%25' +
        '&allowed_payment_method_types[0]=card&metadata[inmateId]=42&metadata[kind]=offers' +
        '&items[0][price_data][currency]=usd&items[0][price_data][product]=offer_7' +
        '&items[0][price_data][unit_amount]=999&items[0][price_data][recurring][interval]=day' +
        '&items[0][price_data][recurring][interval_count]=30&name=Zo%C3%AB%20%C3%9Cnal&empty=',
    );
  });

  it('reads back as the same params through URLSearchParams', () => {
    const body = encodeForm({ metadata: { 'a&b': 'x=y' }, list: ['1', '2'] });
    expect([...new URLSearchParams(body)]).toEqual([
      ['metadata[a&b]', 'x=y'],
      ['list[0]', '1'],
      ['list[1]', '2'],
    ]);
  });

  it('is empty for no params', () => {
    expect(encodeForm({})).toBe('');
  });
});
