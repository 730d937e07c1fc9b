import { type ReceiptAnswer, receiptQuerySchema } from '@app/shared';
import { INMATE_OR_ADMIN, requireAccount } from '../account/viewer';
import { getDb } from '../db/client';
import { createRouter } from '../lib/router';
import { queryParams } from '../lib/validate';
import { isRefundedIntent, receiptAnswer, receiptOfIntent } from './receipt';

/**
 * GET {prefix}/api/getreceipt?paymentIntent= (issue 13 §4, not in the spec): the receipt panel of the detail page
 * after a card payment. The inmate, or an ADMIN acting as them (DESIGN.md "Who may call what": a read of the inmate's
 * own account, mounted under every prefix); a receipt is a payment record, which EMPLOYEE1 never receives (spec §6),
 * so they get 403 as on getinmatepayments. `pending` until the webhook has booked the payment, `refunded` once its
 * money went back; another inmate's payment answers `pending`, so nothing says it exists.
 */
export const receiptPrefixedRoutes = createRouter().get(
  '/api/getreceipt',
  requireAccount(INMATE_OR_ADMIN),
  queryParams(receiptQuerySchema),
  async (c) => {
    const { paymentIntent } = c.req.valid('query');
    const db = getDb(c.env.DB);
    const receipt = await receiptOfIntent(db, c.get('inmateId'), paymentIntent);
    if (!receipt && (await isRefundedIntent(db, c.get('inmateId'), paymentIntent))) {
      return c.json({ status: 'refunded' } satisfies ReceiptAnswer, 200);
    }
    return c.json(receiptAnswer(receipt) satisfies ReceiptAnswer, 200);
  },
);
