import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { APPROVED, dataUrl, PNG, PNG_BYTES, profile, signedInFriend } from './friend-test-helpers';
import { photoKey } from './photos';

const save = (cookie: string, image: unknown) =>
  call('/api/updatefriendprofile', { cookie, json: profile(image === undefined ? {} : { image }) });

describe('friend photos', () => {
  it('stores the photo in R2, answers its URL, and serves it to the friend and to an ADMIN only', async () => {
    const { friend, cookie } = await signedInFriend(APPROVED);
    const saved = await save(cookie, PNG);
    expect(saved.status).toBe(200);
    const { friend: answered } = (await saved.json()) as { friend: { image: string } };
    expect(answered.image).toMatch(new RegExp(`^/api/friendphoto/${friend.id}\\?v=.+`));
    expect(await env.FILES.head(photoKey(friend.id))).not.toBeNull();

    const own = await call(answered.image, { cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('cache-control')).toMatch(/^private/);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG_BYTES);

    expect((await call(answered.image, { cookie: await signInAs('admin') })).status).toBe(200);
    expect((await call(answered.image)).status).toBe(401);
    // EMPLOYEE1 has no friend screens (spec §6): Manage Friends and acting as a friend are ADMIN's.
    for (const kind of ['employee1', 'inmate', 'friend'] as const) {
      expect((await call(answered.image, { cookie: await signInAs(kind) })).status).toBe(403);
    }
    // The id is the friend's number as written in the URL, nothing a number parser would also read as it.
    for (const spelled of ['0x1', '1e0', '+1', '01', '1.0', '%201', '0b1', '0', '-1', 'abc']) {
      const id = spelled === '01' || spelled === '1.0' ? spelled.replace('1', String(friend.id)) : spelled;
      const response = await call(`/api/friendphoto/${id}`, { cookie });
      expect([id, response.status]).toEqual([id, 404]);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it('keeps the photo when image is absent and removes it when empty', async () => {
    const { friend, cookie } = await signedInFriend(APPROVED);
    await save(cookie, PNG);
    const kept = await save(cookie, undefined);
    expect(await kept.json()).toMatchObject({
      friend: { image: expect.stringContaining('/api/friendphoto/') },
    });
    const removed = await save(cookie, '');
    expect(await removed.json()).toMatchObject({ friend: { image: null } });
    expect(await env.FILES.head(photoKey(friend.id))).toBeNull();
  });

  it('refuses a picture whose bytes are not JPEG, PNG or WebP, or larger than 2 MB', async () => {
    const { cookie } = await signedInFriend(APPROVED);
    const gifBytes = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    for (const image of [
      dataUrl('image/png', html),
      dataUrl('image/jpeg', gifBytes),
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    ]) {
      const response = await save(cookie, image);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'image must be a PNG, JPEG or WebP picture',
        code: 'imageWrongType',
      });
    }
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    const tooLarge = await save(cookie, dataUrl('image/png', big));
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toEqual({ error: 'image must be at most 2 MB', code: 'imageTooLarge' });
  });

  it('takes a picture of 2 MB', async () => {
    const { cookie } = await signedInFriend(APPROVED);
    const largest = new Uint8Array(2 * 1024 * 1024);
    largest.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await save(cookie, dataUrl('image/jpeg', largest));
    expect(response.status).toBe(200);
  });
});
