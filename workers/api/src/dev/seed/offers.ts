import { insert, type Row } from './rows';

/** The offers: two or more active offers per service type, and two aggregates (one covering PHONE_PALS). */
export function offerStatements(): string[] {
  return [
    insert('offers', [
      offer(1, 'Friends 60', 'Sixty minutes of calls with a friend.', 999, ['PHONE_PALS'], 600, null),
      offer(2, 'Friends 150', 'A month of friend calls.', 1999, ['PHONE_PALS'], 1500, 30),
      offer(3, 'Call Connect 100', 'Forward calls to your family.', 1499, ['CALL_FORWARDING'], 1000, null),
      offer(4, 'Call Connect 300', 'A month of call forwarding.', 3499, ['CALL_FORWARDING'], 3000, 30),
      offer(5, 'AI Chat 50', 'Fifty AI chat sessions.', 499, ['AI_CHAT'], 500, null),
      offer(6, 'AI Chat Monthly', 'AI chat with a monthly allowance.', 1299, ['AI_CHAT'], 2000, 30, 100),
      offer(7, 'Messages 100', 'One hundred messages.', 599, ['MESSAGING'], 1000, null),
      offer(8, 'Messages 500', 'Five hundred messages over a month.', 1999, ['MESSAGING'], 5000, 30),
      offer(
        9,
        'Family Bundle',
        'Friend calls and call forwarding.',
        2999,
        ['PHONE_PALS', 'CALL_FORWARDING'],
        2500,
        30,
      ),
      offer(
        10,
        'Digital Bundle',
        'AI chat and messaging together.',
        1599,
        ['AI_CHAT', 'MESSAGING'],
        1500,
        30,
      ),
    ]),
  ];
}

function offer(
  id: number,
  title: string,
  description: string,
  priceCents: number,
  serviceTypes: string[],
  creditsIncludedTenths: number,
  validForDays: number | null,
  fixedMonthlyCreditChargeTenths: number | null = null,
): Row {
  return {
    id,
    title,
    description,
    price_cents: priceCents,
    service_types: JSON.stringify(serviceTypes),
    credits_included_tenths: creditsIncludedTenths,
    valid_for_days: validForDays,
    fixed_monthly_credit_charge_tenths: fixedMonthlyCreditChargeTenths,
    active: true,
    retired: false,
  };
}
