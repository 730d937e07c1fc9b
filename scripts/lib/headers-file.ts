import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

// Cloudflare static assets' `_headers` file (https://developers.cloudflare.com/workers/static-assets/headers/),
// applied by the local servers too, so `npm start` and the end-to-end tests serve what production serves.

export type HeaderRule = { pattern: string; headers: [name: string, value: string][] };

/** Parses a `_headers` file: a URL pattern per unindented line, its `Name: value` headers indented below it. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: trimmed, headers: [] });
      continue;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 1)
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  }
  return rules;
}

/** A path pattern as Cloudflare reads it: `*` matches anything, `:name` one path segment. */
function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The headers for `path` (no query): every matching rule applies; a name set twice is joined with ", " as Cloudflare does. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternRegex(rule.pattern).test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
  }
  return headers;
}

/**
 * Locally the Stripe stand-in (scripts/stripe-local) serves Stripe.js and the API: the CSP admits its origin wherever
 * it admits Stripe's own hosts. Production files name only Stripe.
 */
export function withLocalStripe(
  headers: Record<string, string>,
  origin: string | undefined,
): Record<string, string> {
  const csp = headers['content-security-policy'];
  if (!origin || csp === undefined) return headers;
  const local = csp
    .split(';')
    .map((directive) =>
      /https:\/\/(js|api|hooks)\.stripe\.com/.test(directive)
        ? `${directive.trimEnd()} ${origin}`
        : directive,
    )
    .join(';');
  return { ...headers, 'content-security-policy': local };
}

/** Environment variable the local stack sets to the Stripe stand-in's origin (scripts/lib/stack.ts). */
export const LOCAL_STRIPE_ORIGIN_VAR = 'LOCAL_STRIPE_ORIGIN';

/** Vite plugin: `vite preview` answers with the headers of the build's `_headers` (public/_headers copied into dist). */
export function headersFilePlugin(): Plugin {
  return {
    name: 'cloudflare-headers-file',
    configurePreviewServer(server) {
      const file = join(server.config.root, server.config.build.outDir, '_headers');
      const rules = parseHeadersFile(readFileSync(file, 'utf8'));
      const localStripe = process.env[LOCAL_STRIPE_ORIGIN_VAR];
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (path === '/_headers') {
          // The static host reads the file and never serves it.
          res.statusCode = 404;
          res.end();
          return;
        }
        for (const [name, value] of Object.entries(withLocalStripe(headersFor(rules, path), localStripe))) {
          res.setHeader(name, value);
        }
        next();
      });
    },
  };
}
