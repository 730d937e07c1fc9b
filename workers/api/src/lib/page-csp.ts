// The Content-Security-Policy of the product's pages (issue 8 §5). Without imports, so the _headers files' test
// (scripts/lib/headers-file.test.ts) can hold the static hosts to the same policy as the Worker.

/** Stripe.js, its frames and its API (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

/** What a page may load from beyond its own origin. */
export type PageSources = {
  /** Origins of the remotes' entries (remoteEntry.js and its chunks, styles, fonts, images). */
  remotes: string[];
  /** The local Stripe stand-in (scripts/stripe-local: its Stripe.js at /v3 and its API), when configured. */
  localStripe?: string;
};

/**
 * The Content-Security-Policy of a page: scripts from itself, the remotes and Stripe only; frames Stripe only;
 * never framed; no plugins. Inline styles stay allowed: React's `style` attributes and Stripe Elements use them.
 */
export function pageCsp({ remotes, localStripe }: PageSources): string {
  const stripe = (hosted: string[]) => [...hosted, ...(localStripe ? [localStripe] : [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...stripe(STRIPE_SCRIPTS), ...remotes]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes]],
    ['font-src', ["'self'", ...remotes]],
    ['connect-src', ["'self'", ...stripe(STRIPE_API), ...remotes]],
    ['media-src', ["'self'", 'blob:']],
    ['frame-src', stripe(STRIPE_FRAMES)],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}
