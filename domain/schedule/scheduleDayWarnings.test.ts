import { describe, expect, it } from 'vitest';
import { channelDay } from './channelDay';
import { airingWarnings, dayMessages, dayWarnings } from './scheduleDayWarnings';
import type { ProgramWarningFacts } from './scheduleDayWarnings';

const airing = {
  startMs: Date.parse('2026-11-24T10:00:00Z'),
  endMs: Date.parse('2026-11-24T11:00:00Z'),
};
const program = (over: Partial<ProgramWarningFacts> = {}): ProgramWarningFacts => ({
  title: 'News',
  st: 'published',
  contents: [{ title: 'Film', st: 'published', prd: ['main'], lwe: '2030-01-01T00:00:00Z' }],
  ...over,
});

describe('airingWarnings', () => {
  it('gives none for available content on an open channel', () => {
    expect(airingWarnings(airing, program(), {}, 'main')).toEqual([]);
  });

  it('names expired content with the spec message and date', () => {
    const expired = program({
      contents: [
        { title: 'Old Film', st: 'published', prd: ['main'], lwe: '2026-11-24T10:30:00Z' },
      ],
    });
    expect(airingWarnings(airing, expired, {}, 'main')).toEqual([
      {
        code: 11340201,
        msg: 'Content availability (catalog/licence) for Old Film expires prior to 24 Nov 2026 10:30 UTC',
      },
    ]);
  });

  it('gives the VLL, product and published codes with the not-available message', () => {
    const msg = 'Content not available due to virtual channel availability/status/product';
    const codes = (p: ProgramWarningFacts, channel = {}) =>
      airingWarnings(airing, p, channel, 'main').map((w) => [w.code, w.msg]);
    expect(codes(program({ contents: [{ title: 'F', vce: false }] }))).toEqual([[11340202, msg]]);
    expect(codes(program({ contents: [{ title: 'F', prd: ['kids'] }] }))).toEqual([
      [11340203, msg],
    ]);
    expect(codes(program({ contents: [{ title: 'F', st: 'draft' }] }))).toEqual([[11340204, msg]]);
    expect(codes(program({ st: 'draft', contents: [] }))).toEqual([[11340204, msg]]);
    expect(codes(program(), { lwe: '2026-11-24T10:30:00Z' })).toEqual([[11340202, msg]]);
    expect(codes(program({ cond_pub: { reason: 'Rights pending' } }))).toEqual([
      ['conditionalPublish', 'Rights pending'],
    ]);
  });
});

describe('dayWarnings and dayMessages', () => {
  const day = channelDay('2026-11-24', 'UTC');
  const base = {
    day,
    now: new Date('2026-11-20T00:00:00Z'),
    channel: {},
    product: 'main',
    channelExpiryHours: 72,
  };

  it('warns of a gap, an unfilled day, reprocessing and a channel expiring', () => {
    const warnings = dayWarnings({
      ...base,
      airings: [
        { startMs: day.startMs, endMs: day.startMs + 3_600_000 },
        { startMs: day.startMs + 7_200_000, endMs: day.startMs + 10_800_000 },
      ],
      pst: 'processing',
      channel: { lwe: '2026-11-24T12:00:00Z' },
    });
    expect(warnings.map((w) => w.code)).toEqual([413401, 113403, 413405, 'channelExpiry']);
    expect(dayMessages(warnings, [])).toEqual([
      'Schedule content expires prior to this date.',
      'There are gaps in the schedule.',
      'Schedule content for this day is not filled.',
    ]);
  });

  it('gives a full day no warnings', () => {
    expect(dayWarnings({ ...base, airings: [{ startMs: day.startMs, endMs: day.endMs }] })).toEqual(
      [],
    );
  });
});
