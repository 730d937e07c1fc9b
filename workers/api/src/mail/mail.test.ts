import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer, httpMailer } from './mailer';

afterEach(() => {
  vi.restoreAllMocks();
});

const mail = { to: 'someone@example.com', subject: 'Hello', text: 'Body' };

describe('HTTP mail adapter', () => {
  it('POSTs {from, to, subject, text} as JSON with the bearer key', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 202 }));
    await httpMailer({
      url: 'https://mail.example.com/send',
      apiKey: 'key-1',
      from: 'support@example.com',
    }).send(mail);
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('https://mail.example.com/send');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer key-1');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ from: 'support@example.com', ...mail });
  });

  it('throws on a non-2xx answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 500 }));
    const mailer = httpMailer({ url: 'https://mail.example.com/send', apiKey: 'k', from: 'f@example.com' });
    await expect(mailer.send(mail)).rejects.toThrow('mail API answered 500');
  });

  it('is chosen by MAIL_ADAPTER=http; without its URL and key each send fails, never the code that books', async () => {
    const unconfigured = createMailer({ ...env, MAIL_ADAPTER: 'http' });
    await expect(unconfigured.send(mail)).rejects.toThrow('MAIL_API_URL and MAIL_API_KEY must be set');
    const mailer = createMailer({
      ...env,
      MAIL_ADAPTER: 'http',
      MAIL_API_URL: 'https://m',
      MAIL_API_KEY: 'k',
    });
    expect(mailer).toBeDefined();
  });
});
