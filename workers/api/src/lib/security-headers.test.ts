import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { MANIFEST_KEY } from '../manifest/remotes';
import { API_CSP } from './security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('security headers (issue 8 §5)', () => {
  it("gives the shell's pages a CSP naming the remotes of REMOTES and the local Stripe, frames Stripe only", async () => {
    const response = await call('/inmates/login');
    const csp = response.headers.get('content-security-policy') ?? '';
    const script = directive(csp, 'script-src');
    expect(script).toMatch(/^script-src 'self' /);
    for (const port of [5101, 5102, 5103, 5104]) expect(script).toContain(`http://localhost:${port}`);
    expect(script).toContain('https://js.stripe.com');
    expect(script).toContain(`http://localhost:${env.STRIPE_API_PORT}`);
    expect(script).not.toContain('*');
    expect(directive(csp, 'frame-src')).toBe(
      `frame-src https://js.stripe.com https://hooks.stripe.com http://localhost:${env.STRIPE_API_PORT}`,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('follows the KV manifest, so a remote deployed to a new origin is admitted at once', async () => {
    await env.KV.put(
      MANIFEST_KEY,
      JSON.stringify({ remotes: { offers: 'https://v2-offers.example.workers.dev/remoteEntry.js' } }),
    );
    const csp = (await call('/')).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toContain('https://v2-offers.example.workers.dev');
    expect(directive(csp, 'script-src')).not.toContain('http://localhost:5101');
  });

  it('gives API answers a policy that admits nothing from elsewhere', async () => {
    const response = await call('/api/session');
    expect(response.headers.get('content-security-policy')).toBe(API_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("keeps the document-only headers for the shell's pages and off the API's JSON", async () => {
    const documentOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const page = await call('/inmates/login');
    const api = await call('/api/getactiveoffers');
    for (const name of documentOnly) {
      expect(page.headers.get(name), name).not.toBeNull();
      expect(api.headers.get(name), name).toBeNull();
    }
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers an unknown API path with the JSON 404, not with the shell', async () => {
    for (const path of ['/api/nothing-here', '/api']) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found', code: 'notFound' });
    }
  });
});
