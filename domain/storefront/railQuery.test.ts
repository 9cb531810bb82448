import { describe, expect, it } from 'vitest';
import { formatRailQuery, instantOf, parseRailQuery, VOD_TYPES } from './railQuery';

const parsed = (text: string) => {
  const result = parseRailQuery(text);
  if (!result.ok) throw new Error(result.message);
  return result.query;
};
const problem = (text: string) => {
  const result = parseRailQuery(text);
  return result.ok ? undefined : result.message;
};

describe('rail queries', () => {
  it("expresses 'new arrivals of the last 30 days'", () => {
    const query = parsed('type=vod&added>=-30d&sort=-added');
    expect(query).toEqual({
      types: [...VOD_TYPES],
      bounds: [{ field: 'added', op: '>=', at: { relativeMs: -30 * 86_400_000 } }],
      window: 'open',
      sort: { field: 'added', descending: true },
    });
    const bound = query.bounds[0];
    expect(bound && instantOf(bound.at, '2026-01-31T00:00:00.000Z')).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });

  it('reads types, moments, windows and sorts, with defaults', () => {
    expect(parsed('sort=name')).toMatchObject({ types: [...VOD_TYPES], window: 'open' });
    const query = parsed(
      'type=movie,channel&ends>now&ends<=+2w&starts<2026-12-01&updated>=2026-01-01T08:00:00+08:00&window=any&sort=ends',
    );
    expect(query.types).toEqual(['movie', 'channel']);
    expect(query.bounds.map((b) => [b.field, b.op, b.at])).toEqual([
      ['ends', '>', { relativeMs: 0 }],
      ['ends', '<=', { relativeMs: 14 * 86_400_000 }],
      ['starts', '<', { absolute: '2026-12-01T00:00:00.000Z' }],
      ['updated', '>=', { absolute: '2026-01-01T00:00:00.000Z' }],
    ]);
    expect(query.window).toBe('any');
    expect(query.sort).toEqual({ field: 'ends', descending: false });
    expect(parsed(' type=vod,movie & added>=-12h ').types).toEqual([...VOD_TYPES]);
  });

  it('refuses what it cannot read, naming the term', () => {
    expect(problem('')).toContain('empty');
    expect(problem('type=movie&&sort=name')).toContain('empty term');
    expect(problem('added>>yesterday')).toContain("'>yesterday'");
    expect(problem('added>=-30x')).toContain('no moment');
    expect(problem('cty=movie')).toContain("'cty'");
    expect(problem('sort=popularity')).toContain('sort=popularity');
    expect(problem('window=soon')).toContain('window');
    expect(problem('type=Movie')).toContain("'Movie'");
    expect(problem('type=movie&type=tvseries')).toContain('twice');
    expect(problem('sort=name&sort=-added')).toContain('twice');
    expect(problem('just words')).toContain('no term');
    expect(problem('added>=2026-13-45')).toContain('no moment');
  });

  it('writes a query back to text that reads as the same query', () => {
    for (const text of [
      'type=vod&added>=-30d&sort=-added',
      'type=channel&starts>now&ends<+36h&window=upcoming&sort=starts',
      'added>=2026-01-01&updated<-2w&sort=name',
    ]) {
      const query = parsed(text);
      expect(parsed(formatRailQuery(query))).toEqual(query);
    }
  });
});
