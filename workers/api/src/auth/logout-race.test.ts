import { env } from 'cloudflare:workers';
import { later } from '@app/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInmate, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';

// Logout ends the session on the server even when a request beside it rewrote the record it had read before the
// logout (a log-in-as: read, changed, written back; KV has no compare-and-set), auth/session.ts writeRecord.

afterEach(() => vi.restoreAllMocks());

const sidOf = (cookie: string) => /sid=([0-9a-f]{64})/.exec(cookie)?.[1] ?? '';

describe('GET /api/logout beside a write of the same session', () => {
  it('leaves the session ended when a log-in-as writes it back after the logout deleted it', async () => {
    const inmate = await createInmate();
    const cookie = await signInAs('admin');
    const key = `session:${sidOf(cookie)}`;
    // Only orders the two requests' KV writes of this session: the log-in-as writes after the logout deleted it.
    const [writeStarted, logoutDeleted] = [later<void>(), later<void>()];
    const [put, remove] = [env.KV.put.bind(env.KV), env.KV.delete.bind(env.KV)];
    vi.spyOn(env.KV, 'put').mockImplementation(async (name, ...rest) => {
      if (name === key) {
        writeStarted.resolve();
        await logoutDeleted.promise;
      }
      return put(name, ...(rest as [string]));
    });
    vi.spyOn(env.KV, 'delete').mockImplementation(async (name) => {
      if (name === key) await writeStarted.promise;
      await remove(name);
      if (name === key) logoutDeleted.resolve();
    });
    const [actingAs, loggedOut] = await Promise.all([
      call(`/admin/api/logininmate?id=${inmate.id}`, { cookie }),
      call('/api/logout', { cookie }),
    ]);
    expect([actingAs.status, loggedOut.status]).toEqual([200, 200]);
    vi.restoreAllMocks();

    expect(await env.KV.get(key)).toBeNull();
    expect(await (await call('/api/session', { cookie })).json()).toEqual({});
    expect((await call('/admin/api/getfriendrate', { cookie })).status).toBe(401);
  });
});
