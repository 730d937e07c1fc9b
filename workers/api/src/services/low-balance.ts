import { creditsFromTenths, formatCredits } from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inmates, services } from '../db/schema';
import { mailText } from '../mail/mail-text';
import type { Mailer } from '../mail/mailer';

// The low-balance e-mail (issue 13 §4): when a charge leaves a service below 10% of the credits of its current
// top-up, one e-mail, once per service and top-up. The claim is one conditional UPDATE … RETURNING: of any number of
// charges landing at once, only the one whose UPDATE flips low_balance_notified from 0 to 1 gets the row back and
// mails. A top-up (purchase, renewal) sets topUpTenths and clears the flag (services/purchase.ts, renew.ts).

/**
 * Claims the low-balance e-mail of each of `serviceIds` now below 10% of its top-up, as one statement (of the charge's
 * own batch, or alone): the rows it answers are the services whose e-mail is now due.
 */
export function claimLowBalance(db: Db, serviceIds: number[]) {
  return db
    .update(services)
    .set({ lowBalanceNotified: true })
    .where(
      and(
        inArray(services.id, serviceIds),
        eq(services.lowBalanceNotified, false),
        sql`${services.remainingTenths} * 10 < ${services.topUpTenths}`,
      ),
    )
    .returning({
      id: services.id,
      inmateId: services.inmateId,
      title: services.title,
      remainingTenths: services.remainingTenths,
      topUpTenths: services.topUpTenths,
    });
}

export type LowBalanceClaim = Awaited<ReturnType<typeof claimLowBalance>>[number];

/**
 * Mails the claimed low-balance e-mails, each in its inmate's language. Each failure is logged, never thrown, and
 * ends only its own mail: the services are already claimed, so one refused address must not cost the others theirs.
 */
export async function mailLowBalance(db: Db, mailer: Mailer, claimed: LowBalanceClaim[]) {
  for (const service of claimed) {
    try {
      const inmate = await db.query.inmates.findFirst({
        columns: { firstName: true, email: true, language: true },
        where: eq(inmates.id, service.inmateId),
      });
      if (!inmate) continue;
      const values = {
        name: inmate.firstName,
        title: service.title,
        remaining: formatCredits(creditsFromTenths(service.remainingTenths)),
        total: formatCredits(creditsFromTenths(service.topUpTenths)),
      };
      const line = (key: 'subject' | 'greeting' | 'body' | 'action') =>
        mailText(inmate.language, `lowBalance.${key}`, values);
      await mailer.send({
        to: inmate.email,
        subject: line('subject'),
        text: [line('greeting'), '', line('body'), line('action')].join('\n'),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`low-balance e-mail of service ${service.id}: ${reason}`);
    }
  }
}

/** Right after a batch of charges (the monthly lifecycle): claims and mails the e-mails now due. */
export async function notifyLowBalance(db: Db, mailer: Mailer | undefined, serviceIds: number[]) {
  if (!mailer || serviceIds.length === 0) return;
  await mailLowBalance(db, mailer, await claimLowBalance(db, serviceIds));
}
