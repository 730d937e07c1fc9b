import type { ActiveOffersAnswer, OfferAnswer, ServiceType } from '@app/shared';

let sequence = 100;

/** An offer as the API answers it (price in dollars, credits in credits), with overrides. */
export function offer(
  overrides: Partial<OfferAnswer> & { title: string; serviceTypes: ServiceType[] },
): OfferAnswer {
  sequence += 1;
  return {
    id: sequence,
    description: `${overrides.title}, described.`,
    price: 9.99,
    creditsIncluded: 60,
    validFor: null,
    fixedMoCrCharge: null,
    ...overrides,
  };
}

/** A catalogue like the demo's. */
export function catalogue() {
  const pals = offer({ title: 'Friends 60', serviceTypes: ['PHONE_PALS'], price: 9.99 });
  const palsMonth = offer({
    title: 'Friends 150',
    serviceTypes: ['PHONE_PALS'],
    price: 19.99,
    creditsIncluded: 150,
    validFor: 30,
  });
  const forwarding = offer({
    title: 'Call Connect 100',
    serviceTypes: ['CALL_FORWARDING'],
    price: 14.99,
  });
  const chat = offer({
    title: 'AI Chat 50',
    serviceTypes: ['AI_CHAT'],
    price: 4.99,
    creditsIncluded: 50,
  });
  const messaging = offer({ title: 'Messages 100', serviceTypes: ['MESSAGING'], price: 5.99 });
  const family = offer({
    title: 'Family Bundle',
    serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
    price: 29.99,
    creditsIncluded: 250,
    validFor: 30,
  });
  const digital = offer({
    title: 'Digital Bundle',
    serviceTypes: ['AI_CHAT', 'MESSAGING'],
    price: 15.99,
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
    } satisfies ActiveOffersAnswer,
    aggregates: [digital, family],
  };
}
