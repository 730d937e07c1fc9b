import { describe, expect, it } from 'vitest';
import { createInmate } from '../../test/fixtures';
import { call } from '../../test/http';
import { createCatalogue } from '../../test/offers';
import { db, paymentsOf, servicesOf } from '../../test/payment-flows';
import { expectRefusedWhenRemovedMeanwhile, type Removal } from '../admin/admin-test-helpers';
import { mailOutbox } from '../db/schema';

// docs/architecture.md "Back office API": manualpay books money the admin says they collected, so like every
// back-office write it requires its caller to be an ADMIN still when it books (auth/still-admin.ts). An ADMIN deleted
// or demoted while the request's body is on its way books nothing: 403 `Not allowed`.

describe.each<Removal>(['deleted', 'demoted'])('manualpay by an ADMIN %s meanwhile', (removal) => {
  it('books no payment and no service, and mails no receipt', async () => {
    const { chat } = await createCatalogue();
    const inmate = await createInmate();
    await expectRefusedWhenRemovedMeanwhile(
      removal,
      '/admin/api/manualpay',
      { text: 'Money order #7' },
      async (cookie) => {
        expect((await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie })).status).toBe(200);
        expect((await call('/api/selectoffers', { json: { AI_CHAT: chat.id }, cookie })).status).toBe(200);
      },
    );
    expect(await paymentsOf(inmate.id)).toEqual([]);
    expect(await servicesOf(inmate.id)).toEqual([]);
    expect((await db().select().from(mailOutbox)).filter((mail) => mail.to === inmate.email)).toEqual([]);
  });
});
