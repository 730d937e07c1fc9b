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

/** Past this much, a refused body is cancelled rather than read to its end. */
const DRAIN_MAX = 64 * 1024 * 1024;

/**
 * Reads a refused body to its end and drops it, so the connection it came on can carry the next request; a body
 * longer than DRAIN_MAX is cancelled.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let drained = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    drained += value.byteLength;
    if (drained > DRAIN_MAX) {
      await reader.cancel('request body too large');
      return;
    }
  }
}

/**
 * The body of a request that states no length (chunked), read up to `maxSize` bytes; null past it, once the rest is
 * drained. Hono's bodyLimit stops reading there and leaves the stream half-read: under `wrangler dev` the next request
 * then failed with 503 ("Your worker restarted mid-request"), whoever sent it.
 */
async function readUpTo(body: ReadableStream<Uint8Array>, maxSize: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxSize) {
      await drain(reader);
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

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
    const { body, headers } = c.req.raw;
    if (!body) return next();
    const [, maxSize, message] = LARGER_LIMITS.find(([path]) => path.test(c.req.path)) ?? [
      null,
      DEFAULT_BODY_LIMIT,
      TOO_LARGE,
    ];
    // A stated length is checked before anything is read (hono's bodyLimit); a stream is read here, up to the limit.
    if (headers.has('content-length') && !headers.has('transfer-encoding')) {
      return limiterFor(maxSize, message)(c, next);
    }
    const read = await readUpTo(body, maxSize);
    if (read === null) fail(413, message);
    c.req.raw = new Request(c.req.raw, { body: read });
    return next();
  });
}
