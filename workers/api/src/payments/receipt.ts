import { creditsFromTenths, dollarsFromCents, type ReceiptAnswer } from '@app/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inmates, offers, paymentMethods, paymentServices, payments, services } from '../db/schema';
import { nextBillingDay } from './billing-dates';

// A recorded payment as a receipt (issue 13 §4): the panel of the detail page (GET /api/getreceipt) and the e-mail
// (receipt-mail.ts) read the same rows. What was bought is the payment's services, with the credits and the
// paid-through day that payment booked (payment_services, migration 0023), so a later renewal or staff change does
// not rewrite it; a payment booked before that migration reads its services as they are.

export type Receipt = Extract<ReceiptAnswer, { status: 'recorded' }> & {
  inmate: { id: number; firstName: string; email: string; language: 'en' | 'es' };
};

/** The card's last four digits from its description ("Visa •••• 4242"); null for a manual payment. */
export function lastFourOf(method: { kind: string; description: string } | null): string | null {
  if (method?.kind !== 'card') return null;
  return /(\d{4})\s*$/.exec(method.description)?.[1] ?? null;
}

/** The day an Automatic service's subscription bills next after the payment `paidAt` (billing-dates.ts). */
function renewsOn(
  item: {
    automatic: boolean;
    paidThrough: string | null;
    datePurchased: string;
    validForDays: number | null;
  },
  paidAt: string,
): string | null {
  return item.automatic ? nextBillingDay(item, paidAt) : null;
}

async function receiptWhere(db: Db, where: ReturnType<typeof eq>): Promise<Receipt | undefined> {
  const [row] = await db
    .select({
      id: payments.id,
      status: payments.status,
      amountCents: payments.amountCents,
      date: payments.paymentDate,
      method: { kind: paymentMethods.kind, description: paymentMethods.description },
      inmate: {
        id: inmates.id,
        firstName: inmates.firstName,
        email: inmates.email,
        language: inmates.language,
      },
    })
    .from(payments)
    .innerJoin(inmates, eq(inmates.id, payments.inmateId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(where)
    .limit(1);
  if (row?.status !== 'succeeded') return undefined;
  const items = await db
    .select({
      title: paymentServices.serviceTitle,
      bookedTenths: paymentServices.creditsAddedTenths,
      bookedPaidThrough: paymentServices.paidThrough,
      topUpTenths: services.topUpTenths,
      paidThrough: services.paidThrough,
      automatic: services.automaticPayments,
      datePurchased: services.datePurchased,
      validForDays: offers.validForDays,
    })
    .from(paymentServices)
    .innerJoin(services, eq(services.id, paymentServices.serviceId))
    .innerJoin(offers, eq(offers.id, services.offerId))
    .where(eq(paymentServices.paymentId, row.id))
    .orderBy(asc(services.id));
  return {
    status: 'recorded',
    paymentId: row.id,
    date: row.date,
    amount: dollarsFromCents(row.amountCents),
    cardLast4: lastFourOf(row.method),
    paymentMethod: row.method?.description ?? '',
    items: items.map(({ bookedTenths, bookedPaidThrough, ...item }) => {
      const booked =
        bookedTenths === null ? item : { ...item, topUpTenths: bookedTenths, paidThrough: bookedPaidThrough };
      return {
        title: booked.title,
        creditsAdded: creditsFromTenths(booked.topUpTenths),
        paidThrough: booked.paidThrough,
        renewsOn: renewsOn(booked, row.date),
      };
    }),
    inmate: row.inmate,
  };
}

/** The receipt of a recorded payment, by its id. */
export const receiptOfPayment = (db: Db, paymentId: number) => receiptWhere(db, eq(payments.id, paymentId));

/** The receipt of the inmate's card payment `paymentIntent`; undefined while it is not recorded (or not theirs). */
export const receiptOfIntent = (db: Db, inmateId: number, paymentIntent: string) =>
  receiptWhere(
    db,
    and(eq(payments.stripePaymentIntentId, paymentIntent), eq(payments.inmateId, inmateId)) as ReturnType<
      typeof eq
    >,
  );

/** The inmate's card payment `paymentIntent` was recorded, then refunded (payments/book-refund.ts). */
export async function isRefundedIntent(db: Db, inmateId: number, paymentIntent: string): Promise<boolean> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.stripePaymentIntentId, paymentIntent), eq(payments.inmateId, inmateId)))
    .limit(1);
  return row?.status === 'refunded';
}

/** The answer of GET /api/getreceipt: the receipt without whom it is for. */
export function receiptAnswer(receipt: Receipt | undefined): ReceiptAnswer {
  if (!receipt) return { status: 'pending' };
  const { inmate: _inmate, ...answer } = receipt;
  return answer;
}
