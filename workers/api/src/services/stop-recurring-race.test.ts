import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentMethod, createService, inmateWithViewers } from '../../test/account-fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { services } from '../db/schema';
import type { PaymentPort } from '../payments/port';
import { setPaymentsForTests } from '../payments/provider';

// Stop Recurring sent at once for the inmate's last two Recurring services (two tabs, or the inmate and an ADMIN
// acting as them): docs/decisions.md "Stopping payments" detaches every kept card when no other service of the
// inmate is recurring, whichever request is written last, and a failed detach still changes nothing.

afterEach(() => setPaymentsForTests(undefined));

/** A provider that records what it was asked; Stripe answers a cancel in some tens of milliseconds. */
function slowPayments({ detachFails }: { detachFails: () => boolean }) {
  const asked: string[] = [];
  setPaymentsForTests({
    publishableKey: 'pk_test_fake',
    stripeJsUrl: undefined,
    cancelSubscription: async (id: string) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      asked.push(`cancelSubscription ${id}`);
    },
    stopCardOnFile: async (id: string) => {
      if (detachFails()) throw new Error('socket hang up');
      asked.push(`stopCardOnFile ${id}`);
    },
  } as unknown as PaymentPort);
  return asked;
}

/** An inmate with a kept card and two Automatic (so Recurring) services, and Stop Recurring as the inmate. */
async function twoRecurringServices() {
  const { inmate, cookie } = await inmateWithViewers();
  await createPaymentMethod(inmate.id, { stripePaymentMethodId: 'pm_kept' });
  const automatic = { recurringPayments: true, automaticPayments: true };
  const first = await createService(inmate.id, { ...automatic, stripeSubscriptionId: `sub_a_${inmate.id}` });
  const second = await createService(inmate.id, { ...automatic, stripeSubscriptionId: `sub_b_${inmate.id}` });
  const session = await cookie('inmate');
  const stop = (id: number) =>
    call('/api/stoprecurring', {
      body: String(id),
      headers: { 'content-type': 'text/plain' },
      cookie: session,
    });
  const recurring = async () =>
    (await getDb(env.DB).select().from(services).where(eq(services.inmateId, inmate.id)))
      .filter((row) => row.recurringPayments)
      .map((row) => row.id);
  return { first, second, stop, recurring };
}

describe('two Stop Recurring at once for the last two recurring services', () => {
  it('detaches the kept card: the stop written last finds no other service recurring', async () => {
    const asked = slowPayments({ detachFails: () => false });
    const { first, second, stop, recurring } = await twoRecurringServices();
    const answers = await Promise.all([stop(first.id), stop(second.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await recurring()).toEqual([]);
    expect(asked).toContain('stopCardOnFile pm_kept');
  });

  it('a failed detach leaves the service stopped last still recurring, to stop again', async () => {
    let detachFails = true;
    const asked = slowPayments({ detachFails: () => detachFails });
    const { first, second, stop, recurring } = await twoRecurringServices();
    const answers = await Promise.all([stop(first.id), stop(second.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 502]);
    const left = await recurring();
    expect(left).toHaveLength(1);
    expect(asked).not.toContain('stopCardOnFile pm_kept');

    detachFails = false;
    expect((await stop(left[0] as number)).status).toBe(200);
    expect(await recurring()).toEqual([]);
    expect(asked).toContain('stopCardOnFile pm_kept');
  });

  it('the same stop sent twice at once detaches twice, harmlessly', async () => {
    const asked = slowPayments({ detachFails: () => false });
    const { first, second, stop, recurring } = await twoRecurringServices();
    expect((await stop(first.id)).status).toBe(200);
    const answers = await Promise.all([stop(second.id), stop(second.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await recurring()).toEqual([]);
    expect(asked.filter((step) => step === 'stopCardOnFile pm_kept')).toHaveLength(2);
  });
});
