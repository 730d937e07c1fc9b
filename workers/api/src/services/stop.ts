import { and, eq, exists, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { services } from '../db/schema';

// Stopping a service's renewals (spec §4: "recurring top-off can be stopped", "auto-renewal can be stopped").

/** The service as the route read it. */
type ServiceAsRead = {
  id: number;
  inmateId: number;
  automaticPayments: boolean;
  stripeSubscriptionId: string | null;
};

const other = alias(services, 'other');

/** Another service of the inmate still has recurring payments, as the statement finds the rows. */
function anotherStaysRecurring(db: Db, service: ServiceAsRead): SQL {
  return exists(
    db
      .select({ id: other.id })
      .from(other)
      .where(
        and(
          eq(other.inmateId, service.inmateId),
          eq(other.recurringPayments, true),
          ne(other.id, service.id),
        ),
      ),
  );
}

/**
 * POST /api/stopautorenew (the service keeps its Recurring flag but no longer renews by itself) and, with
 * `recurring`, POST /api/stoprecurring (no more top-ups, and so no more automatic renewal: Automatic needs Recurring).
 * An Automatic service's subscription is cancelled first (`cancel`; a failure changes nothing), then the stop is
 * written, taking the subscription the service holds at that moment: any other one, e.g. attached by the webhook
 * after the read (payments/book-renewal.ts startRenewals), is cancelled too, so no subscription bills a stopped
 * service. Cancelling is safe to repeat, so a stop sent again after that second cancel failed still makes it.
 *
 * `beforeLastStop` (Stop Recurring detaching the kept cards) runs only before the write that leaves no service of
 * the inmate recurring. The stop is first written only while another service stays recurring, decided by that one
 * statement, so of two stops sent at once for the last two the later finds none: it runs `beforeLastStop`, then
 * writes. A failure there leaves its service as it was, with its Stop button, to be sent again.
 */
export async function stopRenewals(
  db: Db,
  service: ServiceAsRead,
  cancel: (subscriptionId: string) => Promise<void>,
  { recurring, beforeLastStop }: { recurring: boolean; beforeLastStop?: () => Promise<void> },
) {
  const cancelled = service.automaticPayments ? service.stripeSubscriptionId : null;
  if (cancelled) await cancel(cancelled);
  const writeStop = async (onlyIf?: SQL) => {
    const [stopped] = await db
      .update(services)
      .set(recurring ? { recurringPayments: false, automaticPayments: false } : { automaticPayments: false })
      .where(and(eq(services.id, service.id), onlyIf))
      .returning({ subscriptionId: services.stripeSubscriptionId });
    return stopped;
  };
  let stopped = beforeLastStop ? await writeStop(anotherStaysRecurring(db, service)) : undefined;
  if (!stopped) {
    await beforeLastStop?.();
    stopped = await writeStop();
  }
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
