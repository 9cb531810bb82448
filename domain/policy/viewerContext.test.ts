import { describe, expect, it } from 'vitest';
import { decide } from './evaluate';
import { policy, rule } from './testPolicies.testkit';
import { attributesNamedBy, buildContext, contextValue } from './viewerContext';

describe('attributesNamedBy', () => {
  it('lists each attribute the rules name once, in order, typed by the catalogue when known', () => {
    const first = policy('a', [
      rule('String', 'profileType', 'equals', 'kids'),
      rule('Number', 'age', 'less-than', 13),
    ]);
    const second = policy('b', [
      rule('String', 'age', 'equals', '9'),
      rule('StringArray', 'genres', 'contains', ['drama']),
    ]);
    expect(
      attributesNamedBy([first, second], [{ key: 'profileType', type: 'String', source: 'user' }]),
    ).toEqual([
      { key: 'profileType', type: 'String', source: 'user' },
      { key: 'age', type: 'Number' },
      { key: 'genres', type: 'StringArray' },
    ]);
  });

  it('gives nothing for policies without rules or rules naming no attribute yet', () => {
    expect(attributesNamedBy([policy('a', [])])).toEqual([]);
    expect(attributesNamedBy([policy('a', [rule('String', ' ', 'equals', 'x')])])).toEqual([]);
  });
});

describe('contextValue', () => {
  it('reads numbers, and leaves out what is not one', () => {
    expect(contextValue('Number', '42')).toBe(42);
    expect(contextValue('Number', 17.5)).toBe(17.5);
    expect(contextValue('Number', '')).toBeUndefined();
    expect(contextValue('Number', 'abc')).toBeUndefined();
  });

  it('reads booleans and their text', () => {
    expect(contextValue('Boolean', false)).toBe(false);
    expect(contextValue('Boolean', 'true')).toBe(true);
    expect(contextValue('Boolean', 'yes')).toBeUndefined();
  });

  it('gives DateTime as ISO 8601 text', () => {
    expect(contextValue('DateTime', new Date('2026-12-02T10:00:00Z'))).toBe(
      '2026-12-02T10:00:00.000Z',
    );
    expect(contextValue('DateTime', '2026-12-02T10:00:00+08:00')).toBe('2026-12-02T02:00:00.000Z');
    expect(contextValue('DateTime', 'not a date')).toBeUndefined();
  });

  it('gives a list of trimmed, distinct, non-empty strings, or nothing', () => {
    expect(contextValue('StringArray', [' drama', 'comedy ', '', 'drama'])).toEqual([
      'drama',
      'comedy',
    ]);
    expect(contextValue('StringArray', 'a, b')).toEqual(['a', 'b']);
    expect(contextValue('StringArray', [])).toBeUndefined();
  });

  it('keeps text as typed unless it is blank', () => {
    expect(contextValue('String', ' kids')).toBe(' kids');
    expect(contextValue('String', '   ')).toBeUndefined();
    expect(contextValue('String', null)).toBeUndefined();
  });
});

describe('buildContext', () => {
  it('reads each value for its type and leaves out what says nothing', () => {
    const attributes = [
      { key: 'age', type: 'Number' as const },
      { key: 'profileType', type: 'String' as const },
      { key: 'genres', type: 'StringArray' as const },
    ];
    expect(
      buildContext(attributes, { age: '12', profileType: '', genres: [], extra: 'kept' }),
    ).toEqual({ age: 12, extra: 'kept' });
  });

  it('makes a context the evaluator decides on as the inputs mean it', () => {
    const adults = policy('adults', [rule('Number', 'age', 'greater-than', 17)]);
    const attributes = attributesNamedBy([adults]);
    expect(decide([adults], buildContext(attributes, { age: '18' })).effect).toBe('Allow');
    const denied = decide([adults], buildContext(attributes, { age: '' }));
    expect(denied.effect).toBe('Deny');
    expect(denied.failed?.actual).toBeUndefined();
  });
});
