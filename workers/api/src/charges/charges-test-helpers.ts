import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { auxiliaryCreditCharges, services } from '../db/schema';
import { createMailer } from '../mail/mailer';
import type { PaymentPort } from '../payments/port';
import { setPaymentsForTests } from '../payments/provider';

// What the charge tests share: reads of the database and a payment port that records what it was asked.

export const db = () => getDb(env.DB);
export const mailer = () => createMailer(env);
export const remaining = async (id: number) =>
  (await db().query.services.findFirst({ where: eq(services.id, id) }))?.remainingTenths;
export const creditCharges = () => db().select().from(auxiliaryCreditCharges);

type Asked = { method: string; input: unknown }[];

export function fakePayments(overrides: Partial<PaymentPort> = {}) {
  const asked: Asked = [];
  setPaymentsForTests({
    publishableKey: 'pk_test_fake',
    stripeJsUrl: 'http://localhost:12111/v3',
    cancelSubscription: async () => {},
    stopCardOnFile: async () => {},
    createAuxiliaryChargeIntent: async (input: { amountCents: number }) => {
      asked.push({ method: 'createAuxiliaryChargeIntent', input });
      return { paymentIntentId: 'pi_aux', clientSecret: 'pi_aux_secret_1', amountCents: input.amountCents };
    },
    chargeCardOnFile: async (input: unknown) => {
      asked.push({ method: 'chargeCardOnFile', input });
      return { paymentIntentId: 'pi_onfile', status: 'succeeded' };
    },
    describePaymentMethod: async () => 'Mastercard •••• 4444',
    ...overrides,
  } as PaymentPort);
  return asked;
}

export const chargeForm = (serviceId: number, credits: string, description = 'Replacement tablet') => ({
  serviceId: String(serviceId),
  credits,
  description,
});
