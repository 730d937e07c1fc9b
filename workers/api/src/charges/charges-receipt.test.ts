import { formatsFor } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentMethod, createService, inmateWithViewers } from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { call } from '../../test/http';
import { inmates, mailOutbox, payments } from '../db/schema';
import type { PaymentPort } from '../payments/port';
import { setPaymentsForTests } from '../payments/provider';
import { db, fakePayments, mailer } from './charges-test-helpers';
import { bookAuxiliaryPayment } from './record';

afterEach(() => setPaymentsForTests(undefined));

// An ADMIN's money charge takes the family's money like a purchase does, so it gets a receipt e-mail like a
// purchase: once per payment, in the inmate's language, naming what the charge was for (docs/decisions.md
// "Receipt of a money charge").

const mailsTo = async (address: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.to === address);

const formIntent = (inmateId: number, id = 'pi_form') => ({
  id,
  status: 'succeeded',
  amountCents: 1250,
  amountReceivedCents: 1250,
  currency: 'usd',
  customerId: null,
  paymentMethodId: 'pm_card_mastercard',
  metadata: { kind: 'auxiliary', inmateId: String(inmateId), description: 'Replacement ID card' },
});

describe('the receipt of a money charge', () => {
  it('goes once for a charge of the card on file, however often it is booked', async () => {
    fakePayments();
    const { inmate, cookie } = await inmateWithViewers();
    await createService(inmate.id, { recurringPayments: true });
    await createPaymentMethod(inmate.id, {
      stripeCustomerId: 'cus_9',
      stripePaymentMethodId: 'pm_9',
      description: 'Visa •••• 4242',
    });
    const response = await call('/admin/api/auxiliarychargecurrencywithmethodonfile', {
      form: { amount: '7', description: 'Replacement tablet' },
      cookie: await cookie('admin'),
    });
    expect(response.status).toBe(200);
    // The webhook's later report of the same payment books nothing and mails nothing.
    const port = { describePaymentMethod: async () => 'Visa •••• 4242' } as unknown as PaymentPort;
    const context = { db: db(), payments: port, mailer: mailer() };
    await bookAuxiliaryPayment(context, {
      ...formIntent(inmate.id, 'pi_onfile'),
      amountCents: 700,
      amountReceivedCents: 700,
    });
    const mails = await mailsTo(inmate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your receipt: $7.00');
    expect(mails[0]?.text).toContain('This is your receipt for a charge to your account.');
    expect(mails[0]?.text).toContain('Amount: $7.00');
    expect(mails[0]?.text).toContain('Paid with the card ending in 4242');
    expect(mails[0]?.text).toContain('What it was for: Replacement tablet');
    expect(mails[0]?.text).not.toContain('What you bought:');
  });

  it('goes once for a card-form charge booked by the webhook, in the inmate’s language', async () => {
    const inmate = await createInmate();
    await db().update(inmates).set({ language: 'es' }).where(eq(inmates.id, inmate.id));
    const port = { describePaymentMethod: async () => 'Mastercard •••• 4444' } as unknown as PaymentPort;
    const context = { db: db(), payments: port, mailer: mailer() };
    await bookAuxiliaryPayment(context, formIntent(inmate.id));
    await Promise.all([
      bookAuxiliaryPayment(context, formIntent(inmate.id)),
      bookAuxiliaryPayment(context, formIntent(inmate.id)),
    ]);
    const mails = await mailsTo(inmate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Su recibo: $12.50');
    expect(mails[0]?.text).toContain('Pagado con la tarjeta que termina en 4444');
    expect(mails[0]?.text).toContain('Motivo del cargo: Replacement ID card');
    const paidOn = (await db().select({ date: payments.paymentDate }).from(payments))[0]?.date ?? '';
    expect(mails[0]?.text).toContain(`Fecha: ${formatsFor('es').date(paidOn)}`);
  });

  it('a charge the provider has not yet taken mails nothing until it is booked', async () => {
    fakePayments({
      chargeCardOnFile: async () => ({ paymentIntentId: 'pi_later', status: 'processing' }),
    });
    const { inmate, cookie } = await inmateWithViewers();
    await createService(inmate.id, { recurringPayments: true });
    await createPaymentMethod(inmate.id, { stripeCustomerId: 'cus_9', stripePaymentMethodId: 'pm_9' });
    const response = await call('/admin/api/auxiliarychargecurrencywithmethodonfile', {
      form: { amount: '7', description: 'Replacement tablet' },
      cookie: await cookie('admin'),
    });
    expect(await response.json()).toEqual({ message: 'Charge Request Sent', status: 'processing' });
    expect(await mailsTo(inmate.email)).toEqual([]);
  });
});
