import { describe, expect, it } from 'vitest';
import {
  INGESTION_MESSAGES,
  fillMessage,
  ingestionDay,
  isInFlight,
  offersReprocess,
  onDemandProblems,
} from './ingestion';

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('EPG ingestion rules', () => {
  it('offers re-process only when completed or cancelled (spec section 4)', () => {
    expect(offersReprocess('completed')).toBe(true);
    expect(offersReprocess('cancelled')).toBe(true);
    for (const s of ['yet-to-start', 'processing', 'failed', undefined]) {
      expect(offersReprocess(s)).toBe(false);
    }
    expect(isInFlight('processing')).toBe(true);
    expect(isInFlight('completed')).toBe(false);
  });

  it('fills the spec messages', () => {
    expect(fillMessage(INGESTION_MESSAGES.epgStarted, { title: 'News 24' })).toBe(
      'Successfully! Initiated EPG re-process for News 24',
    );
    expect(fillMessage(INGESTION_MESSAGES.cancelled, { title: 'News 24' })).toBe(
      'Successfully cancelled the re-process for News 24!',
    );
  });

  it('accepts a good request and names each bad field', () => {
    expect(
      onDemandProblems({ channelId: 'c1', start: '2026-11-24', station: 'ST-1' }, 'epg', NOW),
    ).toEqual([]);
    expect(
      onDemandProblems(
        { channelId: 'c1', start: '2026-11-24T06:00:00+08:00', station: 'ST.1' },
        'epg',
        NOW,
      ),
    ).toEqual([]);
    const problems = onDemandProblems(
      { channelId: ' ', start: '24/11/2026', station: 'a b' },
      'event',
      NOW,
    );
    expect(problems.map((p) => p.field)).toEqual(['channelId', 'start', 'station', 'teamId']);
    expect(
      onDemandProblems({ channelId: 'c', start: '2029-01-01', station: 's' }, 'epg', NOW)[0]?.field,
    ).toBe('start');
  });

  it('reads the UTC day of a start', () => {
    expect(ingestionDay('2026-11-24T06:00:00+08:00')).toBe('2026-11-23');
    expect(ingestionDay('2026-11-24')).toBe('2026-11-24');
  });
});
