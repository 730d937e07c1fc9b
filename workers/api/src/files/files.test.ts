import { env } from 'cloudflare:workers';
import { MISMATCH_MESSAGE, WRONG_TYPE_MESSAGE } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { type AccountViewer, inmateWithViewers, PREFIX, staffAlone } from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { files } from '../db/schema';
import { MAX_FILE_BYTES } from './routes';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const MP3 = [...'ID3'].map((char) => char.charCodeAt(0)).concat([4, 0, 0, 0, 0, 0, 0x21, 0xff, 0xfb, 0x90]);
const PDF = [...'%PDF-1.7\n%âãÏÓ\n'].map((char) => char.charCodeAt(0) & 0xff);

function bytes(head: number[], size = 64) {
  const data = new Uint8Array(size);
  data.set(head);
  return data;
}

function uploadForm(file: { data: Uint8Array; type: string; name?: string }, description?: string) {
  const form = new FormData();
  form.set('file', new File([file.data], file.name ?? 'upload.bin', { type: file.type }));
  if (description !== undefined) form.set('description', description);
  return form;
}

async function upload(
  cookie: string,
  file: { data: Uint8Array; type: string; name?: string },
  description?: string,
  prefix = '',
) {
  return call(`${prefix}/api/uploadfile`, { body: uploadForm(file, description), cookie });
}

const fileRows = () => getDb(env.DB).select().from(files);

describe('POST {prefix}/api/uploadfile', () => {
  it.each<[AccountViewer, boolean]>([
    ['inmate', true],
    ['admin', true],
    ['employee1', false],
  ])('stores the file in R2 for %s under their prefix and answers the code', async (viewer, seesCode) => {
    const { inmate, cookie } = await inmateWithViewers({ secretCode: '654321' });
    const response = await upload(
      await cookie(viewer),
      { data: bytes(MP3, 2048), type: 'audio/mpeg', name: 'song.mp3' },
      ' Birthday song ',
      PREFIX[viewer],
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      code: expect.stringMatching(/^\d{6}$/),
      description: 'Birthday song',
      contentType: 'audio/mpeg',
      size: 2048,
      uri: `/api/files/${body.id}`,
    });
    if (seesCode) expect(body.secretCode).toBe('654321');
    else expect(body).not.toHaveProperty('secretCode');
    const [row] = await fileRows();
    expect(row).toMatchObject({
      inmateId: inmate.id,
      code: body.code,
      contentType: 'audio/mpeg',
      size: 2048,
    });
    expect(row?.r2Key).toMatch(new RegExp(`^inmates/${inmate.id}/[0-9a-f-]{36}$`));
    const object = await env.FILES.get(row?.r2Key ?? '');
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes(MP3, 2048));
  });

  it('takes images and PDFs; the description is optional', async () => {
    const { cookie } = await inmateWithViewers();
    const session = await cookie('inmate');
    expect((await upload(session, { data: bytes(PNG), type: 'image/png' })).status).toBe(200);
    const pdf = await upload(session, { data: bytes(PDF), type: 'application/pdf' });
    expect(pdf.status).toBe(200);
    expect(await pdf.json()).toMatchObject({ description: '', contentType: 'application/pdf' });
  });

  it('refuses a file over 20 MB with 413 and stores nothing', async () => {
    const { cookie } = await inmateWithViewers();
    const response = await upload(await cookie('inmate'), {
      data: bytes(MP3, MAX_FILE_BYTES + 1),
      type: 'audio/mpeg',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The file must be at most 20 MB', code: 'fileTooLarge' });
    expect(await fileRows()).toEqual([]);
    expect((await env.FILES.list()).objects).toEqual([]);
  });

  it('takes a file of exactly 20 MB', async () => {
    const { cookie } = await inmateWithViewers();
    const response = await upload(await cookie('inmate'), {
      data: bytes(MP3, MAX_FILE_BYTES),
      type: 'audio/mpeg',
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a program', bytes([0x4d, 0x5a, 0x90, 0]), 'application/x-msdownload', WRONG_TYPE_MESSAGE],
    [
      'an SVG picture',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'image/svg+xml',
      WRONG_TYPE_MESSAGE,
    ],
    [
      'HTML declared as a picture',
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      'image/png',
      MISMATCH_MESSAGE,
    ],
    ['a PDF declared as audio', bytes(PDF), 'audio/mpeg', MISMATCH_MESSAGE],
    ['text without a type', new TextEncoder().encode('just some text here'), '', WRONG_TYPE_MESSAGE],
    [
      'a video container declared as a picture',
      bytes([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]),
      'image/png',
      MISMATCH_MESSAGE,
    ],
  ])('refuses %s with 415', async (_name, data, type, error) => {
    const { cookie } = await inmateWithViewers();
    const response = await upload(await cookie('inmate'), { data, type });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(errorBody(error));
    expect(await fileRows()).toEqual([]);
  });

  it('answers 400 without a file, or with an empty one', async () => {
    const { cookie } = await inmateWithViewers();
    const session = await cookie('inmate');
    const noFile = await call('/api/uploadfile', { form: { description: 'x' }, cookie: session });
    expect([noFile.status, await noFile.json()]).toEqual([
      400,
      { error: 'Please choose a file', code: 'chooseFile' },
    ]);
    const empty = await upload(session, { data: new Uint8Array(0), type: 'audio/mpeg' });
    expect([empty.status, await empty.json()]).toEqual([
      400,
      { error: 'The file is empty', code: 'fileEmpty' },
    ]);
  });

  it('answers 401 without a session and 403 for a friend or staff not acting as an inmate', async () => {
    const file = { data: bytes(PNG), type: 'image/png' };
    expect((await upload('', file)).status).toBe(401);
    expect((await upload(await signInAs('friend'), file)).status).toBe(403);
    expect((await upload((await staffAlone('ADMIN')).cookie, file, undefined, '/admin')).status).toBe(403);
    expect(await fileRows()).toEqual([]);
  });
});

describe('GET {prefix}/api/getuploadedfiles and POST {prefix}/api/deletefile', () => {
  it('lists only the inmate’s own files, newest first', async () => {
    const { cookie } = await inmateWithViewers();
    const other = await inmateWithViewers();
    const session = await cookie('inmate');
    await upload(await other.cookie('inmate'), { data: bytes(PNG), type: 'image/png' }, 'theirs');
    await upload(session, { data: bytes(PNG), type: 'image/png' }, 'first');
    await upload(session, { data: bytes(MP3), type: 'audio/mpeg' }, 'second');
    for (const [viewer, prefix] of [
      ['inmate', ''],
      ['employee1', '/employee1'],
    ] as const) {
      const response = await call(`${prefix}/api/getuploadedfiles`, {
        cookie: viewer === 'inmate' ? session : await cookie(viewer),
      });
      expect(response.status).toBe(200);
      const list = (await response.json()) as { description: string; code: string; uri: string }[];
      expect(list.map((file) => file.description)).toEqual(['second', 'first']);
    }
  });

  it('deletes the inmate’s file from D1 and R2 and answers the rest', async () => {
    const { cookie } = await inmateWithViewers();
    const session = await cookie('inmate');
    const kept = (await (await upload(session, { data: bytes(PNG), type: 'image/png' }, 'kept')).json()) as {
      id: number;
    };
    const gone = (await (await upload(session, { data: bytes(PNG), type: 'image/png' }, 'gone')).json()) as {
      id: number;
    };
    const response = await call('/admin/api/deletefile', {
      body: String(gone.id),
      headers: { 'content-type': 'text/plain' },
      cookie: await cookie('admin'),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: number }[]).map((file) => file.id)).toEqual([kept.id]);
    expect((await fileRows()).map((file) => file.id)).toEqual([kept.id]);
    expect((await env.FILES.list()).objects).toHaveLength(1);
  });

  it('refuses to delete another inmate’s file', async () => {
    const { cookie } = await inmateWithViewers();
    const other = await inmateWithViewers();
    const theirs = (await (
      await upload(await other.cookie('inmate'), { data: bytes(PNG), type: 'image/png' })
    ).json()) as { id: number };
    const response = await call('/api/deletefile', {
      body: String(theirs.id),
      headers: { 'content-type': 'text/plain' },
      cookie: await cookie('inmate'),
    });
    expect([response.status, await response.json()]).toEqual([
      404,
      { error: 'File not found', code: 'fileNotFound' },
    ]);
    expect(await fileRows()).toHaveLength(1);
    expect((await env.FILES.list()).objects).toHaveLength(1);
  });
});

describe('GET /api/files/:id', () => {
  it('serves the file to its inmate and to staff acting as them, as a download of the proven type', async () => {
    const { cookie } = await inmateWithViewers();
    const uploaded = (await (
      await upload(await cookie('inmate'), { data: bytes(MP3, 300), type: 'audio/mpeg' })
    ).json()) as { id: number; code: string; uri: string };
    for (const session of [await cookie('inmate'), await cookie('employee1'), await cookie('admin')]) {
      const response = await call(uploaded.uri, { cookie: session });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${uploaded.code}.mp3"`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes(MP3, 300));
    }
  });

  it('refuses another inmate (404), a friend (403) and no session (401)', async () => {
    const { cookie } = await inmateWithViewers();
    const uploaded = (await (
      await upload(await cookie('inmate'), { data: bytes(PNG), type: 'image/png' })
    ).json()) as { uri: string };
    const stranger = await inmateWithViewers();
    expect((await call(uploaded.uri, { cookie: await stranger.cookie('inmate') })).status).toBe(404);
    expect((await call(uploaded.uri, { cookie: await signInAs('friend') })).status).toBe(403);
    expect((await call(uploaded.uri)).status).toBe(401);
    expect((await call('/api/files/999999', { cookie: await cookie('inmate') })).status).toBe(404);
  });

  it('is an inmate’s file: staff act as that inmate first, and staff acting as another get 404', async () => {
    const { cookie } = await inmateWithViewers();
    const uploaded = (await (
      await upload(await cookie('inmate'), { data: bytes(PNG), type: 'image/png' })
    ).json()) as { uri: string };
    for (const role of ['ADMIN', 'EMPLOYEE1'] as const) {
      const alone = await call(uploaded.uri, { cookie: (await staffAlone(role)).cookie });
      expect(alone.status).toBe(403);
      expect(await alone.json()).toMatchObject({ error: 'Log in as an inmate first' });
    }
    const other = await inmateWithViewers();
    for (const viewer of ['admin', 'employee1'] as const) {
      expect((await call(uploaded.uri, { cookie: await other.cookie(viewer) })).status).toBe(404);
    }
  });
});
