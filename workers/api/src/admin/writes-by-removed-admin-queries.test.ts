import { jailSchema, offerSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { createEmployee, createInmate } from '../../test/fixtures';
import { createOffer } from '../../test/offers';
import { employees, jails, offers, settings } from '../db/schema';
import { deleteOffer, saveOffer } from '../offers/queries';
import { createJail, db, jailForm, offerForm } from './admin-test-helpers';
import { addEmployee } from './employee-queries';
import { saveJail } from './jail-queries';
import { SETTING_KEYS, saveSettingAs } from './settings-queries';

// The back-office writes straight on their queries (writes-by-removed-admin.test.ts goes through the API): each
// requires its actor to be an ADMIN when the statement runs, so an actor deleted or demoted before it changes nothing
// and answers `actor-not-admin`; an ADMIN's write is stored as before.

/** Actors who are no ADMIN by the time their write runs: one demoted to EMPLOYEE1, one deleted. */
async function formerAdmins() {
  const demoted = await createEmployee({ roles: ['EMPLOYEE1'] });
  const deleted = await createEmployee({ roles: ['ADMIN'] });
  await db().delete(employees).where(eq(employees.id, deleted.id));
  return [demoted.id, deleted.id];
}

/** An offer as updateoffer's schema leaves it. */
const offerData = offerSchema.parse(offerForm());

const newEmployee = (userName: string) => ({
  name: 'Front Desk',
  userName,
  passwordHash: 'hash',
  roles: ['EMPLOYEE1' as const],
});

describe('the back-office writes of an actor no longer ADMIN', () => {
  it('addEmployee adds no one', async () => {
    for (const actor of await formerAdmins()) {
      expect(await addEmployee(db(), actor, newEmployee(`desk${actor}`))).toBe('actor-not-admin');
    }
    expect(await db().select().from(employees)).toHaveLength(1);
  });

  it('saveJail adds no jail and changes none', async () => {
    const jail = await createJail();
    for (const actor of await formerAdmins()) {
      expect(await saveJail(db(), actor, jailSchema.parse(jailForm()))).toBe('actor-not-admin');
      expect(await saveJail(db(), actor, { ...jail, name: 'Renamed' })).toBe('actor-not-admin');
    }
    expect(await db().select().from(jails)).toEqual([jail]);
  });

  it('saveSettingAs saves no setting and changes none', async () => {
    await db().insert(settings).values({ key: SETTING_KEYS.friendRateCents, value: '15' });
    for (const actor of await formerAdmins()) {
      expect(await saveSettingAs(db(), actor, SETTING_KEYS.friendRateCents, '40')).toBe('actor-not-admin');
      expect(await saveSettingAs(db(), actor, SETTING_KEYS.assistantPhone, '+15555550123')).toBe(
        'actor-not-admin',
      );
    }
    expect(await db().select().from(settings)).toEqual([{ key: 'friend_rate_cents', value: '15' }]);
  });

  it('saveOffer and deleteOffer add, change, delete and retire no offer', async () => {
    const offer = await createOffer();
    const bought = await createOffer();
    await createService((await createInmate()).id, { offerId: bought.id });
    const before = await db().select().from(offers);
    for (const actor of await formerAdmins()) {
      expect(await saveOffer(db(), actor, offerData)).toBe('actor-not-admin');
      expect(await saveOffer(db(), actor, { ...offerData, id: offer.id })).toBe('actor-not-admin');
      expect(await deleteOffer(db(), actor, offer.id)).toBe('actor-not-admin');
      expect(await deleteOffer(db(), actor, bought.id)).toBe('actor-not-admin');
    }
    expect(await db().select().from(offers)).toEqual(before);
  });
});

describe('the back-office writes of an ADMIN', () => {
  it('store what a plain insert stores, defaults included', async () => {
    const admin = await createEmployee({ roles: ['ADMIN'] });
    const added = await addEmployee(db(), admin.id, newEmployee('desk'));
    const [row] = await db().select().from(employees).where(eq(employees.userName, 'desk'));
    expect(added).toEqual({ id: row?.id, name: 'Front Desk', userName: 'desk', roles: ['EMPLOYEE1'] });
    expect(row).toMatchObject({ passwordHash: 'hash', sessionGeneration: 0 });
    expect(row?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const offer = await saveOffer(db(), admin.id, offerData);
    expect(offer).toMatchObject({ title: 'Night Owl', priceCents: 1250, creditsIncluded: 250 });
    const [offerRow] = await db().select().from(offers);
    expect(offerRow).toMatchObject({ active: true, retired: false, serviceTypes: ['AI_CHAT'] });
    expect(await saveSettingAs(db(), admin.id, SETTING_KEYS.friendRateCents, '40')).toEqual({ value: '40' });
    expect(await saveSettingAs(db(), admin.id, SETTING_KEYS.friendRateCents, '41')).toEqual({ value: '41' });
  });
});
