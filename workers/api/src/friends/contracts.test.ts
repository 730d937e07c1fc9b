import {
  friendAnswerSchema,
  friendIntroAnswerSchema,
  friendProfileAnswerSchema,
  friendsAnswerSchema,
  registerFriendAnswerSchema,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { createFriend, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { adminActingAs, PNG, profile } from './friend-test-helpers';

describe('GET /admin/api/getfriends', () => {
  it('lists the friends by last name, first name, with photo URLs, for ADMIN only', async () => {
    const b = await createFriend({ firstName: 'Bea', lastName: 'Zed' });
    const a = await createFriend({ firstName: 'Al', lastName: 'Zed' });
    const c = await createFriend({ firstName: 'Cy', lastName: 'Adams', photoVersion: 'v1' });
    const cookie = await signInAs('admin');
    const list = await answer(
      'getfriends',
      friendsAnswerSchema,
      await call('/admin/api/getfriends', { cookie }),
    );
    expect(list.map((friend) => friend.id)).toEqual([c.id, a.id, b.id]);
    expect(list[0]?.image).toBe(`/api/friendphoto/${c.id}?v=v1`);
    expect((await call('/admin/api/getfriends')).status).toBe(401);
    for (const kind of ['inmate', 'friend', 'employee1'] as const) {
      expect((await call('/admin/api/getfriends', { cookie: await signInAs(kind) })).status).toBe(403);
    }
  });
});

describe('friend answers follow the shared contracts', () => {
  it('parses every friend answer with its schema', async () => {
    const registration = {
      firstName: 'Kim',
      lastName: 'Ray',
      username: 'kimray',
      email: 'kim@example.com',
      password: 'Secret#2026x',
      reenterPassword: 'Secret#2026x',
    };
    const registered = await call('/api/registerfriend', { json: registration });
    const cookie = registered.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    await answer('registerfriend', registerFriendAnswerSchema, registered);
    await answer('getfriendintro', friendIntroAnswerSchema, await call('/api/getfriendintro'));
    await answer('getfrienddetail', friendAnswerSchema, await call('/api/getfrienddetail', { cookie }));
    const finished = await call('/api/finishfriendregistration', { cookie, json: profile({ image: PNG }) });
    const { friend } = await answer('finishfriendregistration', friendProfileAnswerSchema, finished);
    const admin = await adminActingAs(friend.id);
    await answer(
      'savefriendintro',
      friendIntroAnswerSchema,
      await call('/admin/api/savefriendintro', {
        cookie: admin,
        body: '<p>x</p>',
        headers: { 'content-type': 'text/plain' },
      }),
    );
  });
});
