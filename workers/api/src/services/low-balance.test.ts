import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createService, inmateWithViewers } from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { inmates, mailOutbox, services } from '../db/schema';
import { runLifecycle } from '../lifecycle/run';
import { type Mailer, outboxMailer } from '../mail/mailer';
import { bridged, callAndKeyCode, createCallSetup } from '../telephony/telephony-test-helpers';
import { renewService } from './renew';

// issue 13 §4: one low-balance e-mail when a charge leaves a service below 10% of its top-up, once per service and
// top-up, whatever charges it (staff's credit charge, a metered call, the monthly charge).

const db = () => getDb(env.DB);
const mailsTo = async (address: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.to === address);

const chargeForm = (serviceId: number, credits: string) => ({
  serviceId: String(serviceId),
  credits,
  description: 'Replacement tablet',
});

describe('the low-balance e-mail', () => {
  it('goes once when parallel charges cross 10%, and once more after a top-up', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const service = await createService(inmate.id, { remainingTenths: 150, topUpTenths: 1000 });
    const session = await cookie('admin');
    const charge = (credits: string) =>
      call('/admin/api/auxiliarychargecredits', { form: chargeForm(service.id, credits), cookie: session });

    // 15 credits of 100 left: not low yet.
    expect((await charge('1')).status).toBe(200);
    expect(await mailsTo(inmate.email)).toEqual([]);
    // Five charges at once take it to 9 credits: below 10, one mail.
    const answers = await Promise.all(Array.from({ length: 5 }, () => charge('1')));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect((await charge('1')).status).toBe(200);
    const mails = await mailsTo(inmate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Low balance: ${service.title}`);
    expect(mails[0]?.text).toContain('has 9.0 credits left of the 100.0 credits of its last top-up');

    // A renewal is a top-up (of 10 credits, added to the 8 left: the service never expires): the next fall below
    // 10% of it mails again.
    await db().batch([
      renewService(
        db(),
        { id: service.id, creditsIncludedTenths: 100, validForDays: null } as Parameters<
          typeof renewService
        >[1],
        sql`1`,
      ),
    ]);
    expect((await charge('17.5')).status).toBe(200);
    expect(await mailsTo(inmate.email)).toHaveLength(2);
  });

  it('is written in the inmate’s language', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    await db().update(inmates).set({ language: 'es' }).where(eq(inmates.id, inmate.id));
    const service = await createService(inmate.id, { remainingTenths: 100, topUpTenths: 100 });
    const response = await call('/employee1/api/auxiliarychargecredits', {
      form: chargeForm(service.id, '9.5'),
      cookie: await cookie('employee1'),
    });
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(inmate.email);
    expect(mail?.subject).toBe(`Saldo bajo: ${service.title}`);
    expect(mail?.text).toContain('le quedan 0.5 créditos de los 10.0 créditos de su última recarga');
  });

  it('goes after a metered call that leaves the service low, once', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
      remainingTenths: 100,
    });
    await db()
      .update(services)
      .set({ topUpTenths: 800 })
      .where(eq(services.id, setup.service?.id ?? 0));
    const { callSid, xml } = await callAndKeyCode(setup);
    // Three started minutes: 7 credits of 80 left.
    await Promise.all([bridged(setup, callSid, xml, 125), bridged(setup, callSid, xml, 125)]);
    const after = await db().query.services.findFirst({ where: eq(services.id, setup.service?.id ?? 0) });
    expect(after).toMatchObject({ remainingTenths: 70, topUpTenths: 800, lowBalanceNotified: true });
    const mails = await mailsTo(setup.inmate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('has 7.0 credits left of the 80.0 credits');
  });

  it('goes after the monthly charge that leaves the service low', async () => {
    const inmate = await createInmate();
    await createService(inmate.id, {
      remainingTenths: 150,
      topUpTenths: 1000,
      paidThrough: null,
      offer: { serviceTypes: ['AI_CHAT'], fixedMonthlyCreditChargeTenths: 100 },
    });
    const mailer = outboxMailer(env.DB);
    const may = new Date('2026-05-02T10:00:00.000Z');
    expect(await runLifecycle(env.DB, may, mailer)).toEqual({ expired: 0, charged: 1 });
    expect(await runLifecycle(env.DB, may, mailer)).toEqual({ expired: 0, charged: 0 });
    expect(await mailsTo(inmate.email)).toHaveLength(1);
  });

  it('goes to every other inmate of the run when the provider refuses one address', async () => {
    const inmates = [
      await createInmate({ email: 'bounces@example.com' }),
      await createInmate({ email: 'second@example.com' }),
      await createInmate({ email: 'third@example.com' }),
    ];
    for (const inmate of inmates) {
      await createService(inmate.id, {
        remainingTenths: 150,
        topUpTenths: 1000,
        paidThrough: null,
        offer: { serviceTypes: ['AI_CHAT'], fixedMonthlyCreditChargeTenths: 100 },
      });
    }
    const outbox = outboxMailer(env.DB);
    // A suppressed or bounced mailbox: the provider refuses it, and takes every other.
    const mailer: Mailer = {
      async send(mail) {
        if (mail.to === 'bounces@example.com') throw new Error('mail API answered 422');
        await outbox.send(mail);
      },
    };
    const may = new Date('2026-05-02T10:00:00.000Z');
    expect(await runLifecycle(env.DB, may, mailer)).toEqual({ expired: 0, charged: 3 });
    expect(await mailsTo('second@example.com')).toHaveLength(1);
    expect(await mailsTo('third@example.com')).toHaveLength(1);
  });

  it('goes even when the charge that claims it is refused for want of credits (a service already low, not yet told)', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    // Below 10% of its top-up and never told, as services topped up before the e-mail existed (migration 0010).
    const service = await createService(inmate.id, { remainingTenths: 5, topUpTenths: 100 });
    const session = await cookie('admin');
    const charge = (credits: string) =>
      call('/admin/api/auxiliarychargecredits', { form: chargeForm(service.id, credits), cookie: session });
    expect((await charge('1')).status).toBe(409);
    expect((await charge('0.2')).status).toBe(200);
    const mails = await mailsTo(inmate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('has 0.5 credits left of the 10.0 credits');
  });

  it('does not go while the service stays above 10%, nor for a service with no top-up recorded', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const kept = await createService(inmate.id, { remainingTenths: 500, topUpTenths: 1000 });
    const old = await createService(inmate.id, { remainingTenths: 20 });
    const session = await cookie('admin');
    for (const id of [kept.id, old.id]) {
      const response = await call('/admin/api/auxiliarychargecredits', {
        form: chargeForm(id, '1'),
        cookie: session,
      });
      expect(response.status).toBe(200);
    }
    expect(await mailsTo(inmate.email)).toEqual([]);
  });
});
