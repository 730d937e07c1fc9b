import { z } from 'zod';

// The page CSP has no 'unsafe-eval' (docs/architecture.md "Security headers"). zod compiles fast object parsers with
// `new Function` and probes for it when a schema is made; the refused probe is reported as a CSP violation even
// though zod catches it. zod keeps this setting on globalThis, so every copy on the page (the shell's and each
// remote's) reads it: set once here, before any schema exists (main.tsx imports this first), no copy tries eval.
z.config({ jitless: true });
