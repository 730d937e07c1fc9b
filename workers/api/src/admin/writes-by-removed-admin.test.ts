import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { createOffer } from '../../test/offers';
import { employees, friendIntro, inmates, jails, offers, settings } from '../db/schema';
import {
  createJail,
  db,
  employeeForm,
  expectRefusedWhenRemovedMeanwhile,
  jailForm,
  offerForm,
  type Removal,
  type SlowBody,
} from './admin-test-helpers';

// docs/architecture.md "Back office API": the /admin/api guard lets an ADMIN's request through before its body is
// read, so another admin may delete or demote that ADMIN while the body is still arriving. Every back-office write
// then changes nothing and answers 403 `Not allowed`: the write itself requires its caller to be an ADMIN still.
// (The offer writes are /admin/api calls too; their tests stay here, beside the other back-office writes.)

type WriteCase = {
  /** What the write would do. */
  name: string;
  path: string;
  /** Builds what the write would touch; answers the body to send. */
  prepare: () => Promise<SlowBody>;
  /** What the write would change, read before and after. */
  state: () => Promise<unknown>;
};

const allJails = () => db().select().from(jails);
const allOffers = () => db().select().from(offers);
const allSettings = () => db().select().from(settings);

const WRITES: WriteCase[] = [
  {
    name: 'saveemployee adds no employee (no new ADMIN outlives its creator’s removal)',
    path: '/admin/api/saveemployee',
    prepare: async () => ({ json: employeeForm({ userName: 'backdoor', roles: ['ADMIN'] }) }),
    state: () => db().select().from(employees).where(eq(employees.userName, 'backdoor')),
  },
  {
    name: 'addjail adds no jail',
    path: '/admin/api/addjail',
    prepare: async () => ({ json: jailForm({ name: 'After Removal' }) }),
    state: allJails,
  },
  {
    name: 'addjail leaves the jail it would update as it was',
    path: '/admin/api/addjail',
    prepare: async () => ({ json: jailForm({ id: (await createJail()).id, name: 'Renamed' }) }),
    state: allJails,
  },
  {
    name: 'saveassistantphone saves no number',
    path: '/admin/api/saveassistantphone',
    prepare: async () => ({ text: '+15555550123' }),
    state: allSettings,
  },
  {
    name: 'savefriendrate keeps the rate',
    path: '/admin/api/savefriendrate',
    prepare: async () => {
      await db().insert(settings).values({ key: 'friend_rate_cents', value: '15' });
      return { text: '40' };
    },
    state: allSettings,
  },
  {
    name: 'updateoffer adds no offer',
    path: '/admin/api/updateoffer',
    prepare: async () => ({ json: offerForm() }),
    state: allOffers,
  },
  {
    name: 'updateoffer leaves the offer it would update as it was',
    path: '/admin/api/updateoffer',
    prepare: async () => ({ json: offerForm({ id: (await createOffer()).id, price: '1' }) }),
    state: allOffers,
  },
  {
    name: 'deleteoffer deletes no offer',
    path: '/admin/api/deleteoffer',
    prepare: async () => ({ text: String((await createOffer()).id) }),
    state: allOffers,
  },
  {
    name: 'deleteoffer retires no bought offer',
    path: '/admin/api/deleteoffer',
    prepare: async () => {
      const offer = await createOffer();
      await createService((await createInmate()).id, { offerId: offer.id });
      return { text: String(offer.id) };
    },
    state: allOffers,
  },
  {
    name: 'registerinmate registers no inmate',
    path: '/admin/api/registerinmate',
    prepare: async () => ({
      json: {
        firstName: 'Late',
        lastName: 'Arrival',
        username: 'latearrival',
        email: 'late.arrival@example.com',
        password: 'Inmate#2026x',
        reenterPassword: 'Inmate#2026x',
      },
    }),
    state: () => db().select({ id: inmates.id }).from(inmates),
  },
  {
    name: 'savefriendintro keeps the intro',
    path: '/admin/api/savefriendintro',
    prepare: async () => ({ text: '<p>Written by someone no longer an ADMIN</p>' }),
    state: () => db().select().from(friendIntro),
  },
];

describe.each<Removal>(['deleted', 'demoted'])('a back-office write of an ADMIN %s meanwhile', (removal) => {
  it.each(WRITES)('$name: 403 Not allowed', async ({ path, prepare, state }) => {
    const body = await prepare();
    const before = await state();
    await expectRefusedWhenRemovedMeanwhile(removal, path, body);
    expect(await state()).toEqual(before);
  });
});
