import { describe, expect, it } from 'vitest';
import { channelDay } from './channelDay';
import { instantOfWallClock, loopAiringsOnto, wallClockOf } from './loopDay';

const NY = 'America/New_York';
const wall = (ms: number) => new Date(wallClockOf(ms, NY)).toISOString().slice(11, 16);

/** A day of back-to-back programs at these local starts (the last one to local midnight). */
function sourceDay(dt: string, starts: string[]) {
  const day = channelDay(dt, NY);
  const at = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    return new Date(instantOfWallClock(Date.parse(`${dt}T00:00:00Z`) + (h * 60 + m) * 60_000, NY));
  };
  return starts.map((start, i) => ({
    type: 'program' as const,
    id: start,
    a_st_dt: at(start).toISOString(),
    a_ed_dt: (starts[i + 1] ? at(starts[i + 1] as string) : new Date(day.endMs)).toISOString(),
  }));
}

const STARTS = [
  '00:00',
  '01:30',
  '02:30',
  '03:30',
  ...Array.from({ length: 20 }, (_, i) => `${String(i + 4).padStart(2, '0')}:00`),
];

describe('loopAiringsOnto', () => {
  it('keeps every wall-clock start on an ordinary day', () => {
    const looped = loopAiringsOnto(sourceDay('2027-03-07', STARTS), '2027-03-07', '2027-03-08', NY);
    expect(looped.map((a) => wall(a.startMs))).toEqual(STARTS);
    expect(looped.at(-1)?.endMs).toBe(channelDay('2027-03-08', NY).endMs);
  });

  it("onto a 23-hour day: the skipped hour's program starts at the end of the gap, the day filled", () => {
    const day = channelDay('2027-03-14', NY);
    expect(day.minutes).toBe(1380);
    const looped = loopAiringsOnto(sourceDay('2027-03-07', STARTS), '2027-03-07', '2027-03-14', NY);
    expect(looped.map((a) => [a.id, wall(a.startMs)])).toEqual(
      STARTS.map((s) => [s, s === '02:30' ? '03:00' : s]),
    );
    expect(looped[0]?.startMs).toBe(day.startMs);
    for (let i = 1; i < looped.length; i += 1)
      expect(looped[i]?.startMs).toBe(looped[i - 1]?.endMs);
    expect(looped.at(-1)?.endMs).toBe(day.endMs);
  });

  it('onto a 23-hour day: a program whose whole slot is skipped is left out', () => {
    const starts = ['00:00', '01:00', '02:00', '03:00', '23:00'];
    const day = channelDay('2027-03-14', NY);
    const looped = loopAiringsOnto(sourceDay('2027-03-07', starts), '2027-03-07', '2027-03-14', NY);
    expect(looped.map((a) => [a.id, wall(a.startMs)])).toEqual([
      ['00:00', '00:00'],
      ['01:00', '01:00'],
      ['03:00', '03:00'],
      ['23:00', '23:00'],
    ]);
    expect(looped[1]?.endMs).toBe(looped[2]?.startMs);
    expect(looped.at(-1)?.endMs).toBe(day.endMs);
  });

  it('onto a 25-hour day: the repeated hour is filled, later programs keep their wall clock', () => {
    const day = channelDay('2027-11-07', NY);
    expect(day.minutes).toBe(1500);
    const looped = loopAiringsOnto(sourceDay('2027-10-31', STARTS), '2027-10-31', '2027-11-07', NY);
    expect(looped.map((a) => wall(a.startMs))).toEqual(STARTS);
    // 01:30 EDT until 02:30 EST: two hours, the repeated hour inside.
    expect(((looped[1]?.endMs ?? 0) - (looped[1]?.startMs ?? 0)) / 60_000).toBe(120);
    for (let i = 1; i < looped.length; i += 1)
      expect(looped[i]?.startMs).toBe(looped[i - 1]?.endMs);
    expect(looped.at(-1)?.endMs).toBe(day.endMs);
  });

  it('loops a 25-hour day onto the next 25-hour day unchanged, both 01:00s in place', () => {
    const source = channelDay('2027-11-07', NY);
    const airings = [0, 1, 2, 3].map((h) => ({
      type: 'program' as const,
      a_st_dt: new Date(source.startMs + h * 3_600_000).toISOString(),
      a_ed_dt: new Date(source.startMs + (h + 1) * 3_600_000).toISOString(),
    }));
    // 00:00 EDT, 01:00 EDT, 01:00 EST, 02:00 EST.
    const target = channelDay('2028-11-05', NY);
    expect(target.minutes).toBe(1500);
    const looped = loopAiringsOnto(airings, '2027-11-07', '2028-11-05', NY);
    expect(looped.map((a) => (a.startMs - target.startMs) / 3_600_000)).toEqual([0, 1, 2, 3]);
  });

  it('keeps an ad break its length', () => {
    const [first] = sourceDay('2027-03-07', ['10:00', '10:30']);
    const ad = {
      type: 'ad' as const,
      id: 'ad',
      a_st_dt: first?.a_ed_dt ?? '',
      a_ed_dt: new Date(Date.parse(first?.a_ed_dt ?? '') + 60_000).toISOString(),
    };
    const looped = loopAiringsOnto([first!, ad], '2027-03-07', '2027-03-14', NY);
    expect(looped.map((a) => (a.endMs - a.startMs) / 60_000)).toEqual([30, 1]);
  });
});

describe('instantOfWallClock', () => {
  it('names the end of the gap for a skipped time and the first occurrence of a repeated one', () => {
    const t = (iso: string) => instantOfWallClock(Date.parse(iso), NY);
    expect(new Date(t('2027-03-14T02:30:00Z')).toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(new Date(t('2027-11-07T01:30:00Z')).toISOString()).toBe('2027-11-07T05:30:00.000Z');
    expect(
      new Date(
        instantOfWallClock(
          Date.parse('2027-11-07T01:30:00Z'),
          NY,
          Date.parse('2027-11-07T06:00:00Z'),
        ),
      ).toISOString(),
    ).toBe('2027-11-07T06:30:00.000Z');
    expect(new Date(t('2027-07-01T12:00:00Z')).toISOString()).toBe('2027-07-01T16:00:00.000Z');
  });
});
