import { env } from 'cloudflare:workers';

/** The names of the KV keys starting with `prefix`. */
export async function kvKeys(prefix: string): Promise<string[]> {
  const { keys } = await env.KV.list({ prefix });
  return keys.map((key) => key.name);
}

/** The value of a `Set-Cookie` attribute set, e.g. `attributesOf(response, 'sid')`. */
export function setCookieFor(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}
