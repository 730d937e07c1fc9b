import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys share one database: they run in file-name order, the same on every machine (vitest's own order puts
 * the largest file first, or the last failed one), so a journey that reads the demo's figures (friend-payouts: friend1's
 * $2.85 unpaid and no payment yet) always runs before one that changes them (phone-call pays friend1 out).
 */
class FileNameOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// End-to-end journeys in Debian's Chromium against the built product, started once by the global setup.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: FileNameOrder },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
