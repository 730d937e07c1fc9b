import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { friendIntro } from '../db/schema';
import { forgetSharedAnswers } from '../lib/shared-answers';
import { DEFAULT_FRIEND_INTRO, FRIEND_INTRO, readIntro, sanitizeIntro } from './intro';

async function shownIntro(cookie?: string): Promise<unknown> {
  const response = await call('/api/getfriendintro', cookie ? { cookie } : {});
  expect(response.status).toBe(200);
  return response.json();
}

async function saveIntroAs(cookie: string, body: string) {
  const response = await call('/admin/api/savefriendintro', {
    cookie,
    body,
    headers: { 'content-type': 'text/html' },
  });
  expect(response.status).toBe(200);
}

// Known XSS payloads (OWASP filter evasion cheat sheet and the like): nothing that can run may survive.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img """><script>alert(1)</script>">',
  '<p><a href="https://ok.example"><img src=x onerror=alert(1)></a></p>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="https://ok.example" onclick="alert(1)" style="color:red">ok</a>',
];

/** Anything a browser would run or load from the sanitised HTML. */
const DANGEROUS = [
  /<script/i,
  /<iframe/i,
  /<svg/i,
  /<img/i,
  /<style/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<meta/i,
];
const DANGEROUS_ATTRIBUTES = [
  /\son\w+\s*=/i,
  /\sstyle\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /srcdoc/i,
];

describe('the friend intro sanitiser', () => {
  it.each(PAYLOADS)('leaves nothing dangerous of %s', (payload) => {
    const clean = sanitizeIntro(payload);
    for (const pattern of [...DANGEROUS, ...DANGEROUS_ATTRIBUTES]) expect(clean).not.toMatch(pattern);
    // Every link left is http(s) or mailto.
    for (const [, href] of clean.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:|mailto:)/);
  });

  it('keeps ordinary formatting and forces rel and target on links', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p>Text <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<a href="https://example.com/x?a=1&amp;b=2" target="_self" rel="opener">site</a><a href="mailto:a@example.com">mail</a>';
    expect(sanitizeIntro(html)).toBe(
      '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p>Text <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
        '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">site</a>' +
        '<a href="mailto:a@example.com" rel="noopener noreferrer nofollow" target="_blank">mail</a>',
    );
  });

  it('keeps the text of unknown tags and drops them', () => {
    expect(sanitizeIntro('<div><span>hello</span></div>')).toBe('hello');
  });
});

describe('GET /api/getfriendintro', () => {
  it('answers the default intro, which states the pay of $.15 per minute, until one is saved', async () => {
    const response = await call('/api/getfriendintro');
    expect(response.status).toBe(200);
    const { content } = (await response.json()) as { content: string };
    expect(content).toBe(sanitizeIntro(DEFAULT_FRIEND_INTRO));
    expect(content).toContain('$.15/min');
  });

  it('answers from memory or KV what the row gives, the same to anonymous visitors and every signed-in caller', async () => {
    const uncached = { content: await readIntro(getDb(env.DB)) };
    const first = await call('/api/getfriendintro');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.json()).toEqual(uncached);
    expect(await shownIntro()).toEqual(uncached);
    forgetSharedAnswers(); // another isolate: the KV copy
    expect(await shownIntro()).toEqual(uncached);
    for (const kind of ['inmate', 'friend', 'employee1', 'admin'] as const) {
      expect(await shownIntro(await signInAs(kind))).toEqual(uncached);
    }
    const etag = first.headers.get('etag') ?? '';
    expect((await call('/api/getfriendintro', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('sanitises a row written past savefriendintro (a seed, the D1 console) when it builds the answer', async () => {
    await getDb(env.DB)
      .insert(friendIntro)
      .values({ id: 1, content: '<p onclick="x()">Hi</p><script>alert(1)</script>' });
    await env.KV.delete(FRIEND_INTRO.key);
    forgetSharedAnswers();
    expect(await shownIntro()).toEqual({ content: '<p>Hi</p>' });
  });
});

describe('POST /admin/api/savefriendintro', () => {
  it('saves the sanitised HTML for the public, answering what was stored', async () => {
    const cookie = await signInAs('admin');
    const response = await call('/admin/api/savefriendintro', {
      cookie,
      body: '<h2>Join</h2><p onclick="x()">Paid $.15/min</p><script>alert(1)</script>',
      headers: { 'content-type': 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ content: '<h2>Join</h2><p>Paid $.15/min</p>' });
    const shown = await call('/api/getfriendintro');
    expect(await shown.json()).toEqual({ content: '<h2>Join</h2><p>Paid $.15/min</p>' });
  });

  it('shows each saved intro in the very next read, here and in another isolate (the KV copy)', async () => {
    const cookie = await signInAs('admin');
    const before = await call('/api/getfriendintro');
    await saveIntroAs(cookie, '<p>First</p>');
    expect(await shownIntro()).toEqual({ content: '<p>First</p>' });
    await saveIntroAs(cookie, '<p>Second</p>');
    expect(await shownIntro()).toEqual({ content: '<p>Second</p>' });
    forgetSharedAnswers();
    expect(await shownIntro()).toEqual({ content: '<p>Second</p>' });
    const etag = before.headers.get('etag') ?? '';
    expect((await call('/api/getfriendintro', { headers: { 'if-none-match': etag } })).status).toBe(200);
  });

  it('leaves the shown intro as it was when the save is refused', async () => {
    const shown = await shownIntro();
    const response = await call('/admin/api/savefriendintro', {
      cookie: await signInAs('employee1'),
      body: '<p>Not mine to change</p>',
      headers: { 'content-type': 'text/html' },
    });
    expect(response.status).toBe(403);
    expect(await shownIntro()).toEqual(shown);
  });

  it('takes the HTML as text or a JSON string; refuses any other body and leaves the intro as it was', async () => {
    const cookie = await signInAs('admin');
    const save = (body: BodyInit, type?: string) =>
      call('/admin/api/savefriendintro', { cookie, body, headers: type ? { 'content-type': type } : {} });
    expect((await save(JSON.stringify('<p>As a JSON string</p>'), 'application/json')).status).toBe(200);
    expect(await shownIntro()).toEqual({ content: '<p>As a JSON string</p>' });
    const form = new FormData();
    form.set('content', '<p>A form</p>');
    const refused: [BodyInit, string | undefined, number, string][] = [
      [JSON.stringify({ content: '<p>An object</p>' }), 'application/json', 400, 'Expected HTML text'],
      ['42', 'application/json', 400, 'Expected HTML text'],
      ['{"content":', 'application/json', 400, 'Malformed JSON in request body'],
      [form, undefined, 415, 'Expected HTML text'],
      ['content=%3Cp%3EA%20form%3C%2Fp%3E', 'application/x-www-form-urlencoded', 415, 'Expected HTML text'],
      ['<p>Bytes</p>', 'application/octet-stream', 415, 'Expected HTML text'],
    ];
    for (const [body, type, status, error] of refused) {
      const response = await save(body, type);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
    }
    expect(await shownIntro()).toEqual({ content: '<p>As a JSON string</p>' });
  });

  it('is for ADMIN only', async () => {
    const body = '<p>x</p>';
    const headers = { 'content-type': 'text/plain' };
    expect((await call('/admin/api/savefriendintro', { body, headers })).status).toBe(401);
    for (const kind of ['inmate', 'friend', 'employee1'] as const) {
      const response = await call('/admin/api/savefriendintro', {
        body,
        headers,
        cookie: await signInAs(kind),
      });
      expect(response.status).toBe(403);
    }
  });
});
