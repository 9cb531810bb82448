import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPolicy } from './check';
import { policy, rule } from './testPolicies.testkit';
import type { KnownAttribute } from './types';

const now = Date.parse('2026-11-22T12:00:00Z');
const codes = (warnings: readonly { code: string; ruleIndex?: number }[]) =>
  warnings.map((w) => [w.code, w.ruleIndex]);

describe('checkPolicy', () => {
  it('finds nothing in a sound policy', () => {
    const sound = policy('p', [
      rule('Number', 'age', 'greater-than', 5),
      rule('Number', 'age', 'less-than', 10),
      rule('DateTime', 'date', 'after', '2026-01-01T00:00:00Z'),
      rule('DateTime', 'date', 'before', '2027-01-01T00:00:00Z'),
      rule('String', 'profile', 'one-of', ['kids', 'family']),
    ]);
    expect(checkPolicy(sound, { now })).toEqual([]);
  });

  it('warns of Number > 10 and < 5 in an all-rule set, on the later rule', () => {
    const p = policy('p', [
      rule('Number', 'age', 'greater-than', 10),
      rule('Number', 'age', 'less-than', 5),
    ]);
    expect(checkPolicy(p, { now })).toEqual([
      { code: 'contradiction', ruleIndex: 1, params: { attribute: 'age', otherRule: 1, rule: 2 } },
    ]);
  });

  it('warns of > 5 and < 5 but not of > 4 and < 5', () => {
    const pair = (low: number) =>
      policy('p', [
        rule('Number', 'age', 'greater-than', low),
        rule('Number', 'age', 'less-than', 5),
      ]);
    expect(codes(checkPolicy(pair(5), { now }))).toEqual([['contradiction', 1]]);
    expect(checkPolicy(pair(4), { now })).toEqual([]);
  });

  it('does not warn of the same pair in an any-rule set', () => {
    const p = policy(
      'p',
      [rule('Number', 'age', 'greater-than', 10), rule('Number', 'age', 'less-than', 5)],
      { match: 'any' },
    );
    expect(checkPolicy(p, { now })).toEqual([]);
  });

  it.each([
    [
      'String equals two values',
      rule('String', 's', 'equals', 'a'),
      rule('String', 's', 'equals', 'b'),
    ],
    [
      'String equals and not equals',
      rule('String', 's', 'equals', 'a'),
      rule('String', 's', 'not-equals', 'a'),
    ],
    [
      'String equals outside one of',
      rule('String', 's', 'equals', 'a'),
      rule('String', 's', 'one-of', ['b']),
    ],
    [
      'String equals inside none of',
      rule('String', 's', 'equals', 'a'),
      rule('String', 's', 'none-of', ['a']),
    ],
    [
      'String starts with',
      rule('String', 's', 'starts-with', 'x'),
      rule('String', 's', 'equals', 'abc'),
    ],
    [
      'Number equals two values',
      rule('Number', 'n', 'equals', 1),
      rule('Number', 'n', 'equals', 2),
    ],
    [
      'Number equals below >',
      rule('Number', 'n', 'greater-than', 3),
      rule('Number', 'n', 'equals', 3),
    ],
    [
      'Boolean true and false',
      rule('Boolean', 'b', 'equals', true),
      rule('Boolean', 'b', 'equals', false),
    ],
    [
      'StringArray equals two sets',
      rule('StringArray', 'l', 'equals', ['a']),
      rule('StringArray', 'l', 'equals', ['b']),
    ],
    [
      'DateTime after X and before Y with Y = X',
      rule('DateTime', 'd', 'after', '2027-03-01T00:00:00Z'),
      rule('DateTime', 'd', 'before', '2027-03-01T00:00:00Z'),
    ],
    [
      'DateTime before Y and after X with Y < X',
      rule('DateTime', 'd', 'before', '2027-02-01T00:00:00Z'),
      rule('DateTime', 'd', 'after', '2027-03-01T00:00:00Z'),
    ],
  ])('warns of a contradiction: %s', (_name, first, second) => {
    expect(codes(checkPolicy(policy('p', [first, second]), { now }))).toEqual([
      ['contradiction', 1],
    ]);
  });

  it.each([
    [
      'String equals inside one of',
      rule('String', 's', 'equals', 'a'),
      rule('String', 's', 'one-of', ['a']),
    ],
    [
      'StringArray equal sets',
      rule('StringArray', 'l', 'equals', ['a', 'b']),
      rule('StringArray', 'l', 'equals', ['b', 'a']),
    ],
    ['different attributes', rule('Number', 'n', 'equals', 1), rule('Number', 'm', 'equals', 2)],
  ])('does not warn when both can hold: %s', (_name, first, second) => {
    expect(checkPolicy(policy('p', [first, second]), { now })).toEqual([]);
  });

  it('warns of a DateTime window already past, at now and before, not after', () => {
    const until = (iso: string) => policy('p', [rule('DateTime', 'd', 'before', iso)]);
    expect(checkPolicy(until('2026-11-01T00:00:00Z'), { now })).toEqual([
      {
        code: 'windowInPast',
        ruleIndex: 0,
        params: { attribute: 'd', value: '2026-11-01T00:00:00.000Z' },
      },
    ]);
    expect(codes(checkPolicy(until('2026-11-22T12:00:00Z'), { now }))).toEqual([
      ['windowInPast', 0],
    ]);
    expect(checkPolicy(until('2026-11-22T12:00:01Z'), { now })).toEqual([]);
  });

  it('warns of an empty one-of list, unknown attributes and wrong value types, with the field', () => {
    const known: KnownAttribute[] = [{ key: 'age', type: 'Number', source: 'user' }];
    const p = policy('p', [
      rule('String', 'region', 'one-of', []),
      rule('Number', 'age', 'greater-than', 'old'),
    ]);
    expect(checkPolicy(p, { now, knownAttributes: known })).toEqual([
      { code: 'attributeUnknown', ruleIndex: 0, params: { field: 'n', attribute: 'region' } },
      { code: 'listEmpty', ruleIndex: 0, params: { field: 'val', op: 'one-of' } },
      {
        code: 'valueWrongType',
        ruleIndex: 1,
        params: { field: 'val', type: 'Number', op: 'greater-than' },
      },
    ]);
  });

  it('warns of a policy without rules', () => {
    expect(codes(checkPolicy(policy('p', []), { now }))).toEqual([['noRules', undefined]]);
  });

  describe('an Allow hidden by a broader Deny', () => {
    const kids = rule('String', 'profile', 'equals', 'kids');
    const tv = rule('String', 'application', 'equals', 'tv');
    const allow = policy('allow', [kids, tv], { pn: 'main' });

    it('warns when the Deny needs a subset of the Allow conditions, in the same scope', () => {
      const deny = policy('deny', [{ ...tv }], { effect: false, pn: 'main', n: 'No TV' });
      expect(checkPolicy(allow, { now, otherPolicies: [deny] })).toEqual([
        { code: 'hiddenByDeny', params: { policy: 'No TV', key: 'deny' } },
      ]);
    });

    it('warns when an any-Deny shares one condition with an all-Allow', () => {
      const deny = policy('deny', [rule('Boolean', 'beta', 'equals', true), kids], {
        effect: false,
        match: 'any',
        pn: 'main',
      });
      expect(codes(checkPolicy(allow, { now, otherPolicies: [deny] }))).toEqual([
        ['hiddenByDeny', undefined],
      ]);
    });

    it('does not warn for a narrower Deny, another scope, an Allow, or itself', () => {
      const narrower = policy('d1', [kids, tv, rule('Boolean', 'beta', 'equals', true)], {
        effect: false,
        pn: 'main',
      });
      const elsewhere = policy('d2', [tv], { effect: false, pn: 'other' });
      const anotherAllow = policy('a2', [tv], { pn: 'main' });
      const itself = { ...allow, effect: false };
      expect(
        checkPolicy(allow, { now, otherPolicies: [narrower, elsewhere, anotherAllow, itself] }),
      ).toEqual([]);
    });

    it('does not warn when the Deny value differs', () => {
      const deny = policy('d', [rule('String', 'application', 'equals', 'web')], {
        effect: false,
        pn: 'main',
      });
      expect(checkPolicy(allow, { now, otherPolicies: [deny] })).toEqual([]);
    });
  });

  it('reports only contradictions that really cannot hold together (property)', () => {
    const numberRule = fc
      .tuple(
        fc.constantFrom('equals', 'not-equals', 'greater-than', 'less-than' as const),
        fc.integer({ min: 0, max: 6 }),
      )
      .map(([op, val]) => rule('Number', 'n', op, val));
    fc.assert(
      fc.property(numberRule, numberRule, (first, second) => {
        const warned = checkPolicy(policy('p', [first, second]), { now }).some(
          (w) => w.code === 'contradiction',
        );
        // Integers 0..6 and halves between them cover every case that can satisfy two such bounds.
        const candidates = Array.from({ length: 29 }, (_, i) => i / 2 - 0.5);
        const holds = (r: typeof first, x: number) => {
          const v = Number(r.val);
          return r.op === 'equals'
            ? x === v
            : r.op === 'not-equals'
              ? x !== v
              : r.op === 'greater-than'
                ? x > v
                : x < v;
        };
        expect(warned).toBe(!candidates.some((x) => holds(first, x) && holds(second, x)));
      }),
    );
  });

  it('checks a 50-rule policy in under 50 ms', () => {
    const rules = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? rule('Number', `n${String(i % 5)}`, 'greater-than', i)
        : rule('String', `s${String(i % 7)}`, 'one-of', ['a', 'b']),
    );
    const others = Array.from({ length: 100 }, (_, i) =>
      policy(`d${String(i)}`, rules.slice(0, 3 + (i % 5)), { effect: false }),
    );
    const p = policy('p', rules);
    checkPolicy(p, { now, otherPolicies: others });
    const start = performance.now();
    checkPolicy(p, { now, otherPolicies: others });
    expect(performance.now() - start).toBeLessThan(50);
  });
});
