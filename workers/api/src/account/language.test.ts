import { describe, expect, it } from 'vitest';
import { inmateWithViewers } from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { call } from '../../test/http';
import { inmateRow } from './account-test-helpers';

// The language of the inmate's e-mails (receipts, low balance, a renewal that failed) is the one they read the site
// in: sign-in sets it from the browser, and the header's language choice while signed in sets it too
// (docs/decisions.md "The switcher").

describe('POST /api/savelanguage', () => {
  it('sets the language of the inmate’s e-mails to the one they chose on the site', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const session = await cookie('inmate');
    expect((await inmateRow(inmate.id))?.language).toBe('en');

    const response = await call('/api/savelanguage', { body: 'es', cookie: session });
    expect([response.status, await response.json()]).toEqual([200, { language: 'es' }]);
    expect((await inmateRow(inmate.id))?.language).toBe('es');

    const back = await call('/api/savelanguage', { json: 'en', cookie: session });
    expect(back.status).toBe(200);
    expect((await inmateRow(inmate.id))?.language).toBe('en');
  });

  it('refuses a language the site is not written in, changing nothing', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    const session = await cookie('inmate');
    for (const body of ['fr', '', 'ES ', '["es"]']) {
      const response = await call('/api/savelanguage', { body, cookie: session });
      expect([response.status, await response.json()]).toEqual([400, errorBody('Unknown language')]);
    }
    expect((await inmateRow(inmate.id))?.language).toBe('en');
  });

  it('is the inmate’s own: staff acting as them keep their own choice to themselves, the signed out are told to sign in', async () => {
    const { inmate, cookie } = await inmateWithViewers();
    for (const viewer of ['admin', 'employee1'] as const) {
      const response = await call('/api/savelanguage', { body: 'es', cookie: await cookie(viewer) });
      expect(response.status).toBe(403);
    }
    expect((await call('/api/savelanguage', { body: 'es' })).status).toBe(401);
    expect((await inmateRow(inmate.id))?.language).toBe('en');
  });
});
