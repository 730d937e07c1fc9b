import { type ReceiptAnswer, receiptQuerySchema } from '@app/shared';
import { requireInmate } from '../auth/guards';
import { getDb } from '../db/client';
import { createRouter } from '../lib/router';
import { queryParams } from '../lib/validate';
import { receiptAnswer, receiptOfIntent } from './receipt';

/**
 * GET {prefix}/api/getreceipt?paymentIntent= (issue 13 §4, not in the spec): the receipt panel of the detail page
 * after a card payment. The inmate, or staff acting as them (DESIGN.md "Who may call what": a read of the inmate's
 * own account, mounted under every prefix). `pending` until the webhook has booked the payment; another inmate's
 * payment answers the same, so nothing says it exists.
 */
export const receiptPrefixedRoutes = createRouter().get(
  '/api/getreceipt',
  requireInmate(),
  queryParams(receiptQuerySchema),
  async (c) => {
    const { paymentIntent } = c.req.valid('query');
    const receipt = await receiptOfIntent(getDb(c.env.DB), c.get('inmateId'), paymentIntent);
    return c.json(receiptAnswer(receipt) satisfies ReceiptAnswer, 200);
  },
);
