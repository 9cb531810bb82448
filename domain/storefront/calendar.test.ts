import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_ITEMS,
  NO_KIND,
  buildCalendar,
  calendarRange,
  calendarTicks,
  gapsAndOverlaps,
  shiftAnchor,
} from './calendar';
import type { CalendarItem, CalendarRange } from './calendar';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const DECEMBER: CalendarRange = {
  from: at('2026-12-01T00:00:00Z'),
  to: at('2027-01-01T00:00:00Z'),
};

const page = (id: string, fields: Partial<CalendarItem> = {}): CalendarItem => ({
  id,
  n: id,
  st: 'published',
  ty: 'home',
  ...fields,
});

const spans = (intervals: readonly { start: number; end: number }[]) =>
  intervals.map(({ start, end }) => [iso(start), iso(end)]);

describe('the storefront calendar', () => {
  it('clips bars to the range; open ends reach its edges', () => {
    const [home] = buildCalendar(
      [
        page('winter', { st_dt: '2026-11-20T00:00:00Z', ed_dt: '2026-12-10T10:00:00Z' }),
        page('always'),
        page('new-year', { st_dt: '2026-12-31T18:00:00Z' }),
      ],
      DECEMBER,
      { groupByKind: true },
    );
    expect(home?.rows.map((row) => [row.id, ...spans(row.bars).flat()])).toEqual([
      ['always', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
      ['winter', '2026-12-01T00:00:00.000Z', '2026-12-10T10:00:00.000Z'],
      ['new-year', '2026-12-31T18:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ]);
    const winter = home?.rows.find((row) => row.id === 'winter')?.bars[0];
    expect(winter).toMatchObject({
      kind: 'live',
      continuesBefore: true,
      continuesAfter: false,
      windowStart: at('2026-11-20T00:00:00Z'),
      windowEnd: at('2026-12-10T10:00:00Z'),
    });
    const always = home?.rows.find((row) => row.id === 'always')?.bars[0];
    expect(always).toMatchObject({
      continuesBefore: true,
      continuesAfter: true,
      windowStart: undefined,
      windowEnd: undefined,
    });
  });

  it('marks drafts and pending versions as scheduled drafts, leaves archived and deleted out', () => {
    const groups = buildCalendar(
      [
        page('a', { st: 'draft', st_dt: '2026-12-05T00:00:00Z' }),
        page('b', { st: 'pending' }),
        page('c', { st: 'archived' }),
        page('d', { st: 'deleted' }),
      ],
      DECEMBER,
      { groupByKind: true },
    );
    expect(groups.map((group) => group.key)).toEqual(['home']);
    expect(groups[0]?.rows.map((row) => [row.id, row.bars.map((bar) => bar.kind)])).toEqual([
      ['b', ['scheduledDraft']],
      ['a', ['scheduledDraft']],
    ]);
    // Drafts are not live: the whole month is a gap.
    expect(spans(groups[0]?.gaps ?? [])).toEqual([
      ['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ]);
  });

  it('puts a published version and its draft in one row, the live bar first', () => {
    const [home] = buildCalendar(
      [page('x', { st: 'draft', ed_dt: '2026-12-20T00:00:00Z' }), page('x', { n: 'Home X' })],
      DECEMBER,
      { groupByKind: true },
    );
    expect(home?.rows).toHaveLength(1);
    expect(home?.rows[0]?.name).toBe('Home X');
    expect(home?.rows[0]?.bars.map((bar) => bar.kind)).toEqual(['live', 'scheduledDraft']);
  });

  it('finds the gaps of each kind: "No live home page from 1 Dec 10:00 to 3 Dec 00:00"', () => {
    const [home, kids] = buildCalendar(
      [
        page('h1', { ed_dt: '2026-12-01T10:00:00Z' }),
        page('h2', { st_dt: '2026-12-03T00:00:00Z', ed_dt: '2026-12-20T00:00:00Z' }),
        page('h3', { st_dt: '2026-12-25T00:00:00Z' }),
        page('k1', { ty: 'kids', st_dt: '2026-12-10T00:00:00Z', ed_dt: '2026-12-12T00:00:00Z' }),
      ],
      DECEMBER,
      { groupByKind: true },
    );
    expect(home?.key).toBe('home');
    expect(spans(home?.gaps ?? [])).toEqual([
      ['2026-12-01T10:00:00.000Z', '2026-12-03T00:00:00.000Z'],
      ['2026-12-20T00:00:00.000Z', '2026-12-25T00:00:00.000Z'],
    ]);
    expect(home?.overlaps).toEqual([]);
    expect(kids?.key).toBe('kids');
    expect(spans(kids?.gaps ?? [])).toEqual([
      ['2026-12-01T00:00:00.000Z', '2026-12-10T00:00:00.000Z'],
      ['2026-12-12T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ]);
  });

  it('marks gaps only for kinds that must always have a live page, not seasonal or landing pages', () => {
    const groups = buildCalendar(
      [
        page('s1', {
          ty: 'seasonal',
          st_dt: '2026-12-20T00:00:00Z',
          ed_dt: '2026-12-27T00:00:00Z',
        }),
        page('l1', { ty: 'landing', st_dt: '2026-12-05T00:00:00Z', ed_dt: '2026-12-06T00:00:00Z' }),
        page('x1', { ty: 'section', st_dt: '2026-12-05T00:00:00Z' }),
      ],
      DECEMBER,
      { groupByKind: true },
    );
    const byKey = new Map(groups.map((group) => [group.key, group]));
    expect(byKey.get('seasonal')?.gaps).toEqual([]);
    expect(byKey.get('landing')?.gaps).toEqual([]);
    expect(spans(byKey.get('section')?.gaps ?? [])).toEqual([
      ['2026-12-01T00:00:00.000Z', '2026-12-05T00:00:00.000Z'],
    ]);
  });

  it('finds overlaps, merged, with the most live at once and which items', () => {
    const [home] = buildCalendar(
      [
        page('a', { ed_dt: '2026-12-10T00:00:00Z' }),
        page('b', { st_dt: '2026-12-05T00:00:00Z', ed_dt: '2026-12-08T00:00:00Z' }),
        page('c', { st_dt: '2026-12-07T00:00:00Z', ed_dt: '2026-12-12T00:00:00Z' }),
        page('d', { st_dt: '2026-12-12T00:00:00Z' }),
      ],
      DECEMBER,
      { groupByKind: true },
    );
    expect(
      home?.overlaps.map((o) => [iso(o.start), iso(o.end), o.count, [...o.ids].sort()]),
    ).toEqual([['2026-12-05T00:00:00.000Z', '2026-12-10T00:00:00.000Z', 3, ['a', 'b', 'c']]]);
    expect(home?.gaps).toEqual([]);
  });

  it('compares kinds apart: a home page and a kids page live at once do not overlap', () => {
    const groups = buildCalendar([page('h'), page('k', { ty: 'kids' })], DECEMBER, {
      groupByKind: true,
    });
    expect(groups.map((group) => [group.key, group.overlaps.length, group.gaps.length])).toEqual([
      ['home', 0, 0],
      ['kids', 0, 0],
    ]);
  });

  it('orders groups by the known kinds, then other kinds, then pages without a kind', () => {
    const groups = buildCalendar(
      [
        page('1', { ty: undefined }),
        page('2', { ty: 'promo' }),
        page('3', { ty: 'landing' }),
        page('4', { ty: 'home' }),
      ],
      DECEMBER,
      { groupByKind: true },
    );
    expect(groups.map((group) => group.key)).toEqual(['home', 'landing', 'promo', NO_KIND]);
  });

  it('keeps collections in one group whatever their kind', () => {
    const groups = buildCalendar(
      [
        { id: 'c1', n: 'C1', st: 'published', ed_dt: '2026-12-15T00:00:00Z' },
        { id: 'c2', n: 'C2', st: 'published', st_dt: '2026-12-10T00:00:00Z', ty: 'x' },
      ],
      DECEMBER,
      { groupByKind: false },
    );
    expect(groups.map((group) => group.key)).toEqual([ALL_ITEMS]);
    expect(spans(groups[0]?.overlaps ?? [])).toEqual([
      ['2026-12-10T00:00:00.000Z', '2026-12-15T00:00:00.000Z'],
    ]);
  });

  it('shows a kind whose pages all lie outside the range as one long gap, without rows', () => {
    const [home] = buildCalendar([page('old', { ed_dt: '2026-11-01T00:00:00Z' })], DECEMBER, {
      groupByKind: true,
    });
    expect(home?.rows).toEqual([]);
    expect(spans(home?.gaps ?? [])).toEqual([
      ['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ]);
  });

  it("lists each page's containers under it, in the page's order, with their own windows", () => {
    const [home] = buildCalendar(
      [
        page('home', { n: 'Home', containers: ['hero', 'rail', 'gone'] }),
        page('home', { st: 'draft', containers: ['rail', 'fresh', 'later'] }),
        page('other', { containers: [] }),
      ],
      DECEMBER,
      {
        groupByKind: true,
        containers: [
          page('hero', { n: 'Hero', ty: 'banner' }),
          page('rail', {
            n: 'Winter rail',
            st_dt: '2026-12-10T00:00:00Z',
            ed_dt: '2026-12-20T00:00:00Z',
          }),
          page('rail', { n: 'Winter rail (new)', st: 'draft', st_dt: '2026-12-12T00:00:00Z' }),
          page('fresh', { n: 'Fresh', st: 'draft', st_dt: '2026-12-24T00:00:00Z' }),
          page('later', { n: 'Later', st_dt: '2027-02-01T00:00:00Z' }),
          page('unused', { n: 'Unused' }),
        ],
      },
    );
    const homeRow = home?.rows.find((row) => row.id === 'home');
    // The live version's containers first, then those only its draft holds; an unknown one is left out.
    expect(
      homeRow?.containers.map((row) => [
        row.id,
        row.name,
        ...row.bars.map((bar) => [bar.kind, iso(bar.start), iso(bar.end)]),
      ]),
    ).toEqual([
      ['hero', 'Hero', ['live', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']],
      [
        'rail',
        'Winter rail',
        ['live', '2026-12-10T00:00:00.000Z', '2026-12-20T00:00:00.000Z'],
        ['scheduledDraft', '2026-12-12T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
      ],
      [
        'fresh',
        'Fresh',
        ['scheduledDraft', '2026-12-24T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
      ],
      // Outside the period: listed, with no bar.
      ['later', 'Later'],
    ]);
    expect(home?.rows.find((row) => row.id === 'other')?.containers).toEqual([]);
    // Containers neither make nor fill a page kind's gaps and overlaps.
    expect(home?.gaps).toEqual([]);
    expect(home?.overlaps.map((overlap) => overlap.ids.sort())).toEqual([['home', 'other']]);
  });

  it('reads an empty window (end at or before start) as no bar, and an unreadable date as open', () => {
    const [home] = buildCalendar(
      [
        page('empty', { st_dt: '2026-12-05T00:00:00Z', ed_dt: '2026-12-05T00:00:00Z' }),
        page('odd', { st_dt: 'soon', ed_dt: '2026-12-02T00:00:00Z' }),
      ],
      DECEMBER,
      { groupByKind: true },
    );
    expect(home?.rows.map((row) => row.id)).toEqual(['odd']);
  });
});

describe('gaps and overlaps, as properties', () => {
  const RANGE: CalendarRange = { from: 0, to: 1000 };
  const window = fc
    .tuple(fc.integer({ min: -200, max: 1200 }), fc.integer({ min: 1, max: 600 }))
    .map(([start, length]) => ({ start, end: start + length }));
  const clipped = (windows: { start: number; end: number }[]) =>
    windows
      .map((w, index) => ({
        id: `p${index}`,
        start: Math.max(w.start, RANGE.from),
        end: Math.min(w.end, RANGE.to),
      }))
      .filter((w) => w.start < w.end);
  const liveAt = (windows: { start: number; end: number }[], t: number) =>
    windows.filter((w) => w.start <= t && t < w.end).length;
  const inside = (intervals: { start: number; end: number }[], t: number) =>
    intervals.some((i) => i.start <= t && t < i.end);

  it('a moment is in a gap exactly when nothing is live, in an overlap exactly when two are', () => {
    fc.assert(
      fc.property(fc.array(window, { maxLength: 6 }), (windows) => {
        const live = clipped(windows);
        const { gaps, overlaps } = gapsAndOverlaps(live, RANGE);
        for (let t = RANGE.from; t < RANGE.to; t += 7) {
          const count = liveAt(live, t);
          expect(inside(gaps, t)).toBe(count === 0);
          expect(inside(overlaps, t)).toBe(count >= 2);
        }
      }),
    );
  });

  it('returns sorted, merged intervals inside the range', () => {
    fc.assert(
      fc.property(fc.array(window, { maxLength: 6 }), (windows) => {
        const { gaps, overlaps } = gapsAndOverlaps(clipped(windows), RANGE);
        for (const list of [gaps, overlaps]) {
          list.forEach((interval, index) => {
            expect(interval.start).toBeLessThan(interval.end);
            expect(interval.start).toBeGreaterThanOrEqual(RANGE.from);
            expect(interval.end).toBeLessThanOrEqual(RANGE.to);
            const previous = list[index - 1];
            // Merged: never touching the previous one.
            if (previous) expect(previous.end).toBeLessThan(interval.start);
          });
        }
      }),
    );
  });

  it('touching windows (end exclusive) are neither a gap nor an overlap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 6 }),
        (cuts) => {
          const edges = [RANGE.from, ...new Set(cuts)].sort((a, b) => a - b).concat(RANGE.to);
          const live = edges
            .slice(1)
            .map((end, index) => ({ id: `p${index}`, start: edges[index] ?? 0, end }));
          expect(gapsAndOverlaps(live, RANGE)).toEqual({ gaps: [], overlaps: [] });
        },
      ),
    );
  });

  it('the same item listed twice is not an overlap', () => {
    const live = [
      { id: 'a', start: 0, end: 1000 },
      { id: 'a', start: 0, end: 1000 },
    ];
    expect(gapsAndOverlaps(live, RANGE)).toEqual({ gaps: [], overlaps: [] });
  });
});

describe('the calendar range', () => {
  const noon = at('2026-12-16T12:00:00Z');

  it('is a month from its first midnight in the zone by default', () => {
    const range = calendarRange('month', noon, 'Asia/Singapore');
    expect([iso(range.from), iso(range.to)]).toEqual([
      '2026-11-30T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
  });

  it('is a week from the locale week start, or a quarter', () => {
    const monday = calendarRange('week', noon, 'UTC', 1);
    expect([iso(monday.from), iso(monday.to)]).toEqual([
      '2026-12-14T00:00:00.000Z',
      '2026-12-21T00:00:00.000Z',
    ]);
    expect(iso(calendarRange('week', noon, 'UTC', 0).from)).toBe('2026-12-13T00:00:00.000Z');
    const quarter = calendarRange('quarter', noon, 'UTC');
    expect([iso(quarter.from), iso(quarter.to)]).toEqual([
      '2026-10-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('moves by whole periods', () => {
    expect(iso(shiftAnchor('month', noon, 1, 'UTC'))).toBe('2027-01-16T12:00:00.000Z');
    expect(iso(shiftAnchor('week', noon, -1, 'UTC'))).toBe('2026-12-09T12:00:00.000Z');
    expect(iso(shiftAnchor('quarter', noon, -1, 'UTC'))).toBe('2026-09-16T12:00:00.000Z');
  });

  it('ticks each midnight, across a DST change', () => {
    // Europe/London leaves summer time on 25 October 2026: that day lasts 25 hours.
    const range = calendarRange('week', at('2026-10-22T12:00:00Z'), 'Europe/London');
    const ticks = calendarTicks('week', range, 'Europe/London');
    expect(ticks.map(iso)).toEqual([
      '2026-10-18T23:00:00.000Z',
      '2026-10-19T23:00:00.000Z',
      '2026-10-20T23:00:00.000Z',
      '2026-10-21T23:00:00.000Z',
      '2026-10-22T23:00:00.000Z',
      '2026-10-23T23:00:00.000Z',
      '2026-10-24T23:00:00.000Z',
    ]);
    // Sunday lasts 25 hours: the next Monday starts at midnight GMT.
    expect(iso(range.to)).toBe('2026-10-26T00:00:00.000Z');
    expect(calendarTicks('month', DECEMBER, 'UTC')).toHaveLength(31);
  });

  it('ticks each week start in a quarter', () => {
    const quarter = calendarRange('quarter', noon, 'UTC');
    const ticks = calendarTicks('quarter', quarter, 'UTC');
    expect(ticks.slice(0, 3).map(iso)).toEqual([
      '2026-10-01T00:00:00.000Z',
      '2026-10-05T00:00:00.000Z',
      '2026-10-12T00:00:00.000Z',
    ]);
    expect(ticks.at(-1)).toBe(at('2026-12-28T00:00:00Z'));
  });
});
