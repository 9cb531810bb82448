import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'resources/ui/**/*.test.tsx', 'authProvider/**/*.test.ts', 'authProvider/**/*.test.tsx', 'custom/**/*.test.tsx'],
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'resources/**/*.test.ts', 'tests/lint/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'dataProvider/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // API suites share one PostgreSQL database and ports; run their files one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
