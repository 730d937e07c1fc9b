import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { type AppEnv, config } from '../env';
import { readRemotes } from '../manifest/remotes';
import { type PageSources, pageCsp } from './page-csp';

// The security headers of every answer (issue 8 §5, docs/architecture.md "Security headers"). The remotes and the
// shell's /assets/* carry the same policy from their `_headers` files; the shell's pages are answered here because
// their CSP must name the remotes' origins, which change with every remote deployment (the KV manifest).

/** JSON, images and files of the API load nothing from elsewhere and are never framed. */
export const API_CSP =
  "default-src 'self'; script-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** The paths the Worker answers itself (wrangler.toml run_worker_first); everything else is the shell. */
export function isApiPath(path: string): boolean {
  return /^\/(api|admin\/api|employee1\/api)(\/|$)/.test(path) || path === '/mf-manifest.json';
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined; // an entry that is not a URL admits nothing
  }
}

/** The local Stripe stand-in's origin, as payments/stripe-adapter.ts `stripeJsUrlFor` builds its URL. */
export function localStripeOrigin(c: Context<AppEnv>): string | undefined {
  const { STRIPE_API_HOST: host, STRIPE_API_PORT: port, STRIPE_API_PROTOCOL: protocol } = config(c.env);
  if (!host || host === 'api.stripe.com') return undefined;
  return `${protocol || 'http'}://${host}${port ? `:${port}` : ''}`;
}

/** The sources of the shell's pages: the remotes the manifest names now, and the local Stripe if configured. */
export async function pageSources(c: Context<AppEnv>): Promise<PageSources> {
  const remotes = Object.values(await readRemotes(c.env)).flatMap((url) => originOf(url) ?? []);
  return { remotes, localStripe: localStripeOrigin(c) };
}

/** Set on every answer beside hono's defaults (nosniff and HSTS among them): the Referrer-Policy of issue 8, CORP. */
const COMMON_HEADERS = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Our own answers stay same-origin; the remotes' assets are cross-origin from their own hosts.
  crossOriginResourcePolicy: 'same-origin',
} as const;

/**
 * The headers that only a document acts on (opener isolation, agent clusters, DNS prefetching, IE's download and XSS
 * filters, Flash's cross-domain policy) are left off the API's JSON and files (docs/decisions.md "Security headers of
 * the API"), as OWASP's REST Security Cheat Sheet lists them; framing is refused outright.
 */
const API_HEADER_CHOICES = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: 'DENY',
} as const;

/**
 * hono secureHeaders, then the CSP: the API's strict one with the headers an API answer needs, or for the shell's
 * pages hono's whole set and a CSP built from the manifest at the time of the answer.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const forApi = secureHeaders({ ...COMMON_HEADERS, ...API_HEADER_CHOICES });
  const forPages = secureHeaders(COMMON_HEADERS);
  return async (c, next) => {
    if (isApiPath(c.req.path)) {
      await forApi(c, next);
      c.res.headers.set('Content-Security-Policy', API_CSP);
      // Most answers are someone's (the same URL answers another person once the session changes): kept by no
      // browser or cache, unless the answer says otherwise (the public shared answers, prompt audio).
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store');
      return;
    }
    await forPages(c, next);
    c.res.headers.set('Content-Security-Policy', pageCsp(await pageSources(c)));
  };
}
