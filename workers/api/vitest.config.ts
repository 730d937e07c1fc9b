import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// API tests run inside workerd with the real wrangler.toml (bindings, vars) and the real migrations, which
// test/setup.ts applies before each test.
const migrations = await readD1Migrations(fileURLToPath(new URL('../../migrations', import.meta.url)));

/** A free TCP port for the local Stripe server that test/stripe-global-setup.ts starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
process.env.STRIPE_LOCAL_TEST_PORT ??= String(await freePort());

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: '../../wrangler.toml' },
      miniflare: {
        // TELEPHONY_ADAPTER=local: no twilio-local runs beside workerd, so Call Me is recorded by the in-Worker
        // adapter (D1 telephony_calls), which GET /api/dev/calls lists; the Twilio adapter and the twilio-local
        // reading of that door are tested with a stubbed fetch (telephony/twilio-adapter.test.ts, dev/calls.test.ts).
        bindings: {
          TEST_MIGRATIONS: migrations,
          STRIPE_API_PORT: process.env.STRIPE_LOCAL_TEST_PORT,
          TELEPHONY_ADAPTER: 'local',
        },
      },
    }),
  ],
  test: {
    // sanitize-html is CommonJS (postcss, nanoid/non-secure): pre-bundled, as wrangler's esbuild bundles it for the
    // Worker, instead of being required module by module by the test runner.
    deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    include: ['src/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/stripe-global-setup.ts'],
    // The request log lines are printed only for failing tests.
    silent: 'passed-only',
  },
});
