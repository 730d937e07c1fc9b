import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach } from 'vitest';
import { forgetSharedAnswers } from '../src/lib/shared-answers';

// Storage is shared between tests unless reset (DESIGN.md known traps): each test starts from an empty,
// freshly migrated D1 and an empty KV.
beforeEach(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});

afterEach(async () => {
  await reset();
  // The isolate outlives the test: answers it keeps in memory (lib/shared-answers.ts) were built from this storage.
  forgetSharedAnswers();
});
