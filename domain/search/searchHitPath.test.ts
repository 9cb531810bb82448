import { describe, expect, it } from 'vitest';
import { PARENT_ITEM_SECTION, searchHitPath, sectionOfArea } from './searchHitPath';

const AREAS: Record<string, string> = { movie: 'vod', channel: 'live', tvseries: 'vod' };
const sectionOf = (type: string) => sectionOfArea(AREAS[type]);

describe('the path a search hit opens', () => {
  it('is /apps/{product}{section}/{contentType}/{id}?status={status}', () => {
    expect(
      searchHitPath(
        { id: 'm1', cty: 'movie', st: 'published', prt_ic: 'false' },
        'main',
        sectionOf,
      ),
    ).toBe('/apps/main/vod/movie/m1?status=published');
  });

  it('opens a channel at its subtype path', () => {
    expect(
      searchHitPath({ id: 'c1', cty: 'channel', chty: 'linear', st: 'draft' }, 'main', sectionOf),
    ).toBe('/apps/main/live/channel/linear/c1?status=draft');
  });

  it('opens a parent item in the fixed parent section, whatever its type area', () => {
    expect(PARENT_ITEM_SECTION).toBe('/vod');
    expect(
      searchHitPath({ id: 'p1', cty: 'channel', st: 'published', prt_ic: 'true' }, 'x', sectionOf),
    ).toBe('/apps/x/vod/channel/p1?status=published');
  });

  it('leaves the product out when none is chosen, and encodes every segment', () => {
    expect(
      searchHitPath({ id: 'a b/c', cty: 'movie', st: 'pre-draft' }, undefined, sectionOf),
    ).toBe('/apps/vod/movie/a%20b%2Fc?status=pre-draft');
  });

  it('names no path for a type of no known section', () => {
    expect(searchHitPath({ id: 'x', cty: 'unknown', st: 'draft' }, 'main', sectionOf)).toBe(
      undefined,
    );
  });
});
