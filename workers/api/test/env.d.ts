import type { D1Migration } from 'cloudflare:test';
import type { Bindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      /** The migrations of /migrations, read by vitest.config.ts and applied by test/setup.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import('../src/index');
    }
  }
}
