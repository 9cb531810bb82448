import { describe, expect, it } from 'vitest';
import type { JobSummary } from './jobEvents';
import { parseJobEvent } from './jobEvents';
import { hasUnseenJobs, mergeJob, seenAtOnOpening } from './jobFeed';

const job = (id: string, over: Partial<JobSummary> = {}): JobSummary => ({
  id,
  kind: 'bulkupdate',
  action: 'update',
  cty: 'tvepisode',
  status: 'processing',
  count: 200,
  success: 0,
  failure: 0,
  ct: '2026-11-23T10:00:00.000Z',
  ut: '2026-11-23T10:00:00.000Z',
  ...over,
});

describe('mergeJob', () => {
  it('adds a new job newest first and replaces a known one with its progress', () => {
    const older = job('a', { ct: '2026-11-23T09:00:00.000Z' });
    let jobs = mergeJob([older], job('b'));
    expect(jobs.map((j) => j.id)).toEqual(['b', 'a']);
    jobs = mergeJob(jobs, job('b', { success: 40, ut: '2026-11-23T10:00:01.000Z' }));
    expect(jobs).toHaveLength(2);
    expect(jobs[0]?.success).toBe(40);
  });

  it('ignores an update older than the one shown (events may cross)', () => {
    const newer = job('b', { success: 50, ut: '2026-11-23T10:00:02.000Z' });
    const stale = job('b', { success: 10, ut: '2026-11-23T10:00:01.000Z' });
    expect(mergeJob([newer], stale)[0]?.success).toBe(50);
    // Same timestamp: the further progress wins.
    const same = job('b', { success: 49, ut: newer.ut });
    expect(mergeJob([newer], same)[0]?.success).toBe(50);
  });

  it('keeps at most the limit', () => {
    const jobs = Array.from({ length: 5 }, (_, n) =>
      job(`j${n}`, { ct: `2026-11-23T10:00:0${n}.000Z` }),
    ).reduce<JobSummary[]>((list, j) => mergeJob(list, j, 3), []);
    expect(jobs.map((j) => j.id)).toEqual(['j4', 'j3', 'j2']);
  });
});

describe('the dot', () => {
  it('shows for a job created after the bell was last opened, and not after opening', () => {
    const jobs = [job('a')];
    expect(hasUnseenJobs(jobs, undefined)).toBe(true);
    expect(hasUnseenJobs(jobs, '2026-11-23T09:59:59.000Z')).toBe(true);
    const seen = seenAtOnOpening(jobs, new Date('2026-11-23T10:05:00.000Z'));
    expect(hasUnseenJobs(jobs, seen)).toBe(false);
    expect(hasUnseenJobs([...jobs, job('b', { ct: '2026-11-23T10:06:00.000Z' })], seen)).toBe(true);
    expect(hasUnseenJobs([], undefined)).toBe(false);
  });

  it('remembers the newest job when the clock is behind the server', () => {
    expect(seenAtOnOpening([job('a')], new Date('2026-11-23T09:00:00.000Z'))).toBe(job('a').ct);
  });
});

describe('parseJobEvent', () => {
  it('reads a job summary and refuses anything else', () => {
    expect(parseJobEvent(JSON.stringify(job('a')))).toEqual(job('a'));
    expect(parseJobEvent('not json')).toBeUndefined();
    expect(parseJobEvent(JSON.stringify({ ...job('a'), count: -1 }))).toBeUndefined();
    expect(parseJobEvent(JSON.stringify({ ...job('a'), id: '' }))).toBeUndefined();
    expect(parseJobEvent('null')).toBeUndefined();
  });
});
