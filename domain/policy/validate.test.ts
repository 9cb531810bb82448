import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATORS, OPERATORS_BY_TYPE } from '../rules';
import type { AttributeType } from '../rules';
import { MAX_RULES_PER_POLICY, validatePolicy } from './validate';
import { policy, rule } from './testPolicies.testkit';
import type { KnownAttribute } from './types';

const known: KnownAttribute[] = [
  { key: 'age', type: 'Number', source: 'user' },
  { key: 'profile', type: 'String', source: 'user' },
  { key: 'subscriptions', type: 'StringArray', source: 'user' },
  { key: 'kids', type: 'Boolean', source: 'user' },
  { key: 'launch', type: 'DateTime', source: 'product' },
];

const valid = policy('p1', [
  rule('String', 'profile', 'one-of', ['kids', 'family']),
  rule('Number', 'age', 'less-than', 13),
  rule('StringArray', 'subscriptions', 'contains', ['premium']),
  rule('Boolean', 'kids', 'equals', true),
  rule('DateTime', 'launch', 'after', '2026-01-01T00:00:00Z'),
]);

describe('validatePolicy', () => {
  it('accepts a policy with a rule of every type', () => {
    expect(validatePolicy(valid, known)).toEqual([]);
  });

  it('names the rule and its attribute for an operator not allowed for the type', () => {
    const bad = policy('p', [
      rule('String', 'profile', 'equals', 'kids'),
      rule('Number', 'age', 'starts-with', 1),
    ]);
    expect(validatePolicy(bad, known)).toEqual([
      {
        ruleIndex: 1,
        field: 'op',
        code: 'operatorNotAllowed',
        params: {
          rule: 2,
          type: 'Number',
          op: 'starts-with',
          allowed: 'equals, not-equals, greater-than, less-than',
        },
        message: 'Rule 2 (age): operator "starts-with" is not valid for Number attributes',
      },
    ]);
  });

  it.each([
    ['Number', 'greater-than', 'ten'],
    ['Number', 'equals', null],
    ['DateTime', 'before', 'not a date'],
    ['Boolean', 'equals', 'yes'],
    ['String', 'equals', 12],
    ['StringArray', 'contains', [1, 2]],
    ['String', 'one-of', { kids: true }],
  ] as const)('refuses a %s "%s" value %j', (aty, op, val) => {
    const errors = validatePolicy(policy('p', [rule(aty, 'x', op, val)]));
    expect(errors.map((e) => [e.ruleIndex, e.field, e.code])).toEqual([
      [0, 'val', 'valueWrongType'],
    ]);
  });

  it('accepts values as the evaluator reads them: numeric text, "true", epoch ms, comma text', () => {
    const lenient = policy('p', [
      rule('Number', 'age', 'equals', '12'),
      rule('Boolean', 'kids', 'equals', 'false'),
      rule('DateTime', 'launch', 'before', 1_800_000_000_000),
      rule('String', 'profile', 'none-of', 'a, b'),
    ]);
    expect(validatePolicy(lenient, known)).toEqual([]);
  });

  it('refuses an empty one-of, none-of or contains list, but not a StringArray equals []', () => {
    const errors = validatePolicy(
      policy('p', [
        rule('String', 'profile', 'one-of', []),
        rule('String', 'profile', 'none-of', ' , '),
        rule('StringArray', 'subscriptions', 'contains', []),
        rule('StringArray', 'subscriptions', 'equals', []),
      ]),
      known,
    );
    expect(errors.map((e) => [e.ruleIndex, e.code])).toEqual([
      [0, 'listEmpty'],
      [1, 'listEmpty'],
      [2, 'listEmpty'],
    ]);
    expect(errors[0]?.message).toBe('Rule 1 (profile): the "one-of" list is empty');
  });

  it('refuses an unknown attribute, and a known one under another type', () => {
    const errors = validatePolicy(
      policy('p', [rule('String', 'region', 'equals', 'sg'), rule('String', 'age', 'equals', '3')]),
      known,
    );
    expect(errors.map((e) => [e.ruleIndex, e.field, e.code, e.message])).toEqual([
      [0, 'n', 'attributeUnknown', 'Rule 1 (region): attribute "region" is unknown'],
      [1, 'aty', 'attributeTypeMismatch', 'Rule 2 (age): attribute "age" is Number, not String'],
    ]);
  });

  it('numbers a rule without a name by its position alone', () => {
    const errors = validatePolicy(policy('p', [rule('Number', '', 'equals', 'x')]));
    expect(errors.map((e) => e.message)).toEqual([
      'Rule 1: the attribute is missing',
      'Rule 1: the value is not a valid Number value for "equals"',
    ]);
  });

  it('does not check names without an attribute list', () => {
    expect(validatePolicy(policy('p', [rule('String', 'region', 'equals', 'sg')]))).toEqual([]);
  });

  it('refuses an empty name, a blank attribute and an unknown type', () => {
    const payload = {
      ...policy('p', []),
      n: '  ',
      rules: [
        { aty: 'String', n: ' ', op: 'equals', val: 'a' },
        { aty: 'Text', n: 'x', op: 'equals', val: 'a' },
      ],
    };
    expect(validatePolicy(payload).map((e) => [e.ruleIndex, e.field, e.code])).toEqual([
      [undefined, 'n', 'nameMissing'],
      [0, 'n', 'attributeNameMissing'],
      [1, 'aty', 'attributeTypeUnknown'],
    ]);
  });

  it('refuses a bad match, effect, kind, rule list and a payload that is not an object', () => {
    expect(validatePolicy(null).map((e) => e.code)).toEqual(['notAnObject']);
    const payload = { n: 'x', match: 'some', effect: 'true', kind: 'other', rules: {} };
    expect(validatePolicy(payload).map((e) => [e.field, e.code])).toEqual([
      ['match', 'matchUnknown'],
      ['effect', 'effectNotBoolean'],
      ['kind', 'kindUnknown'],
      ['rules', 'rulesNotAList'],
    ]);
    expect(validatePolicy({ ...valid, rules: [null] }).map((e) => e.code)).toEqual([
      'ruleNotAnObject',
    ]);
  });

  it(`takes ${String(MAX_RULES_PER_POLICY)} rules and refuses one more`, () => {
    const rules = (count: number) =>
      Array.from({ length: count }, (_, i) => rule('Number', 'age', 'not-equals', i));
    expect(validatePolicy(policy('p', rules(MAX_RULES_PER_POLICY)), known)).toEqual([]);
    const errors = validatePolicy(policy('p', rules(MAX_RULES_PER_POLICY + 1)), known);
    expect(errors).toEqual([
      {
        field: 'rules',
        code: 'tooManyRules',
        params: { max: 50, count: 51 },
        message: 'A policy holds at most 50 rules (got 51)',
      },
    ]);
  });

  it('refuses exactly the operators section 5 does not list for a type (property)', () => {
    const types = Object.keys(OPERATORS_BY_TYPE) as AttributeType[];
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.constantFrom(...OPERATORS), (type, op) => {
        const codes = validatePolicy(policy('p', [rule(type, 'x', op, 'whatever')])).map(
          (e) => e.code,
        );
        expect(codes.includes('operatorNotAllowed')).toBe(!OPERATORS_BY_TYPE[type].includes(op));
      }),
    );
  });

  it('never throws and always names a field, whatever the payload (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything(), { maxLength: 3 }), (payload, rules) => {
        for (const input of [payload, { ...valid, rules }]) {
          for (const error of validatePolicy(input, known)) {
            expect(typeof error.field).toBe('string');
            expect(error.message.length).toBeGreaterThan(0);
          }
        }
      }),
    );
  });
});
