import type { CreditCharge, InmateDetail, Service } from '../lib/api-types';

// Answers of the account calls, with overrides.

export const detail = (overrides: Partial<InmateDetail> = {}): InmateDetail => ({
  id: 1,
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'inmate1@example.com',
  username: 'inmate1',
  twilioNumber: '+15555550100',
  secretCode: '482913',
  adminNotes: 'Demo account.',
  ...overrides,
});

let nextId = 1;
export const service = (overrides: Partial<Service> = {}): Service => {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Service ${id}`,
    remainingTenths: 423,
    datePurchased: '2026-01-10T12:00:00.000Z',
    paidThrough: null,
    recurringPayments: false,
    automaticPayments: false,
    hasSubscription: false,
    active: true,
    selected: false,
    offer: {
      id: 100 + id,
      title: `Service ${id}`,
      description: 'An offer.',
      priceCents: 999,
      serviceTypes: ['PHONE_PALS'],
      fixedMonthlyCreditChargeTenths: null,
    },
    ...overrides,
  };
};

export const creditCharge = (overrides: Partial<CreditCharge> = {}): CreditCharge => ({
  id: 1,
  date: '2026-02-01T10:00:00.000Z',
  creditsTenths: 15,
  description: 'Replacement earbuds',
  username: 'staff',
  service: { id: 3, title: 'Messages 100' },
  ...overrides,
});
