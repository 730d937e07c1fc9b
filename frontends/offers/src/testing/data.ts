import type { ServiceType } from '@app/shared';
import type { Offer } from '../lib/offer';

let sequence = 100;

/** An offer as the API answers it, with overrides. */
export function offer(overrides: Partial<Offer> & { title: string; serviceTypes: ServiceType[] }): Offer {
  sequence += 1;
  const priceCents = overrides.priceCents ?? 999;
  return {
    id: sequence,
    description: `${overrides.title}, described.`,
    price: (priceCents / 100).toFixed(2),
    priceCents,
    creditsIncluded: 60,
    validFor: null,
    fixedMoCrCharge: null,
    ...overrides,
  };
}

/** A catalogue like the demo's. */
export function catalogue() {
  const pals = offer({ title: 'Friends 60', serviceTypes: ['PHONE_PALS'], priceCents: 999 });
  const palsMonth = offer({
    title: 'Friends 150',
    serviceTypes: ['PHONE_PALS'],
    priceCents: 1999,
    creditsIncluded: 150,
    validFor: 30,
  });
  const forwarding = offer({
    title: 'Call Connect 100',
    serviceTypes: ['CALL_FORWARDING'],
    priceCents: 1499,
  });
  const chat = offer({
    title: 'AI Chat 50',
    serviceTypes: ['AI_CHAT'],
    priceCents: 499,
    creditsIncluded: 50,
  });
  const messaging = offer({ title: 'Messages 100', serviceTypes: ['MESSAGING'], priceCents: 599 });
  const family = offer({
    title: 'Family Bundle',
    serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
    priceCents: 2999,
    creditsIncluded: 250,
    validFor: 30,
  });
  const digital = offer({
    title: 'Digital Bundle',
    serviceTypes: ['AI_CHAT', 'MESSAGING'],
    priceCents: 1599,
    validFor: 1,
  });
  return {
    pals,
    palsMonth,
    forwarding,
    chat,
    messaging,
    family,
    digital,
    singles: {
      PHONE_PALS: [pals, palsMonth],
      CALL_FORWARDING: [forwarding],
      AI_CHAT: [chat],
      MESSAGING: [messaging],
    } as Record<ServiceType, Offer[]>,
    aggregates: [digital, family],
  };
}
