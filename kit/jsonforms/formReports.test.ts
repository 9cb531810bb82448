// @vitest-environment node -- no DOM here: pure functions over a form's reports.
import { describe, expect, it } from 'vitest';
import { changedSinceFirstReport, givenToForm, reportedByForm } from './formReports';

describe("a form's reports", () => {
  it('takes the first report after a value was given as unchanged, and a later different one as a change', () => {
    const given = givenToForm<{ n: string; d?: string }>({ n: 'Pre' });
    expect(changedSinceFirstReport(given)).toBe(false);
    // The form's first report fills a default in: no change of the user's.
    const first = reportedByForm(given, { n: 'Pre', d: 'default' });
    expect(changedSinceFirstReport(first)).toBe(false);
    const typed = reportedByForm(first, { n: 'Pre roll', d: 'default' });
    expect(changedSinceFirstReport(typed)).toBe(true);
    // Typed back to what it was: unchanged again.
    expect(changedSinceFirstReport(reportedByForm(typed, { n: 'Pre', d: 'default' }))).toBe(false);
    // A value given anew waits for its own first report.
    expect(changedSinceFirstReport(givenToForm(typed.value))).toBe(false);
  });

  it('has no unchanged state until a report with a value arrives', () => {
    const nothing = reportedByForm(givenToForm<{ n: string }>(undefined), undefined);
    expect(nothing.pristine).toBeNull();
    expect(changedSinceFirstReport(nothing)).toBe(false);
  });
});
