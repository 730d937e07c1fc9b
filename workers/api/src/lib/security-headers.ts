import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env';
import { parseRemotes } from '../manifest/remotes';

const STRIPE_SCRIPTS = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';
/** Locally the remotes (ports 5101–5104) and the Stripe stand-in (12111) are other localhost origins. */
const LOCAL_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Origins of the remotes named in REMOTES, plus every localhost port when running locally. */
function remoteOrigins(c: Context<AppEnv>): string {
  const origins = new Set<string>();
  for (const url of Object.values(parseRemotes(c.env.REMOTES))) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // an entry that is not a URL adds no origin
    }
  }
  if (c.env.APP_ENV === 'local') for (const origin of LOCAL_ORIGINS) origins.add(origin);
  return [...origins].join(' ');
}

/**
 * hono secureHeaders with a CSP for the product: the shell loads remote entries (scripts) from other
 * origins and Stripe Elements (script, frames, API). The same policy is what the shell's HTML should carry.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", STRIPE_SCRIPTS, (c) => remoteOrigins(c as Context<AppEnv>)],
      connectSrc: ["'self'", STRIPE_API, (c) => remoteOrigins(c as Context<AppEnv>)],
      styleSrc: ["'self'", "'unsafe-inline'", (c) => remoteOrigins(c as Context<AppEnv>)],
      fontSrc: ["'self'", (c) => remoteOrigins(c as Context<AppEnv>)],
      imgSrc: ["'self'", 'data:', 'blob:', (c) => remoteOrigins(c as Context<AppEnv>)],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: [...STRIPE_FRAMES, (c) => remoteOrigins(c as Context<AppEnv>)],
    },
    // Remote entries are fetched cross-origin by the shell; our own responses stay same-origin.
    crossOriginResourcePolicy: 'same-origin',
  });
}
