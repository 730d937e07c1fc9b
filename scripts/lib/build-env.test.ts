import { describe, expect, it } from 'vitest';
import { productBuildEnv } from './build-env';

describe('productBuildEnv (a build started from a test runner is a real build)', () => {
  it('drops the variables by which Module Federation and React detect a test run, keeps the rest', () => {
    const env = productBuildEnv({
      NODE_ENV: 'test',
      VITEST: 'true',
      VITEST_MODE: 'RUN',
      VITEST_POOL_ID: '1',
      JEST_WORKER_ID: '1',
      PATH: '/usr/bin',
      CHROMIUM_PATH: '/usr/bin/chromium',
      MY_VITEST_NOTE: 'kept',
    });
    expect(env).toEqual({ PATH: '/usr/bin', CHROMIUM_PATH: '/usr/bin/chromium', MY_VITEST_NOTE: 'kept' });
  });

  it('reads the process environment by default (this test runs under vitest)', () => {
    expect(process.env.VITEST).toBeDefined();
    expect(productBuildEnv()).not.toHaveProperty('VITEST');
    expect(productBuildEnv()).not.toHaveProperty('NODE_ENV');
  });
});
