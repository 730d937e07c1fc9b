import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentMethod, createService } from '../../test/account-fixtures';
import { createFriend, createInmate } from '../../test/fixtures';
import { call } from '../../test/http';
import {
  deleteEmployee,
  expectRefused,
  expectRefusedWhenRemovedMeanwhile,
  postWhile,
  type Removal,
  type SlowBody,
  signedInStaff,
} from '../admin/admin-test-helpers';
import { fakePayments } from '../charges/charges-test-helpers';
import { getDb } from '../db/client';
import { auxiliaryCreditCharges, friends, inmates } from '../db/schema';
import { APPROVED, profile, REGISTRATION } from '../friends/friend-test-helpers';
import { setPaymentsForTests } from '../payments/provider';

// Staff acting as an inmate or a friend are decided by the account guards before the body arrives (as the /admin/api
// guard decides the back office's writes: auth/still-admin.ts). A staff member deleted or demoted by another ADMIN
// while such a body is on its way changes nothing and charges no card: the guard's staff member is confirmed again
// once the body is read (docs/architecture.md "Back office API").

afterEach(() => setPaymentsForTests(undefined));

const db = () => getDb(env.DB);

/** `cookie`'s staff member acts as `inmateId` (GET {prefix}/api/logininmate). */
async function actAsInmate(cookie: string, inmateId: number, prefix = '/admin') {
  expect((await call(`${prefix}/api/logininmate?id=${inmateId}`, { cookie })).status).toBe(200);
}

const inmateRow = async (id: number) => (await db().select().from(inmates).where(eq(inmates.id, id)))[0];

describe.each<Removal>(['deleted', 'demoted'])('an ADMIN acting as an inmate, %s meanwhile', (removal) => {
  it('charges no card on file (auxiliarychargecurrencywithmethodonfile)', async () => {
    const asked = fakePayments();
    const inmate = await createInmate();
    await createService(inmate.id, { recurringPayments: true });
    await createPaymentMethod(inmate.id, { stripeCustomerId: 'cus_9', stripePaymentMethodId: 'pm_9' });
    await expectRefusedWhenRemovedMeanwhile(
      removal,
      '/admin/api/auxiliarychargecurrencywithmethodonfile',
      { form: { amount: '7', description: 'Replacement tablet' } },
      (cookie) => actAsInmate(cookie, inmate.id),
    );
    expect(asked).toEqual([]);
  });

  it('opens no card form for a money charge (auxiliarychargecurrency)', async () => {
    const asked = fakePayments();
    const inmate = await createInmate();
    await expectRefusedWhenRemovedMeanwhile(
      removal,
      '/admin/api/auxiliarychargecurrency',
      { form: { amount: '7', description: 'Replacement tablet' } },
      (cookie) => actAsInmate(cookie, inmate.id),
    );
    expect(asked).toEqual([]);
  });

  it('takes no credits (auxiliarychargecredits)', async () => {
    const inmate = await createInmate();
    const service = await createService(inmate.id, { remainingTenths: 500 });
    await expectRefusedWhenRemovedMeanwhile(
      removal,
      '/admin/api/auxiliarychargecredits',
      { form: { serviceId: String(service.id), credits: '5', description: 'Replacement tablet' } },
      (cookie) => actAsInmate(cookie, inmate.id),
    );
    expect(await db().select().from(auxiliaryCreditCharges)).toEqual([]);
  });

  it.each<[string, SlowBody]>([
    ['/admin/api/saveadminnotes', { text: 'Moved to block C' }],
    ['/api/savename', { form: { firstName: 'Changed', lastName: 'Name' } }],
    ['/api/saveemail', { text: 'changed@example.com' }],
  ])('changes nothing of the account (%s)', async (path, body) => {
    const inmate = await createInmate();
    const before = await inmateRow(inmate.id);
    await expectRefusedWhenRemovedMeanwhile(removal, path, body, (cookie) => actAsInmate(cookie, inmate.id));
    expect(await inmateRow(inmate.id)).toEqual(before);
  });

  it.each<[string, SlowBody]>([
    ['as JSON', { json: REGISTRATION }],
    ['as a form', { form: REGISTRATION }],
  ])('registers no friend (registerfriend %s)', async (_how, body) => {
    await expectRefusedWhenRemovedMeanwhile(removal, '/api/registerfriend', body);
    expect(await db().select().from(friends).where(eq(friends.username, REGISTRATION.username))).toEqual([]);
  });

  it('changes nothing of a friend it acts as (updatefriendprofile)', async () => {
    const friend = await createFriend({ ...APPROVED, description: 'Before' });
    await expectRefusedWhenRemovedMeanwhile(
      removal,
      '/api/updatefriendprofile',
      { json: profile({ description: 'Changed meanwhile' }) },
      async (cookie) => {
        expect((await call(`/admin/api/loginfriend?id=${friend.id}`, { cookie })).status).toBe(200);
      },
    );
    const [row] = await db().select().from(friends).where(eq(friends.id, friend.id));
    expect(row?.description).toBe('Before');
  });
});

describe('an EMPLOYEE1 acting as an inmate, deleted meanwhile', () => {
  it('takes no credits and leaves the notes', async () => {
    const inmate = await createInmate();
    const service = await createService(inmate.id, { remainingTenths: 500 });
    const remover = await signedInStaff();
    for (const [path, body] of [
      [
        '/employee1/api/auxiliarychargecredits',
        { form: { serviceId: String(service.id), credits: '5', description: 'Replacement tablet' } },
      ],
      ['/employee1/api/saveadminnotes', { text: 'Moved to block C' }],
    ] as [string, SlowBody][]) {
      const { employee, cookie } = await signedInStaff(['EMPLOYEE1']);
      await actAsInmate(cookie, inmate.id, '/employee1');
      const response = await postWhile(path, cookie, body, async () => {
        expect((await deleteEmployee(remover.cookie, employee.id)).status).toBe(200);
      });
      await expectRefused(response, 403, 'Not allowed');
    }
    expect(await db().select().from(auxiliaryCreditCharges)).toEqual([]);
    expect((await inmateRow(inmate.id))?.adminNotes).toBe(inmate.adminNotes);
  });

  it('still writes for a staff member who stays (the check refuses only the removed)', async () => {
    const inmate = await createInmate();
    const { cookie } = await signedInStaff(['EMPLOYEE1']);
    await actAsInmate(cookie, inmate.id, '/employee1');
    const response = await postWhile(
      '/employee1/api/saveadminnotes',
      cookie,
      { text: 'Kept' },
      async () => {},
    );
    expect(response.status).toBe(200);
    expect((await inmateRow(inmate.id))?.adminNotes).toBe('Kept');
  });
});
