import { env } from 'cloudflare:workers';
import { type AudioFilesAnswer, audioFilesAnswerSchema } from '@app/shared';
import { vi } from 'vitest';
import { answer } from '../../test/contracts';
import { call, ORIGIN } from '../../test/http';
import { createApp } from '../app';
import { getDb } from '../db/client';
import { audioFiles } from '../db/schema';

// Shared by the audio file manager's API tests: real audio headers, the calls as the screen sends them.

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The first bytes of each format the manager takes, and of some it refuses. */
export const HEADS = {
  wav: [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVEfmt '), 16, 0, 0, 0],
  mp3: [...ascii('ID3'), 4, 0, 0, 0, 0, 0, 0x21, 0xff, 0xfb, 0x90],
  mp3Frame: [0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0],
  ogg: [...ascii('OggS'), 0, 2, 0, 0, 0, 0, 0, 0, 0, 0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
  flac: ascii('fLaC'),
  text: ascii('just some text, not audio'),
} as const;

/** `size` bytes starting with `head`, then a counting pattern (so two files of one head differ by `seed`). */
export function audioBytes(head: readonly number[], size = 256, seed = 0) {
  const data = new Uint8Array(size);
  for (let index = head.length; index < size; index += 1) data[index] = (index + seed) % 251;
  data.set(head);
  return data;
}

export type Upload = { name?: string; purpose?: string; data?: Uint8Array; type?: string; fileName?: string };

/** The upload form's fields; `data: undefined` with `fileName: ''` is an input left empty. */
export function uploadForm({
  name = 'Welcome',
  purpose = 'GREETING',
  data = audioBytes(HEADS.wav),
  type = 'audio/wav',
  fileName = 'welcome.wav',
}: Upload = {}) {
  const form = new FormData();
  form.set('name', name);
  form.set('purpose', purpose);
  form.set('file', new File([data], fileName, { type }));
  return form;
}

export const uploadAudio = (cookie: string, upload: Upload = {}, prefix = '/admin') =>
  call(`${prefix}/api/uploadaudiofile`, { cookie, body: uploadForm(upload) });

/** Uploads and answers the list, parsed with the contract. */
export async function uploaded(cookie: string, upload: Upload = {}, prefix = '/admin') {
  return answer('uploadaudiofile', audioFilesAnswerSchema, await uploadAudio(cookie, upload, prefix));
}

export function replaceForm(id: number | string, data = audioBytes(HEADS.mp3), type = 'audio/mpeg') {
  const form = new FormData();
  form.set('id', String(id));
  form.set('file', new File([data], 'new.mp3', { type }));
  return form;
}

/** POST with the raw id as the body, as the screen sends activate and delete. */
export const postId = (path: string, cookie: string, id: number | string) =>
  call(path, { cookie, body: String(id), headers: { 'content-type': 'text/plain' } });

export const rows = () => getDb(env.DB).select().from(audioFiles).orderBy(audioFiles.id);

export const r2Keys = async () => (await env.FILES.list({ prefix: 'audio/' })).objects.map((o) => o.key);

export async function r2Bytes(key: string) {
  const object = await env.FILES.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

/** The list's [name, purpose, active] triples, as the screen groups them. */
export const summary = (list: AudioFilesAnswer) => list.map((file) => [file.name, file.purpose, file.active]);

/** GET {prefix}/api/getaudiofiles, parsed with the contract. */
export const list = async (cookie: string, prefix = '/admin') =>
  answer('getaudiofiles', audioFilesAnswerSchema, await call(`${prefix}/api/getaudiofiles`, { cookie }));

type SessionHooks = { prepare?: (query: string) => void; batch?: () => Promise<void> };

/**
 * Every request's D1 session (db/client.ts d1Session) runs `hooks` before its own prepare and batch: throw to fail a
 * statement, await to let another call land first. Undo with vi.restoreAllMocks().
 */
export function hookD1Sessions(hooks: SessionHooks) {
  const withSession = env.DB.withSession.bind(env.DB);
  vi.spyOn(env.DB, 'withSession').mockImplementation((start) => {
    const session = withSession(start);
    return Object.assign(Object.create(session), {
      prepare: (query: string) => {
        hooks.prepare?.(query);
        return session.prepare(query);
      },
      batch: async (statements: D1PreparedStatement[]) => {
        await hooks.batch?.();
        return session.batch(statements);
      },
    });
  });
}

/**
 * Starts a replace whose R2 write is held once done: `written` settles when its new bytes are in R2, `release` lets
 * it go on (its row update, then its answer).
 */
export async function replaceHeldAfterPut(cookie: string, id: number, data: Uint8Array<ArrayBuffer>) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let wrote: () => void = () => {};
  const written = new Promise<void>((resolve) => {
    wrote = resolve;
  });
  const heldPut = new Proxy(env.FILES, {
    get(files, name) {
      if (name === 'put')
        return async (...args: Parameters<R2Bucket['put']>) => {
          const result = await files.put(...args);
          wrote();
          await released;
          return result;
        };
      const value = Reflect.get(files, name);
      return typeof value === 'function' ? value.bind(files) : value;
    },
  });
  const answered = createApp().request(
    `${ORIGIN}/admin/api/replaceaudiofile`,
    { method: 'POST', headers: { cookie }, body: replaceForm(id, data) },
    { ...env, FILES: heldPut },
  );
  await written;
  return { release, answered };
}
