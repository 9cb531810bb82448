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

/** What the page's init script logs for each `securitypolicyviolation` event. */
const CSP_EVENT_PREFIX = 'CSP violation event:';

/**
 * Reports every Content-Security-Policy violation the document sees as a console error (it runs
 * before the page's own scripts, in every document the page loads), so a violation fails the test
 * even where Chromium's own 'Refused to ...' message would not reach the console.
 */
function reportPolicyViolations(prefix: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}${event.sourceFile ? ` (from ${event.sourceFile}:${event.lineNumber})` : ''}`,
    );
  });
}

/**
 * Chromium's console message for a blocked load, script, style, frame, form or connection: older
 * versions say 'Refused to ...', newer ones '... violates the following Content Security Policy
 * directive ...' (Chromium 14x, seen here for inline scripts and styles).
 */
function isPolicyViolation(text: string): boolean {
  return (
    text.startsWith('Refused to ') ||
    text.includes('violates the following Content Security Policy directive') ||
    text.startsWith(CSP_EVENT_PREFIX)
  );
}

/**
 * Starts collecting the page's console errors, page errors and Content-Security-Policy
 * violations (Chromium's 'Refused to ...' / '... violates the following Content Security Policy
 * directive' messages of any level, and `securitypolicyviolation` events); none of those is ever forgiven. Call it right after the page is created (before the
 * sign-in, so the violation listener is in place for the first document), then `assertClean()`
 * at the end of the test.
 */
export function watchConsoleErrors(page: Page, label = 'page'): ConsoleErrorLog {
  const errors: string[] = [];
  const expected: ExpectedHttpError[] = [];
  page.addInitScript(reportPolicyViolations, CSP_EVENT_PREFIX).catch((error: unknown) => {
    errors.push(`[${label}] could not watch for CSP violations: ${String(error)}`);
  });
  page.on('console', (message) => {
    if (isPolicyViolation(message.text())) {
      const where = message.location().url;
      errors.push(`[${label}] CSP: ${message.text()}${where ? ` (at ${where})` : ''}`);
      return;
    }
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
