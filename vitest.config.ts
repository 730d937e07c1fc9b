import { defineConfig } from 'vitest/config';

// Unit tests (Node) and component tests (happy-dom). The API tests run in workerd with their own
// config in workers/api; the end-to-end tests have theirs in e2e/.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'shell/src/**/*.test.ts',
            'frontends/*/src/**/*.test.ts',
          ],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['shell/src/**/*.test.tsx', 'frontends/*/src/**/*.test.tsx', 'shared/src/**/*.test.tsx'],
          setupFiles: ['./vitest.components-setup.ts'],
        },
      },
    ],
  },
});
