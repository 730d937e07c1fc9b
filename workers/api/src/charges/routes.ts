import {
  type CardOnFileChargeAnswer,
  type ChargeCreditsAnswer,
  creditChargeSchema,
  creditsFromTenths,
  currencyChargeSchema,
  dollarsFromCents,
  formatMoney,
  type PaymentFormAnswer,
} from '@app/shared';
import type { Context } from 'hono';
import { findService, findServices, serviceFor } from '../account/queries';
import { type AccountVariables, INMATE_OR_ADMIN, requireAccount, STAFF } from '../account/viewer';
import { readAsCaller } from '../auth/caller-check';
import { getDb } from '../db/client';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { formBody } from '../lib/validate';
import { createMailer } from '../mail/mailer';
import { providerMessage } from '../payments/port';
import { paymentsFor } from '../payments/provider';
import { chargeCredits, NOT_ENOUGH_CREDITS, REQUEST_USED_ELSEWHERE } from '../services/charge';
import {
  creditChargesFrom,
  creditChargesQuery,
  currencyChargesFrom,
  currencyChargesQuery,
  readCardOnFile,
} from './queries';
import { recordAuxiliaryCurrencyCharge } from './record';

type AccountEnv = AppEnv & { Variables: AccountVariables };

export const NO_CARD_ON_FILE = 'This inmate has no card on file';
export const NO_RECURRING_SERVICE = 'This inmate has no service with recurring payments';
export const CHARGE_REQUEST_SENT = 'Charge Request Sent';

/** A provider failure answers 502 with a readable message (a declined card says so); never the internals. */
function providerFailure(what: string, error: unknown): never {
  console.error(`${what}: ${error instanceof Error ? error.message : error}`);
  fail(502, providerMessage(error));
}

/** spec §7 auxiliarychargecredits: staff take credits from one of the inmate's services. */
async function chargeCreditsRoute<E extends AccountEnv>(
  c: Context<E>,
  input: { serviceId: number; creditsTenths: number; description: string; requestId?: string | undefined },
) {
  const db = getDb(c.env.DB);
  if (!(await findService(db, c.get('inmateId'), input.serviceId))) {
    fail(404, 'Service not found');
  }
  const charge = await chargeCredits(
    db,
    {
      inmateId: c.get('inmateId'),
      serviceId: input.serviceId,
      tenths: input.creditsTenths,
      description: input.description,
      agentUsername: c.get('agent')?.userName ?? '',
      ...(input.requestId ? { requestId: input.requestId } : {}),
    },
    createMailer(c.env),
  );
  if (charge === null) fail(409, NOT_ENOUGH_CREDITS);
  if (charge === 'elsewhere') fail(409, REQUEST_USED_ELSEWHERE);
  const service = (await findServices(db, c.get('inmateId'))).find((row) => row.id === input.serviceId);
  if (!service) fail(404, 'Service not found');
  const answer: ChargeCreditsAnswer = {
    charge: { id: charge.id, credits: creditsFromTenths(charge.tenths), description: charge.description },
    service: serviceFor(c.get('viewer'), service),
  };
  return c.json(answer, 200);
}

/** The charges of the inmate account (spec §7 "Charges"); role rules in docs/decisions.md "Inmate account". */
export const chargeRoutes = createRouter()
  .get('/api/getauxiliarycreditcharges', requireAccount(), async (c) => {
    const rows = await readAsCaller(c, creditChargesQuery, { inmateId: c.get('inmateId') }, 'id');
    return c.json(creditChargesFrom(rows), 200);
  })
  // Money: not for EMPLOYEE1 (spec §6: no payments, no money charge).
  .get('/api/getauxiliarycurrencycharges', requireAccount(INMATE_OR_ADMIN), async (c) => {
    const rows = await readAsCaller(c, currencyChargesQuery, { inmateId: c.get('inmateId') }, 'id');
    return c.json(currencyChargesFrom(rows), 200);
  })
  // spec §2 screen 6: the card form for the amount; the webhook books it once paid (charges/record.ts
  // bookAuxiliaryPayment, through the table of payments/webhook.ts).
  .post(
    '/admin/api/auxiliarychargecurrency',
    requireAccount(['admin']),
    formBody(currencyChargeSchema),
    async (c) => {
      const { amountCents, description } = c.req.valid('form');
      const payments = paymentsFor(c.env);
      try {
        const intent = await payments.createAuxiliaryChargeIntent({
          inmateId: c.get('inmateId'),
          amountCents,
          description,
        });
        return c.json(
          {
            clientSecret: intent.clientSecret,
            payButtonText: `Pay ${formatMoney(dollarsFromCents(amountCents))}`,
            stripePublicKey: payments.publishableKey,
            ...(payments.stripeJsUrl && { stripeJsUrl: payments.stripeJsUrl }),
          } satisfies PaymentFormAnswer,
          200,
        );
      } catch (error) {
        return providerFailure('auxiliarychargecurrency', error);
      }
    },
  )
  // spec §2 screen 6: charge the saved card (only with a recurring service, whose payments agreed to it).
  .post(
    '/admin/api/auxiliarychargecurrencywithmethodonfile',
    requireAccount(['admin']),
    formBody(currencyChargeSchema),
    async (c) => {
      const { amountCents, description, requestId } = c.req.valid('form');
      const db = getDb(c.env.DB);
      const inmateId = c.get('inmateId');
      const { card, hasRecurringService } = await readCardOnFile(db, inmateId);
      if (!hasRecurringService) fail(400, NO_RECURRING_SERVICE);
      if (!card?.stripeCustomerId || !card.stripePaymentMethodId) fail(400, NO_CARD_ON_FILE);
      let result: { paymentIntentId: string; status: string };
      try {
        result = await paymentsFor(c.env).chargeCardOnFile({
          customerId: card.stripeCustomerId,
          paymentMethodId: card.stripePaymentMethodId,
          amountCents,
          description,
          metadata: {
            kind: 'auxiliary',
            inmateId: String(inmateId),
            description,
            paymentMethodRowId: String(card.id),
          },
          // The same charge sent again (the form's requestId, e.g. a retry after a lost answer) charges once; a
          // caller without one is held to once per amount and second.
          idempotencyKey: requestId
            ? `auxiliary-${inmateId}-${requestId}`
            : `auxiliary-${inmateId}-${amountCents}-${Math.floor(Date.now() / 1000)}`,
        });
      } catch (error) {
        return providerFailure('auxiliarychargecurrencywithmethodonfile', error);
      }
      // Booked at once when the provider already says so; the webhook's later report changes nothing.
      if (result.status === 'succeeded') {
        await recordAuxiliaryCurrencyCharge(db, createMailer(c.env), {
          inmateId,
          amountCents,
          description,
          stripePaymentIntentId: result.paymentIntentId,
          paymentMethodId: card.id,
        });
      }
      return c.json(
        { message: CHARGE_REQUEST_SENT, status: result.status } satisfies CardOnFileChargeAnswer,
        200,
      );
    },
  );

// spec §7 {prefix}/api/auxiliarychargecredits, for ADMIN and EMPLOYEE1 acting as the inmate; under /admin and
// /employee1 only (DESIGN.md).
export const creditChargeRoutes = createRouter().post(
  '/api/auxiliarychargecredits',
  requireAccount(STAFF),
  formBody(creditChargeSchema),
  (c) => chargeCreditsRoute(c, c.req.valid('form')),
);
