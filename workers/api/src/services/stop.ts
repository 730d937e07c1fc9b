import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { services } from '../db/schema';

// Stopping a service's renewals (spec §4: "recurring top-off can be stopped", "auto-renewal can be stopped").

/** POST /api/stoprecurring: no more top-ups, and so no more automatic renewal (Automatic needs Recurring). */
export async function stopRecurring(db: Db, serviceId: number) {
  await db
    .update(services)
    .set({ recurringPayments: false, automaticPayments: false })
    .where(eq(services.id, serviceId));
}

/** POST /api/stopautorenew: the service keeps its Recurring flag but no longer renews by itself. */
export async function stopAutomaticRenewal(db: Db, serviceId: number) {
  await db.update(services).set({ automaticPayments: false }).where(eq(services.id, serviceId));
}

/** A subscription ended (canceled here or at Stripe): its service no longer renews automatically. */
export async function endSubscription(db: Db, subscriptionId: string) {
  await db
    .update(services)
    .set({ automaticPayments: false })
    .where(eq(services.stripeSubscriptionId, subscriptionId));
}
