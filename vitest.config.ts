import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'tests/lint/**/*.test.ts'],
        },
      },
    ],
  },
});
