import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar';
import { percentile, StepStats } from './latency-stats';

describe('percentile', () => {
  it('answers the nearest-rank value', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('StepStats', () => {
  it('counts failures with their latency and keeps a few messages', () => {
    const stats = new StepStats();
    stats.record(10);
    for (let i = 0; i < 5; i += 1) stats.fail(30, `500 #${i}`);
    expect(stats.summary()).toEqual({ requests: 6, errors: 5, p50: 30, p99: 30 });
    expect(stats.samples).toEqual(['500 #0', '500 #1', '500 #2']);
  });
});

describe('CookieJar', () => {
  it('keeps the cookies an answer sets and forgets the ones it deletes', () => {
    const jar = new CookieJar();
    expect(jar.header()).toBeUndefined();
    const headers = new Headers();
    headers.append('set-cookie', 'session=abc; Path=/; HttpOnly');
    headers.append('set-cookie', 'theme=dark; Path=/');
    jar.take(new Response(null, { headers }));
    expect(jar.header()).toBe('session=abc; theme=dark');
    const logout = new Headers();
    logout.append('set-cookie', 'session=; Path=/; Max-Age=0');
    jar.take(new Response(null, { headers: logout }));
    expect(jar.header()).toBe('theme=dark');
  });
});
