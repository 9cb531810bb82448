import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one (2 cores here): the jsdom and unit files are
    // CPU-bound and independent, so they take both cores. The API files stay one at a time in
    // their own group after them (fileParallelism: false below).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'kit/**/*.test.{ts,tsx}',
            'custom/**/*.test.{ts,tsx}',
            'resources/ui/**/*.test.{ts,tsx}',
            'authProvider/**/*.test.{ts,tsx}',
            'tests/ui/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/jsdom.ts'],
          // jsdom renders share two cores with the API suites in CI: a page test that types a
          // long value can take several seconds there, so a tight limit only measures the load.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'resources/*.test.ts'],
        },
      },
      {
        test: {
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          // The boundary tests write probe files into the project's folders while other tests
          // read those folders (the layer scan, the catalogue, the language packs): they run
          // one at a time, after the parallel files.
          fileParallelism: false,
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
