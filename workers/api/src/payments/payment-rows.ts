import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentMethods, paymentServices, payments, services } from '../db/schema';

// The statements a provider payment is booked with, exactly once (docs/decisions.md "Exactly once"). D1 has no
// interactive transactions, so a booking is one `db.batch` (atomic) that inserts the payment row as `pending`
// (unique by provider key), makes every other statement conditional on that row still being `pending`, and ends by
// marking it `succeeded`. A second delivery of the same payment finds it `succeeded` and changes nothing.

const isPending = (key: string) =>
  and(eq(payments.stripePaymentIntentId, key), eq(payments.status, 'pending')) as SQL;

/** The condition the statements of a booking depend on: the payment row of `key` is the pending one. */
export const whilePending = (key: string) => sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${isPending(key)})`;

/** The first statement: the payment as `pending`, or nothing when the provider key is booked already. */
export function insertPendingPayment(
  db: Db,
  payment: {
    inmateId: number;
    amountCents: number;
    key: string;
    paymentMethodId?: number | null;
    notes?: string;
    selectionId?: string;
  },
) {
  return db
    .insert(payments)
    .values({
      inmateId: payment.inmateId,
      amountCents: payment.amountCents,
      stripePaymentIntentId: payment.key,
      paymentMethodId: payment.paymentMethodId ?? null,
      notes: payment.notes ?? '',
      selectionId: payment.selectionId ?? null,
      status: 'pending',
    })
    .onConflictDoNothing({ target: payments.stripePaymentIntentId });
}

/** Records how the pending payment was paid (a new `payment_methods` row) and points the payment at it. */
export function recordPendingPaymentMethod(
  db: Db,
  key: string,
  method: {
    kind: 'card' | 'manual';
    description: string;
    stripeCustomerId?: string | null;
    stripePaymentMethodId?: string | null;
  },
) {
  return [
    db.insert(paymentMethods).select(
      db
        .select({
          id: sql<number>`NULL`.as('id'),
          inmateId: payments.inmateId,
          kind: sql<'card' | 'manual'>`${method.kind}`.as('kind'),
          description: sql<string>`${method.description}`.as('description'),
          stripeCustomerId: sql<string | null>`${method.stripeCustomerId ?? null}`.as('stripeCustomerId'),
          stripePaymentMethodId: sql<string | null>`${method.stripePaymentMethodId ?? null}`.as(
            'stripePaymentMethodId',
          ),
          createdAt: sql<string>`${new Date().toISOString()}`.as('createdAt'),
        })
        .from(payments)
        .where(isPending(key)),
    ),
    db.update(payments).set({ paymentMethodId: sql`last_insert_rowid()` }).where(isPending(key)),
  ] as const;
}

/**
 * Links the pending payment to a service: `serviceId` is an id, or `last_insert_rowid()` right after its insert.
 * Written after the service's purchase or renewal in the same batch, it keeps what the payment bought as booked (the
 * service's top-up and paid-through of that moment), which the receipt reads.
 */
export function linkPendingPayment(db: Db, key: string, service: { id: number | SQL; title: string }) {
  const bought = (column: typeof services.topUpTenths | typeof services.paidThrough) =>
    sql`(SELECT ${column} FROM ${services} WHERE ${services.id} = ${service.id})`;
  return db.insert(paymentServices).select(
    db
      .select({
        paymentId: payments.id,
        serviceId: sql<number>`${service.id}`.as('serviceId'),
        serviceTitle: sql<string>`${service.title}`.as('serviceTitle'),
        creditsAddedTenths: sql<number>`${bought(services.topUpTenths)}`.as('creditsAddedTenths'),
        paidThrough: sql<string | null>`${bought(services.paidThrough)}`.as('paidThrough'),
      })
      .from(payments)
      .where(isPending(key)),
  );
}

/** The last statement: the booking is done. Its row count says whether this batch booked the payment. */
export function markSucceeded(db: Db, key: string) {
  return db.update(payments).set({ status: 'succeeded' }).where(isPending(key));
}

const isSucceeded = (key: string) =>
  and(eq(payments.stripePaymentIntentId, key), eq(payments.status, 'succeeded')) as SQL;

/**
 * The condition the statements of a refund depend on: the payment row of `key` is still `succeeded`. The refund's
 * batch ends by marking it `refunded` (markRefunded), so a second report of the refund changes nothing.
 */
export const whileSucceeded = (key: string) =>
  sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${isSucceeded(key)})`;

/** The last statement of a refund: `succeeded` → `refunded`. Its row count says whether this batch refunded it. */
export function markRefunded(db: Db, key: string) {
  return db.update(payments).set({ status: 'refunded' }).where(isSucceeded(key));
}

/** The payment row of a provider key, if any. */
export async function findPaymentByKey(db: Db, key: string) {
  return db.query.payments.findFirst({
    columns: { id: true, status: true },
    where: eq(payments.stripePaymentIntentId, key),
  });
}
