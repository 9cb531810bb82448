import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { combinedWrites, guardedWrites } from './writeBatch';

const raw = (text: string, ...parameters: unknown[]) => CompiledQuery.raw(text, parameters);

describe('combinedWrites', () => {
  it('makes two or more writes one statement, each write a WITH query but the last, parameters renumbered in order', () => {
    const combined = combinedWrites([
      raw('update "content" set "doc" = $1, "ut" = $2 where "key" = $3', 'd', 'u', 'k'),
      raw('update "content_listing" set "ut" = $1 where "prd" = $2 and "key" = $3', 'u', 'p', 'k'),
      raw('insert into "audit" ("id", "key") values ($1, $2)', 'i', 'k'),
    ]);
    expect(combined?.sql).toBe(
      'WITH w1 AS (update "content" set "doc" = $1, "ut" = $2 where "key" = $3), ' +
        'w2 AS (update "content_listing" set "ut" = $4 where "prd" = $5 and "key" = $6) ' +
        'insert into "audit" ("id", "key") values ($7, $8)',
    );
    expect(combined?.parameters).toEqual(['d', 'u', 'k', 'u', 'p', 'k', 'i', 'k']);
  });

  it('renumbers a parameter of two or more digits and one used twice', () => {
    const many = Array.from({ length: 12 }, (_, i) => `"c${i}" = $${i + 1}`).join(', ');
    const combined = combinedWrites([
      raw('delete from "locks" where "id" = $1 or "urn" = $1', 'x'),
      raw(`update "t" set ${many} where "k" = $12`, ...Array.from({ length: 12 }, (_, i) => i)),
    ]);
    expect(combined?.sql).toContain('where "id" = $1 or "urn" = $1)');
    expect(combined?.sql).toContain('"c0" = $2,');
    expect(combined?.sql).toContain('"c11" = $13 where "k" = $13');
    expect(combined?.parameters).toHaveLength(13);
  });

  it('combines nothing for fewer than two writes, a read, a returning write, a literal or a comment', () => {
    const write = raw('update "t" set "a" = $1', 1);
    expect(combinedWrites([])).toBeUndefined();
    expect(combinedWrites([write])).toBeUndefined();
    for (const other of [
      raw('select * from "t" where "a" = $1', 1),
      raw('insert into "t" ("a") values ($1) returning "a"', 1),
      raw('with x as (select 1) update "t" set "a" = $1', 1),
      raw(`update "t" set "a" = '$1 costs'`),
      raw('update "t" set "a" = $1 -- $2', 1),
      raw('update "t" set "a" = $1 /* $2 */', 1),
    ])
      expect(combinedWrites([write, other]), other.sql).toBeUndefined();
  });
});

describe('guardedWrites', () => {
  it('puts the guarded write first and fails the statement when it finds no row, parameters renumbered in order', () => {
    const guarded = guardedWrites(
      raw(
        'update "content" set "doc" = $1 where "key" = $2 and "ut" = $3 returning "key"',
        'd',
        'k',
        'u',
      ),
      [
        raw('update "content_listing" set "ut" = $1 where "key" = $2', 'u2', 'k'),
        raw('insert into "audit" ("id") values ($1)', 'i'),
      ],
    );
    expect(guarded?.sql).toBe(
      'WITH g AS (update "content" set "doc" = $1 where "key" = $2 and "ut" = $3 returning "key"), ' +
        'w1 AS (update "content_listing" set "ut" = $4 where "key" = $5), ' +
        'w2 AS (insert into "audit" ("id") values ($6)) SELECT 1 / count(*) AS written FROM g',
    );
    expect(guarded?.parameters).toEqual(['d', 'k', 'u', 'u2', 'k', 'i']);
  });

  it('guards nothing without a returning guarded write, or with a literal or a returning among the others', () => {
    const guard = raw('update "t" set "a" = $1 returning "k"', 1);
    expect(guardedWrites(raw('update "t" set "a" = $1', 1), [])).toBeUndefined();
    for (const other of [
      raw(`update "t" set "a" = '$1 costs'`),
      raw('insert into "t" ("a") values ($1) returning "a"', 1),
    ])
      expect(guardedWrites(guard, [other]), other.sql).toBeUndefined();
  });
});
