import { describe, expect, it } from 'vitest';
import {
  FILTER_LIST_PREVIEW,
  fromStoredFilters,
  isStoredFilterList,
  labelMatches,
  searchRequestOf,
  NO_SELECTION,
  toStoredFilters,
  toggleValue,
  visibleOptions,
  type SearchFilterLists,
} from './searchFilters';

const option = (value: string, header = value) => ({ key: value, value, header, accessor: value });

const LISTS: SearchFilterLists = {
  searchAcross: [option('lon.n', 'Name'), option('id', 'Id'), option('ex_id', 'External Id')],
  contentTypes: [
    'movie',
    'tvseries',
    'tvseason',
    'tvepisode',
    'channel',
    'shortvideo',
    'image',
  ].map((type) => option(type)),
};

describe('stored filters', () => {
  it('are one {field, comma-joined term, equals} entry per list', () => {
    expect(toStoredFilters({ searchAcross: ['lon.n', 'id'], contentTypes: ['movie'] })).toEqual([
      { field: 'search_across', term: 'lon.n,id', operator: 'equals' },
      { field: 'content_type', term: 'movie', operator: 'equals' },
    ]);
  });

  it('read back into the same selection', () => {
    const selection = { searchAcross: ['id'], contentTypes: ['movie', 'channel'] };
    expect(fromStoredFilters(toStoredFilters(selection), LISTS)).toEqual(selection);
  });

  it('drop values no longer offered and leave a list they do not name unchecked', () => {
    expect(
      fromStoredFilters(
        [{ field: 'content_type', term: 'movie, gone ,channel', operator: 'equals' }],
        LISTS,
      ),
    ).toEqual({ searchAcross: [], contentTypes: ['movie', 'channel'] });
  });

  it('refuse what is no stored filter list', () => {
    expect(fromStoredFilters('movie', LISTS)).toBeUndefined();
    expect(fromStoredFilters([{ field: 'cty', term: 'movie', operator: 'equals' }], LISTS)).toBe(
      undefined,
    );
    expect(
      fromStoredFilters([{ field: 'content_type', term: 'movie', operator: 'like' }], LISTS),
    ).toBeUndefined();
  });
});

describe('the local filter of the lists', () => {
  it('matches a case-insensitive substring of the label', () => {
    expect(labelMatches('External Id', 'ternal i')).toBe(true);
    expect(labelMatches('TV Episode', 'episode')).toBe(true);
    expect(labelMatches('Movie', 'series')).toBe(false);
    expect(labelMatches('电视剧', '视剧')).toBe(true);
    expect(labelMatches('anything', '   ')).toBe(true);
  });

  it(`shows ${FILTER_LIST_PREVIEW} options until Show More, and every match when filtered`, () => {
    const labelOf = (o: { header: string }) => o.header;
    const preview = visibleOptions(LISTS.contentTypes, labelOf, '', false);
    expect(preview.shown.map((o) => o.value)).toEqual([
      'movie',
      'tvseries',
      'tvseason',
      'tvepisode',
      'channel',
    ]);
    expect(preview.more).toBe(true);
    expect(visibleOptions(LISTS.contentTypes, labelOf, '', true).shown).toHaveLength(7);
    const filtered = visibleOptions(LISTS.contentTypes, labelOf, 'TVS', false);
    expect(filtered.shown.map((o) => o.value)).toEqual(['tvseries', 'tvseason']);
    expect(filtered.more).toBe(false);
  });
});

describe('the search request', () => {
  it('narrows nothing while nothing is checked', () => {
    expect(searchRequestOf(' Riv ', NO_SELECTION, LISTS)).toEqual({
      term: 'Riv',
      fields: undefined,
      cty: undefined,
    });
  });

  it('sends no list that is fully checked', () => {
    const everything = {
      searchAcross: LISTS.searchAcross.map((o) => o.value),
      contentTypes: LISTS.contentTypes.map((o) => o.value),
    };
    expect(searchRequestOf('Riv', everything, LISTS)).toEqual({
      term: 'Riv',
      fields: undefined,
      cty: undefined,
    });
  });

  it('sends the checked values of a narrowed list', () => {
    expect(
      searchRequestOf('Riv', { searchAcross: ['id'], contentTypes: ['movie', 'channel'] }, LISTS),
    ).toEqual({ term: 'Riv', fields: ['id'], cty: ['movie', 'channel'] });
    expect(searchRequestOf('Riv', { searchAcross: [], contentTypes: ['channel'] }, LISTS)).toEqual({
      term: 'Riv',
      fields: undefined,
      cty: ['channel'],
    });
  });

  it('toggles a value, keeping the list order', () => {
    expect(toggleValue(['channel'], 'movie', LISTS.contentTypes)).toEqual(['movie', 'channel']);
    expect(toggleValue(['movie', 'channel'], 'movie', LISTS.contentTypes)).toEqual(['channel']);
  });
});

describe('isStoredFilterList (what the server keeps)', () => {
  it('accepts what toStoredFilters makes, and an empty list', () => {
    expect(isStoredFilterList(toStoredFilters({ searchAcross: ['id'], contentTypes: [] }))).toBe(
      true,
    );
    expect(isStoredFilterList([])).toBe(true);
  });

  it('refuses anything else', () => {
    const entry = { field: 'content_type', term: 'movie', operator: 'equals' };
    for (const value of [
      entry,
      [{ ...entry, field: 'st' }],
      [{ ...entry, operator: 'contains' }],
      [{ ...entry, extra: true }],
      [entry, entry],
      [{ ...entry, term: 'x'.repeat(5001) }],
      'movie',
      null,
    ])
      expect(isStoredFilterList(value), JSON.stringify(value)?.slice(0, 80)).toBe(false);
  });
});
