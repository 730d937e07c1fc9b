import type { CreditChargeAnswer, InmateDetailAnswer, ServiceAnswer } from '@app/shared';

// Answers of the account calls, with overrides.

export const detail = (overrides: Partial<InmateDetailAnswer> = {}): InmateDetailAnswer => ({
  id: 1,
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'inmate1@example.com',
  username: 'inmate1',
  twilioNumber: '+15555550100',
  forwardingNumber: null,
  secretCode: '482913',
  adminNotes: 'Demo account.',
  ...overrides,
});

let nextId = 1;
export const service = (overrides: Partial<ServiceAnswer> = {}): ServiceAnswer => {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Service ${id}`,
    remainingCredits: 42.3,
    datePurchased: '2026-01-10T12:00:00.000Z',
    paidThrough: null,
    recurringPayments: false,
    automaticPayments: false,
    hasSubscription: false,
    active: true,
    selected: false,
    // A Recurring service of an offer on sale, as most are; a test of one off sale overrides it.
    renewable: overrides.recurringPayments ?? false,
    offer: {
      id: 100 + id,
      title: `Service ${id}`,
      description: 'An offer.',
      price: 9.99,
      serviceTypes: ['PHONE_PALS'],
      fixedMoCrCharge: null,
    },
    ...overrides,
  };
};

export const creditCharge = (overrides: Partial<CreditChargeAnswer> = {}): CreditChargeAnswer => ({
  id: 1,
  date: '2026-02-01T10:00:00.000Z',
  credits: 1.5,
  description: 'Replacement earbuds',
  username: 'staff',
  service: { id: 3, title: 'Messages 100' },
  ...overrides,
});
