import { env } from 'cloudflare:workers';
import type { ServiceType } from '@app/shared';
import { getDb } from '../src/db/client';
import { offers } from '../src/db/schema';

let sequence = 0;

/** An offer on sale (override anything); single-type unless given several service types. */
export async function createOffer(
  overrides: Partial<typeof offers.$inferInsert> & { serviceTypes?: ServiceType[] } = {},
) {
  sequence += 1;
  const [offer] = await getDb(env.DB)
    .insert(offers)
    .values({
      title: `Offer ${sequence}`,
      description: `Offer number ${sequence}.`,
      priceCents: 999,
      serviceTypes: ['PHONE_PALS'],
      creditsIncludedTenths: 600,
      validForDays: null,
      ...overrides,
    })
    .returning();
  if (!offer) throw new Error('offer not created');
  return offer;
}

/** A small catalogue like the demo's: two singles per type (one never expiring, one for 30 days) and two bundles. */
export async function createCatalogue() {
  const pals = await createOffer({ title: 'Friends 60', priceCents: 999, serviceTypes: ['PHONE_PALS'] });
  const palsMonth = await createOffer({
    title: 'Friends 150',
    priceCents: 1999,
    serviceTypes: ['PHONE_PALS'],
    creditsIncludedTenths: 1500,
    validForDays: 30,
  });
  const forwarding = await createOffer({
    title: 'Call Connect 100',
    priceCents: 1499,
    serviceTypes: ['CALL_FORWARDING'],
  });
  const chat = await createOffer({
    title: 'AI Chat 50',
    priceCents: 499,
    serviceTypes: ['AI_CHAT'],
    creditsIncludedTenths: 500,
    validForDays: 30,
    fixedMonthlyCreditChargeTenths: 100,
  });
  const messaging = await createOffer({
    title: 'Messages 100',
    priceCents: 599,
    serviceTypes: ['MESSAGING'],
  });
  const family = await createOffer({
    title: 'Family Bundle',
    priceCents: 2999,
    serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
    creditsIncludedTenths: 2500,
    validForDays: 30,
  });
  const digital = await createOffer({
    title: 'Digital Bundle',
    priceCents: 1599,
    serviceTypes: ['AI_CHAT', 'MESSAGING'],
    creditsIncludedTenths: 1500,
    validForDays: 30,
  });
  return { pals, palsMonth, forwarding, chat, messaging, family, digital };
}
