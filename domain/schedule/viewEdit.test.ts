import { describe, expect, it } from 'vitest';
import {
  appendSlot,
  localDayMessages,
  availabilityCrossings,
  conflictsWith,
  removeAllGaps,
  sharesMinute,
  snappedTarget,
} from './viewEdit';
import { localDayBounds } from './viewTimeline';

const at = (iso: string) => Date.parse(iso);
const airing = (id: string, start: string, end: string) => ({
  id,
  a_st_dt: `2026-11-24T${start}:00.000Z`,
  a_ed_dt: `2026-11-24T${end}:00.000Z`,
});
const MIN = 60_000;

describe('dragging', () => {
  it('snaps the dropped start to the spec quarter hours and keeps the duration', () => {
    const interval = { startMs: at('2026-11-24T10:00:00Z'), endMs: at('2026-11-24T10:45:00Z') };
    const target = snappedTarget(interval, 52 * MIN);
    expect(new Date(target.startMs).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(target.endMs - target.startMs).toBe(45 * MIN);
    expect(new Date(snappedTarget(interval, 7 * MIN).startMs).toISOString()).toBe(
      '2026-11-24T10:00:00.000Z',
    );
    expect(new Date(snappedTarget(interval, 8 * MIN).startMs).toISOString()).toBe(
      '2026-11-24T10:15:00.000Z',
    );
  });

  it('snaps a drop on the channel clock: Asia/Kathmandu (UTC+05:45) local 16:52 to 17:00', () => {
    // Local 10:00 in Kathmandu is 04:15Z; a drag of 6 h 52 min lands on local 16:52 (11:07Z).
    const interval = { startMs: at('2026-11-24T04:15:00Z'), endMs: at('2026-11-24T04:45:00Z') };
    const target = snappedTarget(interval, (6 * 60 + 52) * MIN, 'Asia/Kathmandu');
    expect(new Date(target.startMs).toISOString()).toBe('2026-11-24T11:15:00.000Z');
    expect(target.endMs - target.startMs).toBe(30 * MIN);
    // Local 10:07 to 10:00 (04:15Z), not 10:15 as the UTC minute (04:22) would give.
    expect(new Date(snappedTarget(interval, 7 * MIN, 'Asia/Kathmandu').startMs).toISOString()).toBe(
      '2026-11-24T04:15:00.000Z',
    );
  });

  it('names the airings a range shares a minute with; touching ends do not conflict', () => {
    const a = airing('a', '10:00', '11:00');
    const b = airing('b', '11:00', '12:00');
    const c = airing('c', '12:00', '13:00');
    const range = { startMs: at('2026-11-24T10:30:00Z'), endMs: at('2026-11-24T12:00:00Z') };
    expect(conflictsWith(range, [a, b, c]).map((x) => x.id)).toEqual(['a', 'b']);
    expect(conflictsWith(range, [a, b, c], a).map((x) => x.id)).toEqual(['b']);
    expect(
      sharesMinute(
        { startMs: at('2026-11-24T11:00:00Z'), endMs: at('2026-11-24T12:00:00Z') },
        { startMs: at('2026-11-24T10:00:00Z'), endMs: at('2026-11-24T11:00:00Z') },
      ),
    ).toBe(false);
    // Per minute: ends are truncated, so an airing ending 11:00:30 leaves minute 11:00 to the next.
    expect(
      sharesMinute(
        { startMs: at('2026-11-24T11:00:00Z'), endMs: at('2026-11-24T12:00:00Z') },
        { startMs: at('2026-11-24T10:00:00Z'), endMs: at('2026-11-24T11:00:30Z') },
      ),
    ).toBe(false);
  });

  it('lists the availability windows a target crosses, before the drop', () => {
    const range = { startMs: at('2026-11-24T10:00:00Z'), endMs: at('2026-11-24T11:00:00Z') };
    expect(availabilityCrossings(range, {})).toEqual([]);
    expect(
      availabilityCrossings(range, {
        programEnd: '2026-11-24T10:30:00Z',
        forProduct: false,
        published: false,
        channelEnd: '2026-11-24T10:59:00Z',
      }),
    ).toEqual(['expired', 'notForProduct', 'notPublished', 'channelExpiry']);
    expect(
      availabilityCrossings(range, {
        programEnd: '2026-11-24T11:00:00Z',
        channelEnd: '2026-11-25T00:00:00Z',
      }),
    ).toEqual([]);
  });
});

describe('adding', () => {
  const day = localDayBounds('2026-11-24', 'UTC');
  it('appends after the last airing of the day, or at its start', () => {
    const slot = appendSlot([airing('a', '10:00', '11:00')], day, 30 * MIN, 0);
    expect(new Date(slot.startMs).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(slot.endMs - slot.startMs).toBe(30 * MIN);
    expect(appendSlot([], day, MIN, 0).startMs).toBe(day.startMs);
  });

  it('never in the past: after now, on the next quarter hour', () => {
    const slot = appendSlot([], day, MIN, at('2026-11-24T09:03:00Z'));
    expect(new Date(slot.startMs).toISOString()).toBe('2026-11-24T09:15:00.000Z');
  });
});

describe('remove all gaps', () => {
  const days = [localDayBounds('2026-11-24', 'UTC')];
  it('pulls each movable airing back to where the previous one ends, from the day start', () => {
    const a = airing('a', '01:00', '02:00');
    const b = airing('b', '03:00', '03:30');
    const c = airing('c', '03:30', '04:00');
    const moved = removeAllGaps([c, a, b], days, () => true);
    expect([...moved].map(([x, r]) => [x.id, new Date(r.startMs).toISOString()])).toEqual([
      ['a', '2026-11-24T00:00:00.000Z'],
      ['b', '2026-11-24T01:00:00.000Z'],
      ['c', '2026-11-24T01:30:00.000Z'],
    ]);
  });

  it('leaves airings that may not move, and fills after them; never into the past', () => {
    const past = airing('past', '00:30', '01:00');
    const next = airing('next', '05:00', '06:00');
    const moved = removeAllGaps([past, next], days, (x) => x !== past, at('2026-11-24T02:00:00Z'));
    expect(moved.has(past)).toBe(false);
    expect(new Date(moved.get(next)?.startMs ?? 0).toISOString()).toBe('2026-11-24T02:00:00.000Z');
  });

  it('starts after an airing running in from the day before', () => {
    const late = {
      id: 'late',
      a_st_dt: '2026-11-23T23:00:00.000Z',
      a_ed_dt: '2026-11-24T00:45:00.000Z',
    };
    const b = airing('b', '02:00', '03:00');
    const moved = removeAllGaps([late, b], days, () => true);
    expect(new Date(moved.get(b)?.startMs ?? 0).toISOString()).toBe('2026-11-24T00:45:00.000Z');
    expect(moved.has(late)).toBe(false);
  });
});

describe('day messages on a local day', () => {
  const day = localDayBounds('2026-11-24', 'UTC');
  it('an empty day is not filled; a hole is a gap; a full day has none', () => {
    expect(localDayMessages([], day)).toEqual(['Schedule content for this day is not filled.']);
    expect(
      localDayMessages([airing('a', '00:00', '01:00'), airing('b', '02:00', '03:00')], day),
    ).toEqual(['There are gaps in the schedule.', 'Schedule content for this day is not filled.']);
    const full = { a_st_dt: '2026-11-24T00:00:00Z', a_ed_dt: '2026-11-25T00:00:00Z' };
    expect(localDayMessages([full], day)).toEqual([]);
    expect(
      localDayMessages([{ ...full, wrng: [{ code: '11340201', msg: 'expired' }] }], day),
    ).toEqual(['Schedule content expires prior to this date.']);
  });

  it('the 23-hour London day is full when its 23 hours are', () => {
    const spring = localDayBounds('2026-03-29', 'Europe/London');
    const full = { a_st_dt: '2026-03-29T00:00:00Z', a_ed_dt: '2026-03-29T23:00:00Z' };
    expect(localDayMessages([full], spring)).toEqual([]);
  });
});

describe('day messages only read the day', () => {
  it('expired content on another day does not mark this one', () => {
    const day = localDayBounds('2026-11-24', 'UTC');
    const elsewhere = {
      a_st_dt: '2026-11-26T00:00:00Z',
      a_ed_dt: '2026-11-26T01:00:00Z',
      wrng: [{ code: 11340201, msg: 'expired' }],
    };
    const full = { a_st_dt: '2026-11-24T00:00:00Z', a_ed_dt: '2026-11-25T00:00:00Z' };
    expect(localDayMessages([full, elsewhere], day)).toEqual([]);
  });
});

describe('adding after a full day', () => {
  it('never lands on the next day’s airings', () => {
    const day = localDayBounds('2026-11-24', 'UTC');
    const full = { a_st_dt: '2026-11-24T00:00:00Z', a_ed_dt: '2026-11-25T00:00:00Z' };
    const next = { a_st_dt: '2026-11-25T00:00:00Z', a_ed_dt: '2026-11-25T01:00:00Z' };
    const slot = appendSlot([full, next], day, 30_000, 0);
    expect(new Date(slot.startMs).toISOString()).toBe('2026-11-25T01:00:00.000Z');
  });
});
