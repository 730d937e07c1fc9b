import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { friendIntro } from '../db/schema';
import { forgetSharedAnswers } from '../lib/shared-answers';
import { DEFAULT_FRIEND_INTRO, DEFAULT_FRIEND_INTRO_ES, FRIEND_INTRO, sanitizeIntro } from './intro';

// The friend intro in each language (docs/decisions.md "Friend intro per language"): staff write one per language
// of the site; a language staff have not written yet shows the English intro they saved, or its own default.

async function shownIntro(query = ''): Promise<unknown> {
  const response = await call(`/api/getfriendintro${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

function saveIntro(cookie: string, body: string, query = '') {
  return call(`/admin/api/savefriendintro${query}`, {
    cookie,
    body,
    headers: { 'content-type': 'text/html' },
  });
}

describe('the friend intro per language', () => {
  it('answers the Spanish default, which states the pay of $.15 per minute, until one is saved', async () => {
    const { content } = (await shownIntro('?lang=es')) as { content: string };
    expect(content).toBe(sanitizeIntro(DEFAULT_FRIEND_INTRO_ES));
    expect(content).toContain('$.15/min');
    expect(await shownIntro('?lang=en')).toEqual({ content: sanitizeIntro(DEFAULT_FRIEND_INTRO) });
    expect(await shownIntro()).toEqual({ content: sanitizeIntro(DEFAULT_FRIEND_INTRO) });
  });

  it('saves each language apart, sanitised, and shows it in the very next read of that language', async () => {
    const cookie = await signInAs('admin');
    const spanish = await saveIntro(cookie, '<p onclick="x()">Hola</p><script>alert(1)</script>', '?lang=es');
    expect([spanish.status, await spanish.json()]).toEqual([200, { content: '<p>Hola</p>' }]);
    expect(await shownIntro('?lang=es')).toEqual({ content: '<p>Hola</p>' });
    expect(await shownIntro()).toEqual({ content: sanitizeIntro(DEFAULT_FRIEND_INTRO) });

    const english = await saveIntro(cookie, '<p>Hello</p>', '?lang=en');
    expect([english.status, await english.json()]).toEqual([200, { content: '<p>Hello</p>' }]);
    expect(await shownIntro()).toEqual({ content: '<p>Hello</p>' });
    expect(await shownIntro('?lang=es')).toEqual({ content: '<p>Hola</p>' });
    forgetSharedAnswers(); // another isolate: the KV copy
    expect(await shownIntro('?lang=es')).toEqual({ content: '<p>Hola</p>' });
    expect(await shownIntro('?lang=en')).toEqual({ content: '<p>Hello</p>' });
  });

  it('shows Spanish readers the English intro staff saved while they have written no Spanish one', async () => {
    await saveIntro(await signInAs('admin'), '<p>Now paid $.20/min</p>');
    expect(await shownIntro('?lang=es')).toEqual({ content: '<p>Now paid $.20/min</p>' });
  });

  it('keeps an intro saved before there were languages as the English one (no body for the other)', async () => {
    await getDb(env.DB).insert(friendIntro).values({ id: 1, content: '<p>Written long ago</p>' });
    forgetSharedAnswers();
    await env.KV.delete(FRIEND_INTRO.key);
    expect(await shownIntro()).toEqual({ content: '<p>Written long ago</p>' });
    expect(await shownIntro('?lang=es')).toEqual({ content: '<p>Written long ago</p>' });
  });

  it('never reads the one-language copy a previous deployment left in KV', async () => {
    await env.KV.put(
      'shared-answer:friend-intro',
      JSON.stringify({ getfriendintro: { content: '<p>Old</p>' } }),
    );
    forgetSharedAnswers();
    expect(await shownIntro('?lang=es')).toEqual({ content: sanitizeIntro(DEFAULT_FRIEND_INTRO_ES) });
    expect(await shownIntro()).toEqual({ content: sanitizeIntro(DEFAULT_FRIEND_INTRO) });
  });

  it.each(['?lang=fr', '?lang=', '?lang=ES&x=1', '?lang=en&lang=es'])(
    'answers 400 for an unknown language (%s), saving nothing',
    async (query) => {
      const read = await call(`/api/getfriendintro${query}`);
      expect([read.status, await read.json()]).toEqual([400, errorBody('lang must be en or es')]);
      const save = await saveIntro(await signInAs('admin'), '<p>Bonjour</p>', query);
      expect([save.status, await save.json()]).toEqual([400, errorBody('lang must be en or es')]);
      expect(await getDb(env.DB).select().from(friendIntro)).toEqual([]);
    },
  );

  it('lets only ADMIN save either language', async () => {
    for (const kind of ['inmate', 'friend', 'employee1'] as const) {
      const response = await saveIntro(await signInAs(kind), '<p>x</p>', '?lang=es');
      expect(response.status).toBe(403);
    }
    const anonymous = await call('/admin/api/savefriendintro?lang=es', {
      body: '<p>x</p>',
      headers: { 'content-type': 'text/html' },
    });
    expect(anonymous.status).toBe(401);
    expect(await shownIntro('?lang=es')).toEqual({ content: sanitizeIntro(DEFAULT_FRIEND_INTRO_ES) });
  });
});
