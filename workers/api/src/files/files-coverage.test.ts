import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { inmateWithViewers, staffAlone } from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { files } from '../db/schema';

// Coverage of the team's standard (success, validation failures, role checks) for the file calls whose existing
// tests miss a cell: the role refusals of getuploadedfiles and deletefile, the bad id of deletefile, and the prefix
// guards of createApp on the /admin and /employee1 copies of the calls (DESIGN.md "Who may call what").

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

function pngForm(description = 'letter') {
  const data = new Uint8Array(64);
  data.set(PNG);
  const form = new FormData();
  form.set('file', new File([data], 'letter.png', { type: 'image/png' }));
  form.set('description', description);
  return form;
}

const fileRows = () => getDb(env.DB).select().from(files);

/** An inmate with one uploaded file, and the viewers' sessions. */
async function inmateWithFile() {
  const viewers = await inmateWithViewers();
  const response = await call('/api/uploadfile', { body: pngForm(), cookie: await viewers.cookie('inmate') });
  expect(response.status).toBe(200);
  const file = (await response.json()) as { id: number };
  return { ...viewers, file };
}

const deleteFile = (body: string, cookie?: string, prefix = '') =>
  call(`${prefix}/api/deletefile`, {
    body,
    headers: { 'content-type': 'text/plain' },
    ...(cookie ? { cookie } : {}),
  });

/** The callers outside the account's roles, with what each must hear. */
async function outsiders() {
  return [
    ['anonymous', undefined, 401, errorBody('Please sign in')],
    ['friend', await signInAs('friend'), 403, errorBody('Not allowed')],
    [
      'ADMIN acting as nobody',
      (await staffAlone('ADMIN')).cookie,
      403,
      errorBody('Log in as an inmate first'),
    ],
  ] as const;
}

describe('GET /api/getuploadedfiles: role checks', () => {
  it('answers 401 anonymous, 403 to a friend and to staff acting as no inmate', async () => {
    await inmateWithFile();
    for (const [who, cookie, status, body] of await outsiders()) {
      const response = await call('/api/getuploadedfiles', cookie ? { cookie } : {});
      expect([who, response.status, await response.json()]).toEqual([who, status, body]);
    }
  });
});

describe('POST /api/deletefile', () => {
  it('refuses a body that is not a file id with 400 Invalid id and deletes nothing', async () => {
    const { cookie } = await inmateWithFile();
    const session = await cookie('inmate');
    for (const body of ['abc', '', '0', '-3', '1.5']) {
      const response = await deleteFile(body, session);
      expect([body, response.status, await response.json()]).toEqual([body, 400, errorBody('Invalid id')]);
    }
    expect(await fileRows()).toHaveLength(1);
    expect((await env.FILES.list()).objects).toHaveLength(1);
  });

  it('refuses callers outside the account and deletes nothing', async () => {
    const { file } = await inmateWithFile();
    for (const [who, cookie, status, body] of await outsiders()) {
      const response = await deleteFile(String(file.id), cookie);
      expect([who, response.status, await response.json()]).toEqual([who, status, body]);
    }
    expect(await fileRows()).toHaveLength(1);
    expect((await env.FILES.list()).objects).toHaveLength(1);
  });
});

describe('the /admin and /employee1 copies of the file calls: prefix guards', () => {
  it('refuse the inmate under either staff prefix, and EMPLOYEE1 acting as the inmate under /admin', async () => {
    const { cookie, file } = await inmateWithFile();
    const inmate = await cookie('inmate');
    const employee1 = await cookie('employee1');
    const refusals = [
      ['/admin', inmate],
      ['/employee1', inmate],
      ['/admin', employee1],
    ] as const;
    for (const [prefix, session] of refusals) {
      const attempts = [
        ['getuploadedfiles', await call(`${prefix}/api/getuploadedfiles`, { cookie: session })],
        ['uploadfile', await call(`${prefix}/api/uploadfile`, { body: pngForm('x'), cookie: session })],
        ['deletefile', await deleteFile(String(file.id), session, prefix)],
        ['files/:id', await call(`${prefix}/api/files/${file.id}`, { cookie: session })],
      ] as const;
      for (const [name, response] of attempts) {
        expect([prefix, name, response.status, await response.json()]).toEqual([
          prefix,
          name,
          403,
          errorBody('Not allowed'),
        ]);
      }
    }
    expect(await fileRows()).toHaveLength(1);
  });
});
