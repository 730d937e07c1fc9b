import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// API tests run inside workerd with the real wrangler.toml (bindings, vars) and the real migrations, which
// test/setup.ts applies before each test.
const migrations = await readD1Migrations(fileURLToPath(new URL('../../migrations', import.meta.url)));

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: '../../wrangler.toml' },
      miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
    }),
  ],
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // The request log lines are printed only for failing tests.
    silent: 'passed-only',
  },
});
