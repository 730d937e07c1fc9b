import { formatsFor } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { db } from '../../test/payment-flows';
import { deliver, invoicePaymentFailedEvent } from '../../test/stripe';
import { inmates, mailOutbox, services } from '../db/schema';
import { addDays, today } from '../services/paid-through';

// An Automatic renewal whose card payment failed (Stripe's invoice.payment_failed): the family is told once per
// invoice, in the inmate's language, while there is still time to act; nothing about the service changes (Stripe
// tries the card again, and a later success renews it as any renewal). docs/decisions.md "Automatic".

const mailsTo = async (address: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.to === address);

async function automaticService(language: 'en' | 'es' = 'en') {
  const inmate = await createInmate();
  await db().update(inmates).set({ language }).where(eq(inmates.id, inmate.id));
  const subscriptionId = `sub_failed_${inmate.id}`;
  const service = await createService(inmate.id, {
    title: 'Friends 150',
    paidThrough: addDays(today(), -1),
    recurringPayments: true,
    automaticPayments: true,
    stripeSubscriptionId: subscriptionId,
    remainingTenths: 40,
  });
  return { inmate, service, subscriptionId };
}

describe('a renewal charge that failed', () => {
  it('tells the family once per invoice, however often Stripe reports it, and changes nothing', async () => {
    const { inmate, service, subscriptionId } = await automaticService();
    const invoiceId = 'in_declined_1';
    for (const attemptCount of [1, 1, 2]) {
      const event = invoicePaymentFailedEvent({ subscriptionId, invoiceId, attemptCount });
      expect((await deliver(event)).status).toBe(200);
    }
    const mails = await mailsTo(inmate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('We could not renew Friends 150');
    expect(mails[0]?.text).toContain(
      'The card payment for the automatic renewal of Friends 150 did not go through.',
    );
    expect(mails[0]?.text).toContain(`It is paid through ${addDays(today(), -1)}.`);
    const [after] = await db().select().from(services).where(eq(services.id, service.id));
    expect(after).toMatchObject({
      remainingTenths: 40,
      automaticPayments: true,
      stripeSubscriptionId: subscriptionId,
    });

    // The next cycle's invoice failing is news again.
    await deliver(invoicePaymentFailedEvent({ subscriptionId, invoiceId: 'in_declined_2' }));
    expect(await mailsTo(inmate.email)).toHaveLength(2);
  });

  it('is written in the inmate’s language', async () => {
    const { inmate, subscriptionId } = await automaticService('es');
    await deliver(invoicePaymentFailedEvent({ subscriptionId }));
    const [mail] = await mailsTo(inmate.email);
    expect(mail?.subject).toBe('No pudimos renovar Friends 150');
    expect(mail?.text).toContain(`Está pagado hasta el ${formatsFor('es').date(addDays(today(), -1))}.`);
  });

  it('mails nothing for a subscription no service holds, a stopped Auto-Renew, or an invoice that is no renewal', async () => {
    const { inmate, service, subscriptionId } = await automaticService();
    expect((await deliver(invoicePaymentFailedEvent({ subscriptionId: 'sub_nobody' }))).status).toBe(200);
    expect(
      (await deliver(invoicePaymentFailedEvent({ subscriptionId, billingReason: 'subscription_update' })))
        .status,
    ).toBe(200);
    await db().update(services).set({ automaticPayments: false }).where(eq(services.id, service.id));
    expect((await deliver(invoicePaymentFailedEvent({ subscriptionId }))).status).toBe(200);
    expect(await mailsTo(inmate.email)).toEqual([]);
  });
});
