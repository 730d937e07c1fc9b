import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { fail } from './errors';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/**
 * File uploads (spec §7 uploadfile) may carry audio: docs/architecture.md allows 20 MB of file; the body may be
 * a little more (the multipart envelope and the description), the file's own size is checked by the route.
 */
export const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024 + 64 * 1024;
/** Staff's audio prompts (docs/architecture.md "Audio files"): 10 MB of file and room for the envelope and name. */
export const AUDIO_UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;
/** The profile's fields plus a 2 MB photo in base64 (4/3 of it) and some room. */
export const FRIEND_PROFILE_BODY_LIMIT = 3 * 1024 * 1024;
const TOO_LARGE = 'The request body is too large';

/** Paths that may receive more than the default, with their message; every other request is capped at 1 MB. */
const LARGER_LIMITS: ReadonlyArray<[RegExp, number, string]> = [
  [/^\/(admin\/|employee1\/)?api\/uploadfile$/, UPLOAD_BODY_LIMIT, 'The file must be at most 20 MB'],
  [
    /^\/(admin|employee1)\/api\/(uploadaudiofile|replaceaudiofile)$/,
    AUDIO_UPLOAD_BODY_LIMIT,
    'Audio files can be at most 10 MB',
  ],
  // A friend profile carries its photo as a data URL: 2 MB of picture is about 2.8 MB of base64 (friends/photos.ts).
  [
    /^\/api\/(updatefriendprofile|finishfriendregistration)$/,
    FRIEND_PROFILE_BODY_LIMIT,
    'image must be at most 2 MB',
  ],
];

/** Refuses bodies over the limit with 413 `{error}`; chunked bodies are read only up to the limit. */
export function bodySizeLimit() {
  const limiters = new Map<string, MiddlewareHandler>();
  const limiterFor = (maxSize: number, message: string) => {
    const key = `${maxSize} ${message}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: () => fail(413, message) });
      limiters.set(key, limiter);
    }
    return limiter;
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    // No body (every GET): nothing to limit, as hono's bodyLimit would decide after the lookup below.
    if (!c.req.raw.body) return next();
    const [, maxSize, message] = LARGER_LIMITS.find(([path]) => path.test(c.req.path)) ?? [
      null,
      DEFAULT_BODY_LIMIT,
      TOO_LARGE,
    ];
    return limiterFor(maxSize, message)(c, next);
  });
}
