import { env } from 'cloudflare:workers';
import { audioFilesAnswerSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { signInAs } from '../../test/fixtures';
import { call, ORIGIN } from '../../test/http';
import { expectRefused } from '../admin/admin-test-helpers';
import { createApp } from '../app';
import { audioBytes, HEADS, list, r2Keys, replaceForm, uploaded } from './audio-test-helpers';

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

  it('answers the new file whole when a replace lands between reading the row and reading its bytes', async () => {
    const cookie = await signInAs('admin');
    const [file] = await uploaded(cookie);
    const id = file?.id ?? 0;
    const shorter = audioBytes(HEADS.wav, 1000, 7);
    // Once per request, a whole replace (new key, row moved, old key deleted) lands just after the player's size is
    // read, or just before the bytes are read when no range is asked.
    let replaced = false;
    const replaceOnce = async () => {
      if (replaced) return;
      replaced = true;
      const response = await call('/admin/api/replaceaudiofile', {
        cookie,
        body: replaceForm(id, shorter, 'audio/wav'),
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    };
    const replacedMeanwhile = new Proxy(env.FILES, {
      get(files, name) {
        if (name === 'head')
          return async (key: string) => {
            const head = await files.head(key);
            await replaceOnce();
            return head;
          };
        if (name === 'get')
          return async (...args: Parameters<R2Bucket['get']>) => {
            await replaceOnce();
            return files.get(...args);
          };
        const value = Reflect.get(files, name);
        return typeof value === 'function' ? value.bind(files) : value;
      },
    });
    for (const range of ['bytes=150000-150099', 'bytes=-100', 'bytes=500-', undefined]) {
      const [large] = await answer(
        'replaceaudiofile',
        audioFilesAnswerSchema,
        await call('/admin/api/replaceaudiofile', {
          cookie,
          body: replaceForm(id, audioBytes(HEADS.wav, 200_000)),
        }),
      );
      replaced = false;
      const response = await createApp().request(
        `${ORIGIN}${large?.uri}`,
        { headers: range ? { cookie, range } : { cookie } },
        { ...env, FILES: replacedMeanwhile },
      );
      // The whole of the new file (the row's new key), which the player asks ranges of again; not kept, as its
      // version is not the one asked for.
      expect([range, response.status, response.headers.get('content-length')]).toEqual([range, 200, '1000']);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(shorter);
    }
    expect(await r2Keys()).toHaveLength(1);
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
