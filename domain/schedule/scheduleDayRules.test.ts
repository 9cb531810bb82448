import { describe, expect, it } from 'vitest';
import type { AiringInput } from './api';
import { channelDay } from './channelDay';
import { checkScheduleDay, dayCoverage, findConflicts } from './scheduleDayRules';
import type { DaySaveFacts, ProgramFacts, StoredAiringFacts } from './scheduleDayRules';

const programs = new Map<string, ProgramFacts>([
  ['p1', { inProduct: true, title: 'Morning News' }],
  ['p2', { inProduct: true, title: 'Cartoons' }],
  ['kids', { inProduct: false, title: 'Kids only' }],
]);

function facts(over: Partial<DaySaveFacts> = {}): DaySaveFacts {
  let n = 0;
  return {
    day: channelDay('2026-11-24', 'UTC'),
    now: new Date('2026-11-23T12:00:00Z'),
    stored: [],
    neighbours: [],
    programs,
    newId: () => `new-${(n += 1)}`,
    ...over,
  };
}

const at = (hhmm: string, dt = '2026-11-24') => `${dt}T${hhmm}:00Z`;
const prog = (pgm: string, start: string, end: string, uId?: string): AiringInput => ({
  pgm_id: pgm,
  a_st_dt: at(start),
  a_ed_dt: at(end),
  ...(uId ? { uId } : {}),
});

describe('checkScheduleDay', () => {
  it('accepts a clean day, gives new airings ids and sorts them', () => {
    const result = checkScheduleDay(
      [prog('p2', '11:00', '12:00'), prog('p1', '10:00', '11:00', 'keep')],
      facts(),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.airings.map((a) => [a.uId, a.title])).toEqual([
      ['keep', 'Morning News'],
      ['new-1', 'Cartoons'],
    ]);
  });

  it('snaps free-standing starts by the spec bands and keeps back-to-back chains', () => {
    const result = checkScheduleDay(
      [
        prog('p1', '10:08', '11:08'), // 8 -> 15
        prog('p2', '11:08', '11:38'), // follows the first: moves with it
        prog('p1', '13:52', '14:10'), // 52 -> next hour
        prog('p2', '16:07', '16:30'), // 7 -> 0
      ],
      facts(),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.airings.map((a) => new Date(a.startMs).toISOString().slice(11, 16))).toEqual([
      '10:15',
      '11:15',
      '14:00',
      '16:00',
    ]);
    expect(result.airings[0]?.prevASt).toBe('2026-11-24T10:08:00.000Z');
    expect(result.airings[1]?.endMs).toBe(Date.parse(at('11:45')));
  });

  it('refuses overlaps naming both airings and the minutes', () => {
    const result = checkScheduleDay(
      [prog('p1', '10:00', '11:00', 'a'), prog('p2', '10:30', '11:30', 'b')],
      facts(),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('overlap');
    expect(result.error.msg).toBe(
      "Airing 1 'Morning News' overlaps 'Cartoons' from 10:30 to 11:00 UTC",
    );
    expect(result.error.conflicts?.map((c) => [c.uId, c.start, c.end])).toEqual([
      ['a', '2026-11-24T10:30:00.000Z', '2026-11-24T11:00:00.000Z'],
      ['b', '2026-11-24T10:30:00.000Z', '2026-11-24T11:00:00.000Z'],
    ]);
  });

  it('refuses an overlap with the previous day running past midnight', () => {
    const neighbours: StoredAiringFacts[] = [
      {
        uId: 'late',
        type: 'program',
        pgm_id: 'p1',
        a_st_dt: '2026-11-23T23:30:00Z',
        a_ed_dt: '2026-11-24T00:30:00Z',
        content_name: 'Late show',
      },
    ];
    const result = checkScheduleDay([prog('p2', '00:15', '01:00', 'x')], facts({ neighbours }));
    expect(!result.ok && result.error.kind).toBe('overlap');
    expect(!result.ok && result.error.index).toBe(0);
    // Starting where the late show ends is fine.
    expect(checkScheduleDay([prog('p2', '00:30', '01:00')], facts({ neighbours })).ok).toBe(true);
  });

  it('refuses each kind of bad input naming the airing', () => {
    const kind = (ar: AiringInput[], f = facts()) => {
      const r = checkScheduleDay(ar, f);
      return r.ok ? 'ok' : `${r.error.kind} ${r.error.field ?? ''}`;
    };
    expect(kind([prog('p1', '10:00', '11:00'), prog('nope', '12:00', '13:00')])).toBe(
      'unknownProgram /ar/1/pgm_id',
    );
    expect(kind([prog('kids', '10:00', '11:00')])).toBe('foreignProgram /ar/0/pgm_id');
    expect(kind([prog('p1', '11:00', '10:00')])).toBe('endBeforeStart /ar/0/a_ed_dt');
    expect(kind([{ pgm_id: 'p1', a_st_dt: '24/11/2026 10:00', a_ed_dt: at('11:00') }])).toBe(
      'malformedTime /ar/0/a_st_dt',
    );
    expect(kind([{ pgm_id: 'p1', a_st_dt: '2026-11-24T10:00:00', a_ed_dt: at('11:00') }])).toBe(
      'malformedTime /ar/0/a_st_dt',
    );
    expect(
      kind([{ pgm_id: 'p1', a_st_dt: '2026-11-25T10:00:00Z', a_ed_dt: '2026-11-25T11:00:00Z' }]),
    ).toBe('outsideDay /ar/0/a_st_dt');
    expect(kind([prog('p1', '10:00', '11:00')], facts({ now: new Date(at('10:30')) }))).toBe(
      'past /ar/0/a_st_dt',
    );
    expect(kind([{ type: 'ad', dur: 45, a_st_dt: at('10:00'), a_ed_dt: at('10:01') }])).toBe(
      'badAdBreak /ar/0/dur',
    );
  });

  it('takes ad breaks of the spec lengths and sets their end from the length', () => {
    const result = checkScheduleDay(
      [
        prog('p1', '10:00', '11:00'),
        { type: 'ad', dur: 30, a_st_dt: at('11:00'), a_ed_dt: at('11:00') },
      ],
      facts(),
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.airings[1]?.endMs).toBe(Date.parse(at('11:00')) + 30_000);
  });

  it('keeps past airings unchanged and refuses changing or removing them', () => {
    const stored: StoredAiringFacts[] = [
      { uId: 'aired', type: 'program', pgm_id: 'p1', a_st_dt: at('06:00'), a_ed_dt: at('07:00') },
      { uId: 'later', type: 'program', pgm_id: 'p2', a_st_dt: at('20:00'), a_ed_dt: at('21:00') },
    ];
    const now = new Date(at('12:00'));
    const f = facts({ stored, now });
    expect(checkScheduleDay([prog('p1', '06:00', '07:00', 'aired')], f).ok).toBe(true);
    const moved = checkScheduleDay([prog('p1', '06:15', '07:15', 'aired')], f);
    expect(!moved.ok && [moved.error.kind, moved.error.uId]).toEqual(['past', 'aired']);
    const removed = checkScheduleDay([prog('p2', '20:00', '21:00', 'later')], f);
    expect(!removed.ok && [removed.error.kind, removed.error.uId]).toEqual(['past', 'aired']);
  });

  it('counts a daylight-saving day in the channel zone', () => {
    const day = channelDay('2026-03-29', 'Europe/London');
    const f = facts({ day, now: new Date('2026-03-01T00:00:00Z') });
    // 00:00 local is 00:00Z (GMT); 23:30 local is 22:30Z (BST).
    const ok = checkScheduleDay(
      [
        { pgm_id: 'p1', a_st_dt: '2026-03-29T00:00:00Z', a_ed_dt: '2026-03-29T01:00:00Z' },
        { pgm_id: 'p2', a_st_dt: '2026-03-29T22:30:00Z', a_ed_dt: '2026-03-29T23:00:00Z' },
      ],
      f,
    );
    expect(ok.ok).toBe(true);
    const next = checkScheduleDay(
      [{ pgm_id: 'p2', a_st_dt: '2026-03-29T23:00:00Z', a_ed_dt: '2026-03-29T23:30:00Z' }],
      f,
    );
    expect(!next.ok && next.error.kind).toBe('outsideDay');
  });
});

describe('dayCoverage and findConflicts', () => {
  const day = channelDay('2026-11-24', 'UTC');
  const span = (a: string, b: string) => ({ startMs: Date.parse(at(a)), endMs: Date.parse(at(b)) });

  it('tells a hole from an unfilled end', () => {
    expect(dayCoverage(day, [])).toEqual({ hasHole: false, notFilled: true });
    expect(dayCoverage(day, [span('00:00', '12:00')])).toEqual({ hasHole: false, notFilled: true });
    expect(
      dayCoverage(day, [
        span('00:00', '12:00'),
        { startMs: Date.parse(at('12:30')), endMs: Date.parse('2026-11-25T00:00:00Z') },
      ]),
    ).toEqual({ hasHole: true, notFilled: false });
    expect(dayCoverage(day, [{ startMs: day.startMs - 3_600_000, endMs: day.endMs }])).toEqual({
      hasHole: false,
      notFilled: false,
    });
  });

  it('finds every pair once and ignores back-to-back airings', () => {
    const airings = [
      { uId: 'a', type: 'program' as const, title: 'A', index: 0, ...span('10:00', '11:00') },
      { uId: 'b', type: 'program' as const, title: 'B', index: 1, ...span('11:00', '12:00') },
      { uId: 'c', type: 'program' as const, title: 'C', index: 2, ...span('11:30', '11:45') },
    ];
    expect(findConflicts(airings, [], '2026-11-24').map((c) => c.uId)).toEqual(['b', 'c']);
  });
});
