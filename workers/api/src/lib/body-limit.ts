import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** File uploads (spec §7 uploadfile) may carry audio: docs/architecture.md allows 20 MB. */
export const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024;

/** Paths that may receive more than the default; every other request is capped at 1 MB. */
const LARGER_LIMITS: ReadonlyArray<[RegExp, number]> = [
  [/^\/(admin\/|employee1\/)?api\/uploadfile$/, UPLOAD_BODY_LIMIT],
];

/** Refuses bodies over the limit with 413 `{error}`; chunked bodies are read only up to the limit. */
export function bodySizeLimit() {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        onError: (c) => c.json({ error: 'The request body is too large' }, 413),
      });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    const maxSize = LARGER_LIMITS.find(([path]) => path.test(c.req.path))?.[1] ?? DEFAULT_BODY_LIMIT;
    return limiterFor(maxSize)(c, next);
  });
}
