import { test as base } from '@playwright/test';
import { serverOrigin } from './ports';

/**
 * Playwright's `test` with `baseURL` set to the console server of the worker running the test
 * (tests/e2e/support/ports.ts): every spec imports `test` from here, so each worker's specs talk to
 * their own server. Everything else is Playwright's.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from the pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(serverOrigin(testInfo.parallelIndex));
  },
});

export { expect } from '@playwright/test';
export type { ConsoleMessage, Locator, Page } from '@playwright/test';
