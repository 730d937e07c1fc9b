import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { call, ORIGIN } from '../../test/http';
import { expectRefused } from '../admin/admin-test-helpers';
import { createApp } from '../app';
import { audioBytes, HEADS, list, rows, uploaded } from './audio-test-helpers';

// The audio file manager's calls (spec §2 screen 20, docs/architecture.md "Audio files") against real D1 and R2.

describe('GET {prefix}/api/audiofiles/:id', () => {
  it('plays the bytes inline with their proven type, whole or by byte range', async () => {
    const cookie = await signInAs('admin');
    const data = audioBytes(HEADS.wav, 500);
    const [file] = await uploaded(cookie, { data, type: 'application/octet-stream' });
    const whole = await call(file?.uri ?? '', { cookie });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('content-disposition')).toBe('inline');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(data);

    const part = await call(file?.uri ?? '', { cookie, headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/500');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(data.slice(100, 200));
    const tail = await call(file?.uri ?? '', { cookie, headers: { range: 'bytes=-50' } });
    expect(tail.headers.get('content-range')).toBe('bytes 450-499/500');
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(data.slice(450));

    // Without the current version the answer is not kept by the browser.
    const unversioned = await call(`/admin/api/audiofiles/${file?.id}`, { cookie });
    expect(unversioned.headers.get('cache-control')).toBe('private, no-store');
    await unversioned.arrayBuffer();
  });

  it('answers a range that starts past the end with 416 and the size, and ignores ranges it does not serve', async () => {
    const cookie = await signInAs('admin');
    const data = audioBytes(HEADS.wav, 500);
    const [file] = await uploaded(cookie, { data });
    for (const range of ['bytes=500-', 'bytes=1000-2000', 'bytes=-0']) {
      const response = await call(file?.uri ?? '', { cookie, headers: { range } });
      expect([range, response.status, response.headers.get('content-range')]).toEqual([
        range,
        416,
        'bytes */500',
      ]);
      expect(await response.json()).toMatchObject({
        error: 'The requested part of the file is past its end',
      });
    }
    for (const range of ['bytes=0-1,5-6', 'bytes=5-2', 'items=0-1']) {
      const response = await call(file?.uri ?? '', { cookie, headers: { range } });
      expect([range, response.status]).toEqual([range, 200]);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(data);
    }
  });

  it('answers what R2 holds when the file is replaced between reading its size and its bytes', async () => {
    const cookie = await signInAs('admin');
    const [file] = await uploaded(cookie, { data: audioBytes(HEADS.wav, 200_000) });
    const [row] = await rows();
    const shorter = audioBytes(HEADS.wav, 1000, 7);
    // A replace (same R2 key) lands just after the player's size is read.
    const replacedAfterHead = new Proxy(env.FILES, {
      get(files, name) {
        if (name === 'head')
          return async (key: string) => {
            const head = await files.head(key);
            await files.put(key, shorter, { httpMetadata: { contentType: 'audio/wav' } });
            return head;
          };
        const value = Reflect.get(files, name);
        return typeof value === 'function' ? value.bind(files) : value;
      },
    });
    for (const range of ['bytes=150000-150099', 'bytes=-100', 'bytes=500-']) {
      await env.FILES.put(row?.r2Key ?? '', audioBytes(HEADS.wav, 200_000));
      const response = await createApp().request(
        `${ORIGIN}${file?.uri}`,
        { headers: { cookie, range } },
        { ...env, FILES: replacedAfterHead },
      );
      // The whole of the new file, which the player asks ranges of again.
      expect([range, response.status, response.headers.get('content-length')]).toEqual([range, 200, '1000']);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(shorter);
    }
  });

  it('plays for EMPLOYEE1 under /employee1 and answers 404 for an unknown file', async () => {
    const admin = await signInAs('admin');
    const data = audioBytes(HEADS.mp3);
    await uploaded(admin, { data, type: 'audio/mpeg' });
    const cookie = await signInAs('employee1');
    const [file] = await list(cookie, '/employee1');
    const response = await call(file?.uri ?? '', { cookie });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(data);
    await expectRefused(
      await call('/employee1/api/audiofiles/999999', { cookie }),
      404,
      'Audio file not found',
    );
  });
});
