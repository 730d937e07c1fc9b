import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { createApp } from '../src/app';
import { ORIGIN } from './http';

/** Where the production mail adapter sends in postWithFailingMail. */
export const MAIL_PROVIDER_URL = 'https://mail.example/send';

/**
 * POSTs `body` to `path` (JSON, or form data when it is FormData) on an app whose mail goes through the production
 * adapter (MAIL_ADAPTER `http`) to a provider that answers 503. Answers the response, whether the provider was
 * asked, and what was logged as an error.
 */
export async function postWithFailingMail(path: string, body: unknown, cookie?: string) {
  const failingMail = { ...env, MAIL_ADAPTER: 'http', MAIL_API_URL: MAIL_PROVIDER_URL, MAIL_API_KEY: 'k' };
  const provider = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }));
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const response = await createApp().request(
      `${ORIGIN}${path}`,
      {
        method: 'POST',
        headers: {
          ...(!(body instanceof FormData) && { 'content-type': 'application/json' }),
          ...(cookie && { cookie }),
        },
        body: body instanceof FormData ? body : JSON.stringify(body),
      },
      failingMail,
    );
    return {
      response,
      providerAsked: provider.mock.calls.some(([url]) => url === MAIL_PROVIDER_URL),
      errors: logged.mock.calls.map((args) => args.join(' ')),
    };
  } finally {
    provider.mockRestore();
    logged.mockRestore();
  }
}
