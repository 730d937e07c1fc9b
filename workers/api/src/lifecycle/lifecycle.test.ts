import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { RENEWAL_GRACE_HOURS } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCall, createService } from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { getDb } from '../db/client';
import { calls, inmates, serviceMonthlyCharges, services } from '../db/schema';
import worker from '../index';
import { runLifecycle } from './run';

const db = () => getDb(env.DB);
const service = async (id: number) => db().query.services.findFirst({ where: eq(services.id, id) });
const fixedCharges = async (serviceId: number) =>
  db().select().from(calls).where(eq(calls.serviceId, serviceId));
const lastUsed = async (inmateId: number) =>
  (await db().query.inmates.findFirst({ columns: { lastUsed: true }, where: eq(inmates.id, inmateId) }))
    ?.lastUsed;

const MAY_2 = new Date('2026-05-02T10:00:00.000Z');

async function monthlyService(inmateId: number, overrides: Parameters<typeof createService>[1] = {}) {
  return createService(inmateId, {
    remainingTenths: 500,
    paidThrough: null,
    ...overrides,
    offer: {
      serviceTypes: ['AI_CHAT', 'MESSAGING'],
      fixedMonthlyCreditChargeTenths: 100,
      ...overrides.offer,
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the services’ lifecycle (cron)', () => {
  it('applies the fixed monthly charge as a call without a conversation id, once per month', async () => {
    const inmate = await createInmate();
    const monthly = await monthlyService(inmate.id);
    const plain = await createService(inmate.id, { remainingTenths: 500 });
    expect(await runLifecycle(env.DB, MAY_2)).toEqual({ expired: 0, charged: 1 });
    expect(await runLifecycle(env.DB, new Date('2026-05-31T23:00:00.000Z'))).toEqual({
      expired: 0,
      charged: 0,
    });
    expect((await service(monthly.id))?.remainingTenths).toBe(400);
    expect((await service(plain.id))?.remainingTenths).toBe(500);
    const [charge] = await fixedCharges(monthly.id);
    expect(await fixedCharges(monthly.id)).toHaveLength(1);
    expect(charge).toMatchObject({
      inmateId: inmate.id,
      creditsUsedTenths: 100,
      serviceType: 'AI_CHAT',
      conversationUuid: null,
      date: MAY_2.toISOString(),
    });
    expect(await db().select().from(serviceMonthlyCharges)).toMatchObject([
      { serviceId: monthly.id, month: '2026-05', tenths: 100, callId: charge?.id },
    ]);
    // The next month charges again.
    expect(await runLifecycle(env.DB, new Date('2026-06-01T00:17:00.000Z'))).toEqual({
      expired: 0,
      charged: 1,
    });
    expect((await service(monthly.id))?.remainingTenths).toBe(300);
  });

  it('run twice at the same time charges once', async () => {
    const inmate = await createInmate();
    const monthly = await monthlyService(inmate.id);
    const results = await Promise.all([runLifecycle(env.DB, MAY_2), runLifecycle(env.DB, MAY_2)]);
    expect(results.reduce((sum, result) => sum + result.charged, 0)).toBe(1);
    expect((await service(monthly.id))?.remainingTenths).toBe(400);
    expect(await fixedCharges(monthly.id)).toHaveLength(1);
  });

  it('the scheduled handler (cron trigger) run twice charges once', async () => {
    const inmate = await createInmate();
    const monthly = await monthlyService(inmate.id);
    for (let run = 0; run < 2; run += 1) {
      const controller = createScheduledController({ scheduledTime: MAY_2, cron: '17 * * * *' });
      const ctx = createExecutionContext();
      worker.scheduled(controller, env, ctx);
      await waitOnExecutionContext(ctx);
    }
    expect((await service(monthly.id))?.remainingTenths).toBe(400);
    expect(await fixedCharges(monthly.id)).toHaveLength(1);
  });

  it('an invocation that starts late charges the month it runs in, never one before the purchase', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Bought at 00:05 UTC on 1 February; the 23:17 invocation of 31 January starts at 00:10.
    vi.setSystemTime(new Date('2026-02-01T00:05:00.000Z'));
    const inmate = await createInmate();
    const monthly = await monthlyService(inmate.id);
    vi.setSystemTime(new Date('2026-02-01T00:10:00.000Z'));
    for (const scheduledTime of [
      new Date('2026-01-31T23:17:00.000Z'),
      new Date('2026-02-01T00:17:00.000Z'),
    ]) {
      const ctx = createExecutionContext();
      worker.scheduled(createScheduledController({ scheduledTime, cron: '17 * * * *' }), env, ctx);
      await waitOnExecutionContext(ctx);
    }
    expect(
      await db().select().from(serviceMonthlyCharges).where(eq(serviceMonthlyCharges.serviceId, monthly.id)),
    ).toMatchObject([{ month: '2026-02', tenths: 100 }]);
    expect((await service(monthly.id))?.remainingTenths).toBe(400);
  });

  it('never takes credits below zero: takes what is left, and nothing from an empty service', async () => {
    const inmate = await createInmate();
    const low = await monthlyService(inmate.id, { remainingTenths: 35 });
    const empty = await monthlyService(inmate.id, { remainingTenths: 0 });
    await runLifecycle(env.DB, MAY_2);
    expect((await service(low.id))?.remainingTenths).toBe(0);
    expect((await fixedCharges(low.id))[0]?.creditsUsedTenths).toBe(35);
    expect((await service(empty.id))?.remainingTenths).toBe(0);
    expect(await fixedCharges(empty.id)).toEqual([]);
    // The month is settled for the empty one too: a top-up later this month is not charged.
    await db().update(services).set({ remainingTenths: 200 }).where(eq(services.id, empty.id));
    await runLifecycle(env.DB, MAY_2);
    expect((await service(empty.id))?.remainingTenths).toBe(200);
  });

  it('marks services whose paid period is over, and charges no expired service', async () => {
    const inmate = await createInmate();
    const expired = await monthlyService(inmate.id, { paidThrough: '2026-05-01T00:00:00.000Z' });
    const lastDay = await monthlyService(inmate.id, { paidThrough: '2026-05-02' });
    const current = await monthlyService(inmate.id, { paidThrough: '2026-06-01T00:00:00.000Z' });
    expect(await runLifecycle(env.DB, MAY_2)).toEqual({ expired: 1, charged: 2 });
    expect(await service(expired.id)).toMatchObject({ active: false, remainingTenths: 500 });
    expect(await service(lastDay.id)).toMatchObject({ active: true, remainingTenths: 400 });
    expect(await service(current.id)).toMatchObject({ active: true, remainingTenths: 400 });
    expect(await runLifecycle(env.DB, new Date('2026-05-03T00:00:00.000Z'))).toEqual({
      expired: 1,
      charged: 0,
    });
    expect((await service(lastDay.id))?.active).toBe(false);
  });

  it('leaves a renewing Automatic service active for the renewal grace, then marks it (Stripe charges later)', async () => {
    const inmate = await createInmate();
    const renewing = { paidThrough: '2026-05-01', automaticPayments: true, recurringPayments: true };
    const automatic = await createService(inmate.id, { ...renewing, stripeSubscriptionId: 'sub_renewing' });
    const stopped = await createService(inmate.id, { ...renewing, automaticPayments: false });
    const justAfter = new Date('2026-05-02T00:30:00.000Z');
    expect(await runLifecycle(env.DB, justAfter)).toEqual({ expired: 1, charged: 0 });
    expect((await service(automatic.id))?.active).toBe(true);
    expect((await service(stopped.id))?.active).toBe(false);
    const graceOver = new Date(Date.UTC(2026, 4, 2) + RENEWAL_GRACE_HOURS * 60 * 60 * 1000);
    expect(await runLifecycle(env.DB, graceOver)).toEqual({ expired: 1, charged: 0 });
    expect((await service(automatic.id))?.active).toBe(false);
  });

  it('handles more services than one batch', async () => {
    const inmate = await createInmate();
    const offerService = await monthlyService(inmate.id);
    for (let i = 0; i < 60; i += 1) {
      await createService(inmate.id, {
        offerId: offerService.offerId,
        remainingTenths: 500,
        title: 'AI Chat Monthly',
      });
    }
    expect(await runLifecycle(env.DB, MAY_2)).toEqual({ expired: 0, charged: 61 });
    expect(await runLifecycle(env.DB, MAY_2)).toEqual({ expired: 0, charged: 0 });
    const callRows = await db().select().from(calls);
    expect(callRows).toHaveLength(61);
    const claims = await db().select().from(serviceMonthlyCharges);
    // Each claim points at its own service's call.
    for (const claim of claims) {
      expect(callRows.find((row) => row.id === claim.callId)?.serviceId).toBe(claim.serviceId);
    }
  });
});

// spec §2 screen 14: the date last used, "inactive when never used or idle over 30 days", is the inmate's using the
// product; the monthly charge is the product charging them, recorded as a call without a conversation id.
describe('the date last used: real calls only', () => {
  it('is not moved by the fixed monthly charge, and is by a call', async () => {
    const inmate = await createInmate();
    const monthly = await monthlyService(inmate.id);
    expect(await runLifecycle(env.DB, MAY_2)).toEqual({ expired: 0, charged: 1 });
    expect(await lastUsed(inmate.id)).toBeNull();
    const used = await createCall(inmate.id, monthly.id, { date: '2026-05-03T08:00:00.000Z' });
    expect(await lastUsed(inmate.id)).toBe(used.date);
    expect(await runLifecycle(env.DB, new Date('2026-06-01T00:17:00.000Z'))).toEqual({
      expired: 0,
      charged: 1,
    });
    expect(await lastUsed(inmate.id)).toBe(used.date);
  });

  it('is recomputed from the real calls by the migration that dropped the charges from it', async () => {
    const never = await createInmate();
    const caller = await createInmate();
    const charged = await monthlyService(never.id);
    const both = await monthlyService(caller.id);
    const used = await createCall(caller.id, both.id, { date: '2026-04-20T08:00:00.000Z' });
    await runLifecycle(env.DB, MAY_2);
    // As the trigger of migration 0007 left them: moved by the charges.
    await db().update(inmates).set({ lastUsed: MAY_2.toISOString() });
    const migration = env.TEST_MIGRATIONS.find((one) => one.name.includes('last_used_real_calls'));
    if (!migration) throw new Error('the migration of last_used from real calls');
    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
    expect(await lastUsed(never.id)).toBeNull();
    expect(await lastUsed(caller.id)).toBe(used.date);
    expect(await fixedCharges(charged.id)).toHaveLength(1);
  });
});
