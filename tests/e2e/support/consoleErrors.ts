import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * A browser error the test provokes on purpose: Chromium's 'Failed to load resource: the server
 * responded with a status of N' for one status and one request URL. Only that exact response is
 * forgiven; any other error still fails the test.
 */
export interface ExpectedHttpError {
  status: number;
  /** Matched against the failed request's URL (the console message's location). */
  url: RegExp;
}

/** Errors seen on one page: console messages of type 'error' and uncaught exceptions. */
export interface ConsoleErrorLog {
  /** Every unexpected error so far, as readable lines. */
  readonly errors: string[];
  /** Forgives one more kind of provoked HTTP error from now on. */
  expectHttpError(expected: ExpectedHttpError): void;
  /** Fails the test when an unexpected error was logged. */
  assertClean(): void;
}

function isExpected(message: ConsoleMessage, expected: readonly ExpectedHttpError[]): boolean {
  const text = message.text();
  const match = /^Failed to load resource: the server responded with a status of (\d{3})\b/.exec(
    text,
  );
  if (!match) return false;
  const status = Number(match[1]);
  const url = message.location().url;
  return expected.some((e) => e.status === status && e.url.test(url));
}

/**
 * Starts collecting the page's console errors and page errors. Call it right after the page is
 * created (before the sign-in), then `assertClean()` at the end of the test.
 */
export function watchConsoleErrors(page: Page, label = 'page'): ConsoleErrorLog {
  const errors: string[] = [];
  const expected: ExpectedHttpError[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isExpected(message, expected)) return;
    const where = message.location().url;
    errors.push(`[${label}] console.error: ${message.text()}${where ? ` (at ${where})` : ''}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`[${label}] uncaught: ${error.name}: ${error.message}`);
  });
  return {
    errors,
    expectHttpError: (e) => {
      expected.push(e);
    },
    assertClean: () => {
      expect(errors, `browser console errors on ${label}`).toEqual([]);
    },
  };
}
