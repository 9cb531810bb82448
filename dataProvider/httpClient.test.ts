import { describe, expect, it } from 'vitest';
import { listQuery } from './contentMethods';
import { withQuery } from './httpClient';

describe('withQuery', () => {
  it('leaves out empty values and comma-joins lists', () => {
    expect(
      withQuery('/x', { a: 1, b: '', c: undefined, d: null, e: ['p', 'q'], f: [], g: false }),
    ).toBe('/x?a=1&e=p%2Cq&g=false');
    expect(withQuery('/x?y=1', { a: 'b c' })).toBe('/x?y=1&a=b+c');
    expect(withQuery('/x', {})).toBe('/x');
  });
});

describe('listQuery', () => {
  it("maps react-admin's list parameters to the catalogue API's", () => {
    expect(
      listQuery({
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'ut', order: 'ASC' },
        filter: { st: 'all', q: ' gold ', vce: false, lon: { lang: 'en' }, ex_id: 'E1' },
      }),
    ).toEqual({
      pageNumber: 2,
      pageSize: 25,
      sortBy: 'ut',
      sortOrder: 'asc',
      st: 'all',
      q: 'gold',
      vce: false,
      ex_id: 'E1',
    });
  });

  it("drops a search term under 3 characters, react-admin's default id sort, and oversized pages", () => {
    expect(
      listQuery({
        pagination: { page: 1, perPage: 5000 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'go' },
      }),
    ).toEqual({
      pageNumber: 1,
      pageSize: 1000,
    });
    expect(listQuery({ filter: { st: ['draft', 'archived'] } })).toEqual({
      pageNumber: 1,
      pageSize: 25,
      st: ['draft', 'archived'],
    });
  });
});
