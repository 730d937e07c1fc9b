import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageCsp } from '../../workers/api/src/lib/page-csp';
import { headersFor, parseHeadersFile, withLocalStripe } from './headers-file';

const FILES = [
  'shell/public/_headers',
  ...['offers', 'account', 'friends', 'admin'].map((name) => `frontends/${name}/public/_headers`),
];
const root = new URL('../../', import.meta.url);
const read = (file: string) => parseHeadersFile(readFileSync(new URL(file, root), 'utf8'));

describe('_headers files (issue 8 §5)', () => {
  it.each(FILES)('%s gives every page and asset the security headers', (file) => {
    const rules = read(file);
    for (const path of ['/', '/index.html', '/remoteEntry.js', '/assets/index-abc123.js']) {
      const headers = headersFor(rules, path);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self' https://js.stripe.com;");
      expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  it.each(FILES)(
    "%s carries the Worker's page policy, so a page is the same wherever it is served",
    (file) => {
      expect(headersFor(read(file), '/')['content-security-policy']).toBe(pageCsp({ remotes: [] }));
    },
  );

  it('lets the shell load the remotes: CORS on every remote file', () => {
    for (const file of FILES.slice(1)) {
      expect(headersFor(read(file), '/remoteEntry.js')['access-control-allow-origin']).toBe('*');
    }
  });
});

describe('parseHeadersFile and headersFor', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  X-A: one',
      '/assets/*',
      '  Cache-Control: immutable',
      '  X-A: two',
      '/u/:id',
      '  X-B: b',
    ].join('\n'),
  );

  it('applies every matching rule and joins a repeated name as Cloudflare does', () => {
    expect(headersFor(rules, '/assets/app.js')).toEqual({ 'x-a': 'one, two', 'cache-control': 'immutable' });
    expect(headersFor(rules, '/')).toEqual({ 'x-a': 'one' });
  });

  it('matches a :placeholder against one path segment only', () => {
    expect(headersFor(rules, '/u/7')).toEqual({ 'x-a': 'one', 'x-b': 'b' });
    expect(headersFor(rules, '/u/7/more')).toEqual({ 'x-a': 'one' });
  });

  it('refuses a header line outside a rule', () => {
    expect(() => parseHeadersFile('  X-A: one')).toThrow(/line 1/);
  });
});

describe('withLocalStripe', () => {
  it('admits the local stand-in wherever Stripe is admitted, and nowhere else', () => {
    const csp = pageCsp({ remotes: [] });
    const local = withLocalStripe({ 'content-security-policy': csp }, 'http://localhost:12111')[
      'content-security-policy'
    ];
    expect(local).toContain("script-src 'self' https://js.stripe.com http://localhost:12111;");
    expect(local).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com http://localhost:12111;',
    );
    expect(local).toContain("connect-src 'self' https://api.stripe.com http://localhost:12111;");
    expect(local).toContain("default-src 'self';");
    expect(local).toContain("img-src 'self' data: blob:;");
  });
});
