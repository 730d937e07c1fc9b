import { formatsFor } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { takeOnce } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { inmates, services } from '../db/schema';
import { mailText } from '../mail/mail-text';
import type { Mailer } from '../mail/mailer';
import type MAIL_EN from '../mail/messages/en';

// The e-mail of an Automatic renewal whose card payment failed (Stripe's invoice.payment_failed; docs/decisions.md
// "Automatic"): the family learns it while the service still runs on its paid period and grace, not when calls stop.
// Stripe sends the event at each failed attempt of an invoice, and may deliver each again: the first claims
// `renewal-failed:<invoice>` in D1 (takeOnce), so an invoice is told once; the next cycle's invoice is news again.

/** How long an invoice's claim lasts: longer than Stripe goes on retrying one (weeks). */
const CLAIM_SECONDS = 62 * 24 * 60 * 60;

type Line = keyof (typeof MAIL_EN)['renewalFailed'];

/** Tells the inmate of the Automatic service `subscriptionId` that its renewal charge failed, once per invoice. */
export async function tellRenewalFailed(
  db: Db,
  mailer: Mailer,
  failure: { subscriptionId: string; invoiceId: string },
): Promise<void> {
  const [service] = await db
    .select({
      title: services.title,
      paidThrough: services.paidThrough,
      firstName: inmates.firstName,
      email: inmates.email,
      language: inmates.language,
    })
    .from(services)
    .innerJoin(inmates, eq(inmates.id, services.inmateId))
    .where(
      and(eq(services.stripeSubscriptionId, failure.subscriptionId), eq(services.automaticPayments, true)),
    )
    .limit(1);
  if (!service) return;
  if (!(await takeOnce(db, `renewal-failed:${failure.invoiceId}`, CLAIM_SECONDS))) return;
  const values = { name: service.firstName, title: service.title };
  const line = (key: Line, more: Record<string, string> = {}) =>
    mailText(service.language, `renewalFailed.${key}`, { ...values, ...more });
  const paidThrough = service.paidThrough
    ? [line('paidThrough', { date: formatsFor(service.language).date(service.paidThrough) })]
    : [];
  const text = [line('greeting'), '', line('body'), ...paidThrough, line('retry'), '', line('action')].join(
    '\n',
  );
  // Logged, never thrown: the invoice is claimed, and a 500 would only make Stripe send what is told already.
  try {
    await mailer.send({ to: service.email, subject: line('subject'), text });
  } catch (error) {
    console.error(
      `renewal failed mail of ${failure.invoiceId}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
