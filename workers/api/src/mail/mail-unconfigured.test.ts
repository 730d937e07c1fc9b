import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createOffer,
  createPaymentMethod,
  createService,
  inmateWithViewers,
} from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { ORIGIN } from '../../test/http';
import { offersMetadata, paymentSucceededEvent, signatureFor } from '../../test/stripe';
import { createApp } from '../app';
import { fakePayments } from '../charges/charges-test-helpers';
import { getDb } from '../db/client';
import { auxiliaryCurrencyCharges, payments, services } from '../db/schema';
import worker from '../index';
import { setPaymentsForTests } from '../payments/provider';

// A mail that cannot go never costs a booking (docs/architecture.md "The API Worker", the mail port): not when the
// provider is down, and not when the deployment names the HTTP adapter without its URL or key. Each caller that books
// money builds its mailer first; until 2026-11-29 building it threw, so a charged card answered 500 unbooked, the
// webhook 500 and the cron stopped.

const db = () => getDb(env.DB);
/** The Worker's bindings with the HTTP mail adapter chosen and its URL and key missing. */
const withoutMailKey = () => ({
  ...env,
  MAIL_ADAPTER: 'http',
  MAIL_API_URL: undefined,
  MAIL_API_KEY: undefined,
});

afterEach(() => {
  setPaymentsForTests(undefined);
  vi.restoreAllMocks();
});

describe('a deployment whose mail adapter has no URL or key', () => {
  it('books a charge of the card on file and answers it', async () => {
    const asked = fakePayments();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { inmate, cookie } = await inmateWithViewers();
    await createService(inmate.id, { recurringPayments: true });
    await createPaymentMethod(inmate.id, { stripeCustomerId: 'cus_9', stripePaymentMethodId: 'pm_9' });
    const response = await createApp().request(
      `${ORIGIN}/admin/api/auxiliarychargecurrencywithmethodonfile`,
      {
        method: 'POST',
        headers: { cookie: await cookie('admin'), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ amount: '7', description: 'Replacement tablet' }).toString(),
      },
      withoutMailKey(),
    );
    expect(asked.map(({ method }) => method)).toEqual(['chargeCardOnFile']);
    expect(response.status).toBe(200);
    expect(
      await db()
        .select()
        .from(auxiliaryCurrencyCharges)
        .where(eq(auxiliaryCurrencyCharges.inmateId, inmate.id)),
    ).toMatchObject([{ priceCents: 700 }]);
  });

  it('books a paid card payment from the webhook', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const inmate = await createInmate();
    const offer = await createOffer({ priceCents: 999 });
    const payload = JSON.stringify(
      paymentSucceededEvent({ amountCents: 999, metadata: offersMetadata(inmate.id, [offer.id]) }),
    );
    const response = await createApp().request(
      `${ORIGIN}/api/stripe/webhook`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': await signatureFor(payload) },
        body: payload,
      },
      withoutMailKey(),
    );
    expect(response.status).toBe(200);
    expect(await db().select().from(payments).where(eq(payments.inmateId, inmate.id))).toMatchObject([
      { status: 'succeeded', amountCents: 999 },
    ]);
  });

  it('still runs the hourly lifecycle', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const inmate = await createInmate();
    const ended = await createService(inmate.id, { paidThrough: '2020-01-01', active: true });
    const ctx = createExecutionContext();
    worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }),
      withoutMailKey() as typeof env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect((await db().query.services.findFirst({ where: eq(services.id, ended.id) }))?.active).toBe(false);
  });
});
