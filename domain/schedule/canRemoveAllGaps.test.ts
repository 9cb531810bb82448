import { describe, expect, it } from 'vitest';
import { scheduleFetchDays } from './scheduleWindow';
import { canRemoveAllGaps, isProcessingDay, processingDays } from './canRemoveAllGaps';

const week = (processing: readonly string[], status = 'processing') =>
  scheduleFetchDays('2024-04-29', 'weekly').map((dt) => ({
    dt,
    pst: processing.includes(dt) ? status : 'active',
  }));

describe('isProcessingDay and processingDays', () => {
  it('records in-flight days as processing', () => {
    expect(isProcessingDay({ dt: '2024-05-01', pst: 'processing' })).toBe(true);
    expect(isProcessingDay({ dt: '2024-05-01', pst: 'yet-to-start' })).toBe(true);
    expect(isProcessingDay({ dt: '2024-05-01', pst: ' Processing ' })).toBe(true);
    expect(isProcessingDay({ dt: '2024-05-01', pst: 'active' })).toBe(false);
    expect(isProcessingDay({ dt: '2024-05-01', pst: 'failed' })).toBe(false);
    expect(isProcessingDay({ dt: '2024-05-01' })).toBe(false);
  });

  it('lists the processing days in day order', () => {
    expect(processingDays(week(['2024-05-03', '2024-05-01']))).toEqual([
      '2024-05-01',
      '2024-05-03',
    ]);
  });
});

describe('canRemoveAllGaps', () => {
  it('allows it when no day is processing', () => {
    expect(canRemoveAllGaps(week([]))).toBe(true);
  });

  it('disables it when a day inside the window is processing', () => {
    expect(canRemoveAllGaps(week(['2024-05-01']))).toBe(false);
    expect(canRemoveAllGaps(week(['2024-04-29'], 'yet-to-start'))).toBe(false);
    expect(canRemoveAllGaps(week(['2024-05-05']))).toBe(false);
  });

  it('ignores processing at the window edges', () => {
    expect(canRemoveAllGaps(week(['2024-04-28']))).toBe(true);
    expect(canRemoveAllGaps(week(['2024-05-06']))).toBe(true);
    expect(canRemoveAllGaps(week(['2024-04-28', '2024-05-06']))).toBe(true);
  });

  it('finds the edges by day, whatever the order of the list', () => {
    const shuffled = [...week(['2024-04-28'])].reverse();
    expect(canRemoveAllGaps(shuffled)).toBe(true);
    expect(canRemoveAllGaps([...week(['2024-05-02'])].reverse())).toBe(false);
  });

  it('allows it for an empty window', () => {
    expect(canRemoveAllGaps([])).toBe(true);
  });
});
