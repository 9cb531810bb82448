import { describe, expect, it } from 'vitest';
import {
  ALL_FILTER_STATUSES,
  CONTENT_STATUSES,
  IN_FLIGHT_JOB_STATUSES,
  JOB_PROCESS_STATUSES,
  VOD_STATUS_LABEL,
  isContentStatus,
  isJobInFlight,
  notificationJobDisplay,
  statusLabelFromDates,
  statusesForFilter,
  vodStatusLabel,
} from './statuses';

describe('content statuses', () => {
  it('are the statuses of the spec, with pending as the submitted status', () => {
    expect([...CONTENT_STATUSES].sort()).toEqual([
      'archived',
      'deleted',
      'draft',
      'pending',
      'pre-draft',
      'published',
      'purged',
    ]);
    expect(isContentStatus('pre-draft')).toBe(true);
    expect(isContentStatus('Published')).toBe(false);
    expect(isContentStatus('submitted')).toBe(false);
    expect(isContentStatus(undefined)).toBe(false);
  });

  it("has 'All' mean published, draft and pre-draft", () => {
    expect([...ALL_FILTER_STATUSES].sort()).toEqual(['draft', 'pre-draft', 'published']);
    expect(statusesForFilter('all').sort()).toEqual(['draft', 'pre-draft', 'published']);
    for (const hidden of ['archived', 'purged', 'deleted', 'pending'] as const) {
      expect(statusesForFilter('all')).not.toContain(hidden);
    }
  });

  it('has any other filter mean exactly that status', () => {
    for (const status of CONTENT_STATUSES) expect(statusesForFilter(status)).toEqual([status]);
  });

  it('hands out a fresh list for all, leaving the constant intact', () => {
    statusesForFilter('all').push('archived');
    expect(statusesForFilter('all')).toHaveLength(3);
  });
});

describe('VOD status labels', () => {
  it('shows pre-draft as Processing, published as Available, draft as In-Progress', () => {
    expect(VOD_STATUS_LABEL).toEqual({
      'pre-draft': 'Processing',
      published: 'Available',
      draft: 'In-Progress',
    });
    expect(vodStatusLabel('pre-draft')).toBe('Processing');
    expect(vodStatusLabel('published')).toBe('Available');
    expect(vodStatusLabel('draft')).toBe('In-Progress');
  });

  it('has no label for other statuses, nor for inherited property names', () => {
    for (const status of [
      'archived',
      'purged',
      'deleted',
      'pending',
      'constructor',
      'toString',
      '',
    ]) {
      expect(vodStatusLabel(status)).toBeUndefined();
    }
  });
});

describe('statusLabelFromDates', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const at = (iso: string): Date => new Date(iso);
  const start = '2026-11-01T00:00:00Z';
  const end = '2026-12-31T00:00:00Z';

  it('is ACTIVE within the window', () => {
    expect(statusLabelFromDates({ start, end, status: 'published' }, now)).toEqual({
      kind: 'ACTIVE',
      text: 'ACTIVE',
    });
  });

  it("is ARCHIVED within the window when the status is 'archived'", () => {
    expect(statusLabelFromDates({ start, end, status: 'archived' }, now)).toEqual({
      kind: 'ARCHIVED',
      text: 'ARCHIVED',
    });
  });

  it('is EXPIRED past the end, whatever the status', () => {
    const past = { start, end: '2026-12-01T09:59:59Z' };
    expect(statusLabelFromDates({ ...past, status: 'published' }, now).kind).toBe('EXPIRED');
    expect(statusLabelFromDates({ ...past, status: 'archived' }, now)).toEqual({
      kind: 'EXPIRED',
      text: 'EXPIRED',
    });
  });

  it("is 'FUTURE' plus the start in 'DD MMM YYYY HH:mm' before the start", () => {
    const future = { start: new Date(2027, 0, 5, 8, 30), end: new Date(2027, 1, 1) };
    expect(statusLabelFromDates(future, now)).toEqual({
      kind: 'FUTURE',
      text: 'FUTURE 05 Jan 2027 08:30',
    });
    expect(statusLabelFromDates({ ...future, status: 'archived' }, now).kind).toBe('FUTURE');
  });

  it('formats the start with the given formatter', () => {
    const label = statusLabelFromDates({ start: '2027-01-05T08:30:00Z' }, now, (d) =>
      d.toISOString(),
    );
    expect(label.text).toBe('FUTURE 2027-01-05T08:30:00.000Z');
  });

  it('counts the end instant itself as past and the start instant itself as active', () => {
    expect(statusLabelFromDates({ start, end: now }, now).kind).toBe('EXPIRED');
    expect(statusLabelFromDates({ start, end: at('2026-12-01T10:00:00.001Z') }, now).kind).toBe(
      'ACTIVE',
    );
    expect(statusLabelFromDates({ start: now, end }, now).kind).toBe('ACTIVE');
    expect(statusLabelFromDates({ start: at('2026-12-01T10:00:00.001Z'), end }, now).kind).toBe(
      'FUTURE',
    );
  });

  it('leaves a missing or unreadable date open on that side', () => {
    expect(statusLabelFromDates({}, now).kind).toBe('ACTIVE');
    expect(statusLabelFromDates({ start: null, end: '2026-12-01T09:00:00Z' }, now).kind).toBe(
      'EXPIRED',
    );
    expect(statusLabelFromDates({ start: 'soon', end: 'later' }, now).kind).toBe('ACTIVE');
  });

  it('reads the accepted input formats for the window', () => {
    expect(statusLabelFromDates({ end: 'Tue, 01 Dec 2026 09:00:00 GMT' }, now).kind).toBe(
      'EXPIRED',
    );
    expect(statusLabelFromDates({ end: Date.UTC(2026, 11, 1, 11) }, now).kind).toBe('ACTIVE');
  });
});

describe('job process statuses', () => {
  it('are the five of the spec, two of them in flight', () => {
    expect([...JOB_PROCESS_STATUSES].sort()).toEqual([
      'active',
      'failed',
      'inactive',
      'processing',
      'yet-to-start',
    ]);
    expect([...IN_FLIGHT_JOB_STATUSES].sort()).toEqual(['processing', 'yet-to-start']);
  });

  it.each([
    ['yet-to-start', true],
    ['processing', true],
    ['inactive', false],
    ['failed', false],
    ['active', false],
    ['Processing', false],
  ])('%s in flight: %s', (status, expected) => {
    expect(isJobInFlight(status)).toBe(expected);
  });
});

describe('notificationJobDisplay', () => {
  it('shows Failed in red when failures equal the count', () => {
    expect(
      notificationJobDisplay({ count: 10, success: 0, failure: 10, status: 'processing' }),
    ).toEqual({
      state: 'failed',
      colour: 'red',
      progress: '0/10',
    });
    expect(notificationJobDisplay({ count: 1, success: 0, failure: 1 }).state).toBe('failed');
  });

  it('is not failed while one item short of all failing', () => {
    expect(
      notificationJobDisplay({ count: 10, success: 0, failure: 9, status: 'processing' }),
    ).toEqual({
      state: 'in-progress',
      colour: 'orange',
      progress: '0/10',
    });
    expect(notificationJobDisplay({ count: 10, success: 1, failure: 9 }).state).toBe('complete');
  });

  it('shows progress in orange as success/count while incomplete', () => {
    expect(
      notificationJobDisplay({ count: 10, success: 4, failure: 2, status: 'processing' }),
    ).toEqual({
      state: 'in-progress',
      colour: 'orange',
      progress: '4/10',
    });
    expect(
      notificationJobDisplay({ count: 10, success: 0, failure: 0, status: 'yet-to-start' }).state,
    ).toBe('in-progress');
    expect(notificationJobDisplay({ count: 10, success: 9, failure: 0 }).state).toBe('in-progress');
  });

  it('is complete with a green check once every item is accounted for', () => {
    expect(notificationJobDisplay({ count: 10, success: 10, failure: 0 })).toEqual({
      state: 'complete',
      colour: 'green',
      progress: '10/10',
    });
    expect(
      notificationJobDisplay({ count: 10, success: 7, failure: 3, status: 'processing' }),
    ).toEqual({
      state: 'complete',
      colour: 'green',
      progress: '7/10',
    });
  });

  it('is complete when the status says the job stopped, even with items unaccounted for', () => {
    expect(
      notificationJobDisplay({ count: 10, success: 4, failure: 0, status: 'inactive' }).state,
    ).toBe('complete');
    expect(
      notificationJobDisplay({ count: 10, success: 4, failure: 0, status: 'active' }).state,
    ).toBe('complete');
    expect(
      notificationJobDisplay({ count: 10, success: 4, failure: 0, status: 'failed' }).state,
    ).toBe('complete');
  });

  it("is failed when the status is 'failed' and nothing succeeded", () => {
    expect(notificationJobDisplay({ count: 10, success: 0, failure: 0, status: 'failed' })).toEqual(
      {
        state: 'failed',
        colour: 'red',
        progress: '0/10',
      },
    );
    expect(
      notificationJobDisplay({ count: 0, success: 0, failure: 0, status: 'failed' }).state,
    ).toBe('failed');
  });

  it('handles a job with no items', () => {
    expect(notificationJobDisplay({ count: 0, success: 0, failure: 0 })).toEqual({
      state: 'complete',
      colour: 'green',
      progress: '0/0',
    });
    expect(
      notificationJobDisplay({ count: 0, success: 0, failure: 0, status: 'processing' }).state,
    ).toBe('in-progress');
    expect(
      notificationJobDisplay({ count: 0, success: 0, failure: 0, status: 'active' }).state,
    ).toBe('complete');
  });

  it('reads broken counters as 0', () => {
    expect(
      notificationJobDisplay({ count: Number.NaN, success: -3, failure: 0, status: 'processing' }),
    ).toEqual({
      state: 'in-progress',
      colour: 'orange',
      progress: '0/0',
    });
  });
});
