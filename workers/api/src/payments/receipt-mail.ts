import { formatsFor, methodWordsOf } from '@app/shared';
import type { Db } from '../db/client';
import { mailText } from '../mail/mail-text';
import type { Mailer } from '../mail/mailer';
import type MAIL_EN from '../mail/messages/en';
import { type Receipt, receiptOfPayment } from './receipt';

// The itemised receipt e-mail (issue 13 §4), in the inmate's language. Sent by whoever booked the payment, right
// after the batch that booked it changed its row to succeeded (payment-rows.ts markSucceeded, charges/record.ts for
// a money charge): a webhook delivered again finds the payment booked and sends nothing, so one payment gets one
// receipt.

type ReceiptLine = keyof (typeof MAIL_EN)['receipt'];

/**
 * The subject and text of a receipt. `chargeFor` is what an ADMIN's money charge was for (charges/record.ts): such a
 * payment bought no services, so the mail names the charge instead of the services bought.
 */
export function receiptMail(receipt: Receipt, chargeFor?: string) {
  const { language } = receipt.inmate;
  const line = (key: ReceiptLine, values: Record<string, string | number> = {}) =>
    mailText(language, `receipt.${key}`, values);
  // Money, dates and credits as the screens write them in that language (es-US for Spanish).
  const formats = formatsFor(language);
  // The product's own words for a method (a manual payment, a card not described) in that language too.
  const methodText = (description: string) => {
    const words = methodWordsOf(description);
    if (words.kind === 'card') return line('undescribedCard');
    if (words.kind === 'manual')
      return words.notes ? line('manualNotes', { notes: words.notes }) : line('manual');
    return words.text;
  };
  const amount = formats.money(receipt.amount);
  const items = receipt.items.flatMap((item) => [
    line('item', { title: item.title, credits: formats.credits(item.creditsAdded) }),
    item.renewsOn
      ? line('renews', { date: formats.date(item.renewsOn) })
      : item.paidThrough === null
        ? line('never')
        : line('expires', { date: formats.date(item.paidThrough) }),
  ]);
  const text = [
    line('greeting', { name: receipt.inmate.firstName }),
    '',
    chargeFor === undefined ? line('intro') : line('chargeIntro'),
    '',
    line('date', { date: formats.date(receipt.date) }),
    line('amount', { amount }),
    receipt.cardLast4
      ? line('card', { last4: receipt.cardLast4 })
      : line('method', { method: methodText(receipt.paymentMethod) }),
    '',
    ...(chargeFor === undefined
      ? [line('items'), ...items]
      : [line('chargeFor', { description: chargeFor })]),
    '',
    line('closing'),
  ].join('\n');
  return { to: receipt.inmate.email, subject: line('subject', { amount }), text };
}

/**
 * Mails the receipt of a payment just booked. A mail that cannot go is logged, never thrown: the payment is booked
 * and a retried webhook must not book or mail it again.
 */
export async function sendReceipt(
  db: Db,
  mailer: Mailer,
  paymentId: number,
  chargeFor?: string,
): Promise<void> {
  try {
    const receipt = await receiptOfPayment(db, paymentId);
    if (receipt) await mailer.send(receiptMail(receipt, chargeFor));
  } catch (error) {
    console.error(
      `receipt of payment ${paymentId}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
