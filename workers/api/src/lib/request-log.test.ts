import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../env';
import { requestLog, SLOW_MS } from './request-log';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function app() {
  return new Hono<AppEnv>()
    .use('*', requestLog())
    .get('/ok', (c) => c.json({ ok: true }))
    .get('/broken', (c) => c.json({ error: 'Something went wrong' }, 500))
    .get('/slow', async (c) => {
      vi.setSystemTime(Date.now() + SLOW_MS);
      return c.json({ ok: true });
    });
}

describe('the request log', () => {
  it('writes a line for a server error and a slow answer, never the query string', async () => {
    const lines = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    await app().request('/broken?password=secret');
    await app().request('/slow');
    expect(lines.mock.calls.map(([line]) => String(line).replace(/ \d+ms$/, ''))).toEqual([
      'GET /broken 500',
      'GET /slow 200',
    ]);
    expect(String(lines.mock.calls[1]?.[0])).toMatch(/ \d{4,}ms$/);
  });

  it('writes nothing for an ordinary answer (the platform logs every request)', async () => {
    const lines = vi.spyOn(console, 'log').mockImplementation(() => {});
    await app().request('/ok');
    expect(lines).not.toHaveBeenCalled();
  });
});
