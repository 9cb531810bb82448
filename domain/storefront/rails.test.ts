import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNT,
  PREDEFINED_RAILS,
  assembleRail,
  byPriority,
  entryKind,
  followRecordId,
  followedTeams,
  historyRail,
  needsHistory,
  predefinedSource,
  railItemOf,
  railPlan,
  railSources,
  teamHistoryRail,
  teamRecommended,
  teamTitleOf,
  teamsOf,
} from './rails';
import type { HiddenItem, RailItem, TeamTitle, ViewingRecord } from './rails';
import { parseRailQuery } from './railQuery';

const record = (itemId: string, fields: Partial<ViewingRecord>): ViewingRecord => ({
  itemId,
  position: 0,
  duration: 1000,
  favourite: false,
  completed: false,
  lastWatched: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const item = (id: string): RailItem => ({ id, type: 'movie', n: id });

describe('rail sources', () => {
  it('takes a manual rail in priority order, capped by its count', () => {
    const sources = railSources({
      ctype: 'manual_curation',
      i: [
        {
          type: 'manual',
          count: 2,
          priority: 2,
          data: [{ id: 'c', priority: 3 }, { id: 'x' }, { id: 'a', priority: 1 }],
        },
        { type: 'manual', priority: 1, data: [{ id: 'first' }] },
      ],
    });
    expect(sources).toEqual([
      { kind: 'ids', ids: ['first'], count: DEFAULT_COUNT },
      { kind: 'ids', ids: ['a', 'c', 'x'], count: 2 },
    ]);
  });

  it('reads the container kind first, then the entry type', () => {
    expect(entryKind({ ck: 'Collection' }, { type: 'manual' })).toBe('collection');
    expect(entryKind({ ctype: 'personalized' }, { type: 'query' })).toBe('predefined');
    expect(entryKind({ ctype: 'query_based' }, { type: 'manual' })).toBe('query');
    expect(entryKind({ ctype: 'time_based' }, { type: 'query' })).toBe('query');
    expect(entryKind({ ctype: 'time_based' }, { type: 'manual' })).toBe('ids');
  });

  it('gives personalised rails their rail kind, even without entries', () => {
    expect(railSources({ ctype: 'personalized', rail: 'continue_watching' })).toEqual([
      { kind: 'history', rail: 'continue_watching', count: DEFAULT_COUNT },
    ]);
    const [recommended] = railSources({
      ctype: 'predefined',
      rail: 'recommended',
      i: [{ type: 'recommended', count: 4 }],
    });
    expect(recommended).toMatchObject({ kind: 'query', excludeHistory: true, count: 4 });
    expect(railSources({ ctype: 'personalized', rail: 'team_favourites' })).toEqual([
      { kind: 'team', rail: 'team_favourites', count: DEFAULT_COUNT },
    ]);
    expect(needsHistory(railSources({ ctype: 'personalized', rail: 'team_recommended' }))).toBe(
      true,
    );
    expect(railSources({ ctype: 'personalized', rail: 'no_such_rail' })).toEqual([
      { kind: 'none' },
    ]);
    expect(needsHistory(railSources({ ctype: 'personalized', rail: 'recommended' }))).toBe(true);
    expect(needsHistory(railSources({ ctype: 'predefined', rail: 'new_arrival' }))).toBe(false);
  });

  it('parses saved queries; one that does not parse lists nothing', () => {
    const [source] = railSources({
      ctype: 'query_based',
      i: [{ type: 'query', q: 'type=movie&added>=-30d', count: 500 }],
    });
    expect(source).toMatchObject({ kind: 'query', count: 100 });
    expect(railSources({ ctype: 'query_based', i: [{ type: 'query', q: 'nonsense' }] })).toEqual([
      { kind: 'none' },
    ]);
  });

  it('has a query that parses for every predefined rail', () => {
    for (const [rail, rule] of Object.entries(PREDEFINED_RAILS)) {
      expect(parseRailQuery(rule.query).ok, rail).toBe(true);
      expect(predefinedSource(rail, 3).kind).toBe('query');
    }
  });
});

describe('history rails', () => {
  const records = [
    record('started', { position: 300, lastWatched: '2026-01-02T00:00:00.000Z' }),
    record('later', { position: 10, lastWatched: '2026-01-05T00:00:00.000Z' }),
    record('nearly-done', { position: 990 }),
    record('finished', { position: 1000, completed: true, favourite: true }),
    record('liked', { favourite: true, lastWatched: '2026-01-09T00:00:00.000Z' }),
  ];
  it('continues what was started and not finished, latest first', () => {
    expect(historyRail(records, 'continue_watching').map((r) => r.itemId)).toEqual([
      'later',
      'started',
    ]);
  });
  it('lists favourites and finished titles', () => {
    expect(historyRail(records, 'favourites').map((r) => r.itemId)).toEqual(['liked', 'finished']);
    expect(historyRail(records, 'watch_again').map((r) => r.itemId)).toEqual(['finished']);
  });
});

describe('team rails', () => {
  const follow = (team: string, lastWatched: string) =>
    record(followRecordId(team), { duration: 0, favourite: true, lastWatched });
  const records = [
    follow('hawks', '2026-01-01T10:00:00.000Z'),
    follow('lions', '2026-01-02T10:00:00.000Z'),
    record('match-hawks', { position: 400, lastWatched: '2026-01-05T00:00:00.000Z' }),
    record('match-sharks', { position: 200, lastWatched: '2026-01-06T00:00:00.000Z' }),
    record('match-lions', { favourite: true, completed: true, position: 1000 }),
    record('movie', { position: 100, favourite: true, lastWatched: '2026-01-07T00:00:00.000Z' }),
  ];
  const teamsById = new Map<string, string[]>([
    ['match-hawks', ['hawks', 'tigers']],
    ['match-sharks', ['sharks', 'tigers']],
    ['match-lions', ['lions']],
    ['movie', []],
  ]);

  it('reads the followed teams from follow records, latest first; history rails skip them', () => {
    expect(followedTeams(records)).toEqual(['lions', 'hawks']);
    expect(followedTeams([record('team:', {}), record('movie', {})])).toEqual([]);
    expect(historyRail(records, 'favourites').map((r) => r.itemId)).toEqual([
      'movie',
      'match-lions',
    ]);
  });

  it("reads a title's teams and date: its teams and primary team; on-air start, else window", () => {
    expect(teamsOf({ tms: [{ id: 'a' }, { lon: [] }, null, { id: 'b' }], pmy_tm: 'a' })).toEqual([
      'a',
      'b',
    ]);
    expect(teamsOf({ pmy_tm: 'c' })).toEqual(['c']);
    expect(teamsOf({ tms: 'x' })).toEqual([]);
    expect(
      teamTitleOf({ id: 'm', tms: [{ id: 'a' }], oa_st_dt: '2026-02-01T00:00:00.000Z', lws: 'x' }),
    ).toEqual({ id: 'm', teams: ['a'], date: '2026-02-01T00:00:00.000Z' });
    expect(teamTitleOf({ id: 'm', lws: '2026-03-01T00:00:00.000Z' })?.date).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(teamTitleOf({ id: 'm' })).toEqual({ id: 'm', teams: [] });
    expect(teamTitleOf({})).toBeUndefined();
  });

  it('keeps the history titles that involve a followed team; none when no team is followed', () => {
    expect(
      teamHistoryRail(records, 'team_continue_watching', teamsById).map((r) => r.itemId),
    ).toEqual(['match-hawks']);
    expect(teamHistoryRail(records, 'team_favourites', teamsById).map((r) => r.itemId)).toEqual([
      'match-lions',
    ]);
    const unfollowed = records.filter((r) => !r.itemId.startsWith('team:'));
    expect(teamHistoryRail(unfollowed, 'team_continue_watching', teamsById)).toEqual([]);
  });

  it('recommends unwatched titles of followed teams: to come soonest first, then played latest first', () => {
    const at = '2026-02-01T00:00:00.000Z';
    const titles: TeamTitle[] = [
      { id: 'played-early', teams: ['hawks'], date: '2026-01-10T00:00:00.000Z' },
      { id: 'later', teams: ['lions', 'sharks'], date: '2026-02-20T00:00:00.000Z' },
      { id: 'undated', teams: ['hawks'] },
      { id: 'played-late', teams: ['lions'], date: '2026-01-30T00:00:00.000Z' },
      { id: 'next', teams: ['hawks'], date: '2026-02-02T00:00:00.000Z' },
      { id: 'other-team', teams: ['sharks'], date: '2026-02-03T00:00:00.000Z' },
      { id: 'match-hawks', teams: ['hawks'], date: '2026-02-04T00:00:00.000Z' },
      { id: 'now', teams: ['lions'], date: at },
    ];
    expect(teamRecommended(titles, records, at).map((t) => t.id)).toEqual([
      'now',
      'next',
      'later',
      'played-late',
      'played-early',
      'undated',
    ]);
    expect(teamRecommended(titles, [], at)).toEqual([]);
  });
});

describe('assembling a rail', () => {
  it('keeps the order, drops unknown ids into unresolved, shows a title once', () => {
    const lookup = new Map(['a', 'b', 'c'].map((id) => [id, item(id)]));
    const rail = assembleRail(
      [
        { kind: 'ids', ids: ['b', 'gone', 'a'], count: 5 },
        { kind: 'unknown', id: 'no-collection' },
        { kind: 'items', items: [item('a'), item('q')], count: 5 },
        { kind: 'ids', ids: ['c', 'b'], count: 1 },
      ],
      lookup,
    );
    expect(rail.items.map((i) => i.id)).toEqual(['b', 'a', 'q', 'c']);
    expect(rail.unresolved).toEqual(['gone', 'no-collection']);
  });

  it('leaves out titles the viewer may not see, without taking a place, and lists them once', () => {
    const reason = { code: 'policyMissing', policy: 'p-gone' } as const;
    const denied = (id: string): HiddenItem => ({ id, type: 'movie', n: id, reason });
    const rail = assembleRail(
      [
        { kind: 'ids', ids: ['x', 'a', 'x', 'b'], count: 2 },
        { kind: 'items', items: [item('q')], count: 5, hidden: [denied('y'), denied('x')] },
      ],
      new Map([
        ['a', item('a')],
        ['b', item('b')],
      ]),
      new Map([['x', denied('x')]]),
    );
    expect(rail.items.map((i) => i.id)).toEqual(['a', 'b', 'q']);
    expect(rail.unresolved).toEqual([]);
    expect(rail.hidden?.map((i) => i.id)).toEqual(['x', 'y']);
    expect(
      assembleRail([{ kind: 'ids', ids: ['a'], count: 1 }], new Map([['a', item('a')]])).hidden,
    ).toBeUndefined();
  });

  it('adds the viewer progress to history titles', () => {
    const history = new Map([
      ['a', record('a', { position: 250, lastWatched: '2026-01-03T00:00:00.000Z' })],
    ]);
    const rail = assembleRail(
      [{ kind: 'ids', ids: ['a'], count: 3, history }],
      new Map([['a', item('a')]]),
    );
    expect(rail.items).toEqual([
      { ...item('a'), position: 250, progress: 25, lastWatched: '2026-01-03T00:00:00.000Z' },
    ]);
  });

  it('makes a rail item of a catalogue document', () => {
    expect(
      railItemOf({
        id: 'm1',
        cty: 'movie',
        lon: [
          { lang: 'ta', n: 'படம்' },
          { lang: 'en', n: 'Film' },
        ],
        ex_ia: [{ u: '/images/m1/poster.svg' }],
        rt: 5400,
      }),
    ).toEqual({ id: 'm1', type: 'movie', n: 'Film', img: '/images/m1/poster.svg', rt: 5400 });
    expect(railItemOf({ id: 'x' })).toBeUndefined();
    expect(byPriority([{ priority: 2 }, {}, { priority: 1 }])).toEqual([
      { priority: 1 },
      { priority: 2 },
      {},
    ]);
  });
});

describe('railPlan', () => {
  it("reads a slide at its own address unless it names the slide itself, keeping each entry's position", () => {
    const container = {
      id: 'rail',
      ctype: 'manual_curation',
      i: [
        { type: 'manual', priority: 2, data: [{ id: 'a' }] },
        { type: 'live', priority: 1, cu: '/storefront/content/container/hero/0', count: 3 },
        { type: 'live', cu: 'https://apps.example.com/x' },
        { type: 'manual', cu: '/storefront/content/container/rail/3', data: [{ id: 'b' }] },
      ],
    };
    expect(railPlan(container)).toEqual([
      {
        entry: 1,
        source: {
          kind: 'address',
          cu: '/storefront/content/container/hero/0',
          containerId: 'hero',
          entry: 0,
          count: 3,
        },
      },
      { entry: 0, source: { kind: 'ids', ids: ['a'], count: 20 } },
      { entry: 2, source: { kind: 'unread', cu: 'https://apps.example.com/x', why: 'external' } },
      { entry: 3, source: { kind: 'ids', ids: ['b'], count: 20 } },
    ]);
    expect(railPlan(container, 2).map((planned) => planned.entry)).toEqual([2]);
    expect(railPlan({ ctype: 'predefined', rail: 'new_arrival' }, 0)).toEqual([]);
  });
});
