import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { type CallOptions, call } from '../../test/http';
import { json } from '../admin/admin-test-helpers';
import { replaceForm, rows, uploaded, uploadForm } from './audio-test-helpers';

// DESIGN.md "Who may call what" for the audio file manager: staff only, under /admin (ADMIN) and /employee1
// (EMPLOYEE1 or ADMIN); anonymous 401, an inmate or a friend 403; no plain /api. Refused calls change nothing.

type Probe = { name: string; path: string; options: (id: number) => CallOptions };

const textId = (id: number): CallOptions => ({ body: String(id), headers: { 'content-type': 'text/plain' } });

const CALLS: Probe[] = [
  { name: 'getaudiofiles', path: 'getaudiofiles', options: () => ({}) },
  {
    name: 'uploadaudiofile',
    path: 'uploadaudiofile',
    options: () => ({ body: uploadForm({ name: 'Probe' }) }),
  },
  { name: 'replaceaudiofile', path: 'replaceaudiofile', options: (id) => ({ body: replaceForm(id) }) },
  { name: 'activateaudiofile', path: 'activateaudiofile', options: textId },
  { name: 'deleteaudiofile', path: 'deleteaudiofile', options: textId },
  { name: 'audiofiles/:id', path: 'audiofiles/', options: () => ({}) },
];

const urlOf = (prefix: string, probe: Probe, id: number) =>
  `${prefix}/api/${probe.path}${probe.path.endsWith('/') ? id : ''}`;

describe('who may call the audio file manager', () => {
  it.each(CALLS)(
    '$name: 401 anonymous, 403 inmate and friend, 403 EMPLOYEE1 under /admin, 404 plain /api',
    async (probe) => {
      const [file] = await uploaded(await signInAs('admin'));
      const id = file?.id ?? 0;
      const before = await rows();
      for (const prefix of ['/admin', '/employee1']) {
        const anonymous = await call(urlOf(prefix, probe, id), probe.options(id));
        expect([anonymous.status, await json(anonymous)], `anonymous ${prefix}`).toEqual([
          401,
          { error: 'Please sign in', code: 'signIn' },
        ]);
        for (const kind of ['inmate', 'friend'] as const) {
          const refused = await call(urlOf(prefix, probe, id), {
            ...probe.options(id),
            cookie: await signInAs(kind),
          });
          expect([refused.status, await json(refused)], `${kind} ${prefix}`).toEqual([
            403,
            { error: 'Not allowed', code: 'notAllowed' },
          ]);
        }
      }
      const employee = await call(urlOf('/admin', probe, id), {
        ...probe.options(id),
        cookie: await signInAs('employee1'),
      });
      expect([employee.status, await json(employee)]).toEqual([
        403,
        { error: 'Not allowed', code: 'notAllowed' },
      ]);
      const plain = await call(urlOf('', probe, id), {
        ...probe.options(id),
        cookie: await signInAs('admin'),
      });
      expect(plain.status).toBe(404);
      expect(await rows()).toEqual(before);
    },
  );

  it.each([
    ['ADMIN', '/admin', 'admin'],
    ['ADMIN', '/employee1', 'admin'],
    ['EMPLOYEE1', '/employee1', 'employee1'],
  ] as const)('%s may make every call under %s', async (_role, prefix, kind) => {
    const cookie = await signInAs(kind);
    for (const probe of CALLS) {
      const [file] = await uploaded(await signInAs('admin'), { name: `For ${probe.name}` });
      const id = file?.id ?? 0;
      const response = await call(urlOf(prefix, probe, id), { ...probe.options(id), cookie });
      expect(response.status, `${probe.name} ${prefix}`).toBe(200);
      await response.arrayBuffer();
    }
  });
});
