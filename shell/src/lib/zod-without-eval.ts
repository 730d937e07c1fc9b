// The page CSP has no 'unsafe-eval' (docs/architecture.md "Security headers"). zod compiles fast object parsers with
// `new Function` and probes for it when a schema is made; the refused probe is reported as a CSP violation even
// though zod catches it. zod keeps its settings on globalThis (`__zod_globalConfig`, what `z.config()` writes), so
// every copy on the page (the shell's and each remote's) reads them: set once here, before any schema exists
// (main.tsx imports this first), no copy tries eval. Written without importing zod, so the first screen does not
// download zod (issue 12 §5); zod-without-eval.test.ts holds zod to that key.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
