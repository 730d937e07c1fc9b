import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { services } from '../db/schema';

// Stopping a service's renewals (spec §4: "recurring top-off can be stopped", "auto-renewal can be stopped").

/** The service as the route read it. */
type ServiceAsRead = { id: number; automaticPayments: boolean; stripeSubscriptionId: string | null };

/**
 * POST /api/stopautorenew (the service keeps its Recurring flag but no longer renews by itself) and, with
 * `recurring`, POST /api/stoprecurring (no more top-ups, and so no more automatic renewal: Automatic needs Recurring).
 * An Automatic service's subscription is cancelled first (`cancel`; a failure changes nothing), then the stop is
 * written, taking the subscription the service holds at that moment: any other one, e.g. attached by the webhook
 * after the read (payments/book-renewal.ts startRenewals), is cancelled too, so no subscription bills a stopped
 * service. Cancelling is safe to repeat, so a stop sent again after that second cancel failed still makes it.
 */
export async function stopRenewals(
  db: Db,
  service: ServiceAsRead,
  cancel: (subscriptionId: string) => Promise<void>,
  { recurring, beforeWrite }: { recurring: boolean; beforeWrite?: () => Promise<void> },
) {
  const cancelled = service.automaticPayments ? service.stripeSubscriptionId : null;
  if (cancelled) await cancel(cancelled);
  // The provider's other steps (Stop Recurring detaching the kept cards) also come before the write: any failure
  // leaves the service as it was, with its Stop button, to be sent again.
  await beforeWrite?.();
  const [stopped] = await db
    .update(services)
    .set(recurring ? { recurringPayments: false, automaticPayments: false } : { automaticPayments: false })
    .where(eq(services.id, service.id))
    .returning({ subscriptionId: services.stripeSubscriptionId });
  const held = stopped?.subscriptionId ?? null;
  if (held && held !== cancelled) await cancel(held);
}

/** A subscription ended (canceled here or at Stripe): its service no longer renews automatically. */
export async function endSubscription(db: Db, subscriptionId: string) {
  await db
    .update(services)
    .set({ automaticPayments: false })
    .where(eq(services.stripeSubscriptionId, subscriptionId));
}
