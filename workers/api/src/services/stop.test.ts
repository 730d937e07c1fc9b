import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { getDb } from '../db/client';
import { services } from '../db/schema';
import { stopRenewals } from './stop';

// Stopping renewals cancels every subscription the service holds, even one the webhook attached between the route's
// read of the service and its stop (payments/book-renewal.ts startRenewals), so no subscription bills a stopped one.

const db = () => getDb(env.DB);

async function automaticService() {
  const inmate = await createInmate();
  return createService(inmate.id, { recurringPayments: true, automaticPayments: true });
}

describe('stopRenewals', () => {
  it('cancels the subscription the service holds, then stops it: Stop Auto-Renew keeps Recurring', async () => {
    const service = await automaticService();
    await db().update(services).set({ stripeSubscriptionId: 'sub_held' }).where(eq(services.id, service.id));
    const cancelled: string[] = [];
    const asRead = { ...service, stripeSubscriptionId: 'sub_held' };
    await stopRenewals(db(), asRead, async (id) => void cancelled.push(id), { recurring: false });
    expect(cancelled).toEqual(['sub_held']);
    const [after] = await db().select().from(services).where(eq(services.id, service.id));
    expect(after).toMatchObject({ automaticPayments: false, recurringPayments: true });
  });

  it('also cancels a subscription attached after the service was read', async () => {
    for (const recurring of [false, true]) {
      const service = await automaticService();
      // Read with no subscription; the webhook attaches one before the stop is written.
      const asRead = { ...service };
      const late = `sub_late_${recurring}`;
      await db().update(services).set({ stripeSubscriptionId: late }).where(eq(services.id, service.id));
      const cancelled: string[] = [];
      await stopRenewals(db(), asRead, async (id) => void cancelled.push(id), { recurring });
      expect(cancelled).toEqual([late]);
      const [after] = await db().select().from(services).where(eq(services.id, service.id));
      expect(after).toMatchObject({ automaticPayments: false, recurringPayments: !recurring });
    }
  });

  it('changes nothing when the first cancel fails; a stop sent again cancels what the service holds', async () => {
    const service = await automaticService();
    await db().update(services).set({ stripeSubscriptionId: 'sub_held' }).where(eq(services.id, service.id));
    const failing = async () => {
      throw new Error('provider down');
    };
    await expect(
      stopRenewals(db(), { ...service, stripeSubscriptionId: 'sub_held' }, failing, { recurring: false }),
    ).rejects.toThrow('provider down');
    const [kept] = await db().select().from(services).where(eq(services.id, service.id));
    expect(kept?.automaticPayments).toBe(true);

    // Stopped already (its late cancel failed, say) yet holding a subscription: the next stop cancels it.
    const stopped = { ...service, automaticPayments: false, stripeSubscriptionId: 'sub_held' };
    const cancelled: string[] = [];
    await stopRenewals(db(), stopped, async (id) => void cancelled.push(id), { recurring: false });
    expect(cancelled).toEqual(['sub_held']);
  });
});
