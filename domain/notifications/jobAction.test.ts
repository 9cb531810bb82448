import { describe, expect, it } from 'vitest';
import { jobActionOf, readJobAction } from './jobAction';
import { jobSummaryOf } from './jobEvents';

describe('jobActionOf', () => {
  it('names a status-only bulk update by the status change', () => {
    expect(jobActionOf('bulkupdate', { st: 'archived' })).toBe('archive');
    expect(jobActionOf('bulkupdate', { st: 'published' })).toBe('publish');
    expect(jobActionOf('bulkupdate', { st: 'deleted' })).toBe('delete');
    expect(jobActionOf('bulkupdate', { st: 'draft' })).toBe('restore');
  });

  it("calls any other bulk update 'update', and episode sorting 'episodesort'", () => {
    expect(jobActionOf('bulkupdate', { rt: 4321 })).toBe('update');
    expect(jobActionOf('bulkupdate', { st: 'archived', rt: 1 })).toBe('update');
    expect(jobActionOf('bulkupdate', { st: 'unknown' })).toBe('update');
    expect(jobActionOf('bulkupdate', null)).toBe('update');
    expect(jobActionOf('episodesort', {})).toBe('episodesort');
  });

  it('reads only the known actions', () => {
    expect(readJobAction('archive')).toBe('archive');
    expect(readJobAction('drop tables')).toBeUndefined();
    expect(readJobAction(3)).toBeUndefined();
  });
});

describe('jobSummaryOf', () => {
  const job = {
    id: 'j1',
    kind: 'bulkupdate',
    cty: 'movie',
    status: 'processing',
    count: 20,
    success: 3,
    failure: 0,
    ct: '2026-01-01T00:00:00.000Z',
    ut: '2026-01-01T00:00:01.000Z',
  };

  it('keeps the action a job is told with', () => {
    expect(jobSummaryOf({ ...job, action: 'archive' })?.action).toBe('archive');
  });

  it('names a job told without a known action by its kind', () => {
    expect(jobSummaryOf(job)?.action).toBe('update');
    expect(jobSummaryOf({ ...job, action: '<b>' })?.action).toBe('update');
    expect(jobSummaryOf({ ...job, kind: 'episodesort' })?.action).toBe('episodesort');
  });
});
