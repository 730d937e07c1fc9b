import { type RenewServiceAnswer, renewServiceSchema } from '@app/shared';
import { findService } from '../account/queries';
import { INMATE_OR_ADMIN, requireAccount } from '../account/viewer';
import { readCardOnFile } from '../charges/queries';
import { getDb } from '../db/client';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { formBody } from '../lib/validate';
import { createMailer } from '../mail/mailer';
import { findOffersById, offerView } from '../offers/queries';
import { orderMetadata, termsOf } from './order';
import { providerMessage } from './port';
import { paymentsFor } from './provider';
import { RENEW_OFFER_NOT_SOLD, renewalRefusal } from './renewal-rule';
import { bookOffersPayment } from './webhook';

export const RENEW_SERVICE_NOT_FOUND = 'Service not found';
export const RENEW_NO_CARD = 'No card is kept for renewals: please pay from the offers';
export const RENEWED = 'Renewed: the new credits are in your services';
export const RENEWAL_SENT = 'Renewal sent: the new credits show once the card payment is confirmed';
export const RENEWAL_HELD =
  'Your card was charged, but the renewal could not be recorded: staff will look at it and settle it with you';

/**
 * POST /api/renewservice (spec §2 screen 3: Recurring means "inmates can renew from inside"; not in §7): the inmate,
 * or an ADMIN acting as them, buys a Recurring service's offer again with the card Recurring kept. It is an offers
 * payment of that one offer at its price today, charged off-session and booked exactly as a card-form payment is
 * (payments/book-card.ts: a new service with the offer's credits and validity, a receipt mail), at once when the
 * provider answers `succeeded`, else by the webhook. EMPLOYEE1 never pays (spec §6): 403.
 */
export const renewRoutes = createRouter().post(
  '/api/renewservice',
  requireAccount(INMATE_OR_ADMIN),
  formBody(renewServiceSchema),
  async (c) => {
    const { serviceId, requestId } = c.req.valid('form');
    const inmateId = c.get('inmateId');
    const db = getDb(c.env.DB);
    const service = await findService(db, inmateId, serviceId);
    if (!service) fail(404, RENEW_SERVICE_NOT_FOUND);
    const offer = (await findOffersById(db, [service.offerId])).get(service.offerId);
    const refusal = renewalRefusal(service, offer && { ...offer, onSale: offer.active && !offer.retired });
    if (refusal !== null || !offer) fail(409, refusal ?? RENEW_OFFER_NOT_SOLD);
    const { card } = await readCardOnFile(db, inmateId);
    if (!card?.stripeCustomerId || !card.stripePaymentMethodId) fail(409, RENEW_NO_CARD);

    const payments = paymentsFor(c.env);
    const order = {
      inmateId,
      offerIds: [offer.id],
      recurring: true,
      automatic: false,
      terms: [termsOf(offerView(offer))],
    };
    let charge: { paymentIntentId: string; status: string };
    try {
      charge = await payments.chargeCardOnFile({
        customerId: card.stripeCustomerId,
        paymentMethodId: card.stripePaymentMethodId,
        amountCents: offer.priceCents,
        description: `Renewal: ${offer.title}`,
        metadata: { kind: 'offers', ...orderMetadata(order) },
        idempotencyKey: `renew-${inmateId}-${requestId}`,
      });
    } catch (error) {
      console.error(`renewservice: ${error instanceof Error ? error.message : error}`);
      fail(502, providerMessage(error));
    }
    // Booked now when the card is charged already; the webhook's own delivery then finds it booked. Once charged,
    // the answer never says it failed (a second Renew would charge again): a booking that fails now is the
    // webhook's to make ("pending"), one refused is held for staff.
    let status = charge.status;
    if (status === 'succeeded') {
      const bookNow = async () =>
        bookOffersPayment(
          { db, payments, mailer: createMailer(c.env) },
          await payments.retrievePaymentIntent(charge.paymentIntentId),
        );
      const booked = await bookNow().catch((error: unknown) => {
        console.error(`renewservice booking: ${error instanceof Error ? error.message : error}`);
        return 'later' as const;
      });
      if (booked === 'refused') fail(409, RENEWAL_HELD);
      if (booked === 'later') status = 'pending';
    }
    const answer: RenewServiceAnswer = { message: status === 'succeeded' ? RENEWED : RENEWAL_SENT, status };
    return c.json(answer, 200);
  },
);
