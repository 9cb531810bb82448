import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_SOURCES,
  ATTRIBUTE_TYPES,
  EFFECT,
  MATCH_MODES,
  OPERATORS,
  OPERATORS_BY_TYPE,
  OPERATOR_LABELS,
  RULE_KINDS,
  evaluateRule,
  evaluateRuleSet,
  isOperatorAllowed,
  toOperator,
} from './rules';
import type { AttributeType, Operator, PolicyRule } from './rules';

const rule = (aty: AttributeType, op: Operator, val: unknown, n = 'a'): PolicyRule => ({
  aty,
  n,
  op,
  val,
});
const holds = (aty: AttributeType, op: Operator, val: unknown, attribute: unknown): boolean =>
  evaluateRule(rule(aty, op, val), { a: attribute });

describe('rule vocabulary', () => {
  it('names the attribute types, sources, rule kinds, match modes and effects of the spec', () => {
    expect([...ATTRIBUTE_TYPES].sort()).toEqual([
      'Boolean',
      'DateTime',
      'Number',
      'String',
      'StringArray',
    ]);
    expect(ATTRIBUTE_SOURCES).toEqual(['select', 'application', 'product', 'content', 'user']);
    expect(RULE_KINDS).toEqual(['action', 'custom']);
    expect(MATCH_MODES).toEqual(['all', 'any']);
    expect(EFFECT).toEqual({ allow: true, deny: false });
  });

  it('offers the operators of spec section 5 per type, by label', () => {
    const labels = (type: AttributeType) =>
      OPERATORS_BY_TYPE[type].map((op) => OPERATOR_LABELS[op]);
    expect(labels('String')).toEqual([
      'equals',
      'not equals',
      'starts with',
      'ends with',
      'one of',
      'none of',
    ]);
    expect(labels('Number')).toEqual(['equals', 'not equals', 'greater than', 'less than']);
    expect(labels('DateTime')).toEqual(['before', 'after']);
    expect(labels('Boolean')).toEqual(['equals']);
    expect(labels('StringArray')).toEqual(['equals', 'contains', 'one of']);
  });

  it('tells allowed operators apart', () => {
    expect(isOperatorAllowed('String', 'starts-with')).toBe(true);
    expect(isOperatorAllowed('Number', 'starts-with')).toBe(false);
    expect(isOperatorAllowed('Boolean', 'not-equals')).toBe(false);
    expect(isOperatorAllowed('StringArray', 'none-of')).toBe(false);
    expect(isOperatorAllowed('Text', 'equals')).toBe(false);
  });

  it('reads operators given as id, label or camelCase', () => {
    expect(toOperator('not-equals')).toBe('not-equals');
    expect(toOperator('not equals')).toBe('not-equals');
    expect(toOperator('notEquals')).toBe('not-equals');
    expect(toOperator(' Starts With ')).toBe('starts-with');
    expect(toOperator('oneOf')).toBe('one-of');
    expect(toOperator('like')).toBeUndefined();
    for (const op of OPERATORS) expect(toOperator(OPERATOR_LABELS[op])).toBe(op);
  });
});

describe('String rules', () => {
  it('equals and not equals, case-sensitive', () => {
    expect(holds('String', 'equals', 'premium', 'premium')).toBe(true);
    expect(holds('String', 'equals', 'premium', 'Premium')).toBe(false);
    expect(holds('String', 'not-equals', 'premium', 'basic')).toBe(true);
    expect(holds('String', 'not-equals', 'premium', 'premium')).toBe(false);
  });

  it('starts with and ends with', () => {
    expect(holds('String', 'starts-with', 'MY', 'MY-KL')).toBe(true);
    expect(holds('String', 'starts-with', 'KL', 'MY-KL')).toBe(false);
    expect(holds('String', 'ends-with', 'KL', 'MY-KL')).toBe(true);
    expect(holds('String', 'ends-with', 'MY', 'MY-KL')).toBe(false);
  });

  it('one of and none of take an array or comma-separated text', () => {
    expect(holds('String', 'one-of', ['MY', 'SG'], 'SG')).toBe(true);
    expect(holds('String', 'one-of', 'MY, SG', 'SG')).toBe(true);
    expect(holds('String', 'one-of', 'MY,SG', 'ID')).toBe(false);
    expect(holds('String', 'none-of', 'MY,SG', 'ID')).toBe(true);
    expect(holds('String', 'none-of', ['MY', 'SG'], 'MY')).toBe(false);
  });
});

describe('Number rules', () => {
  it('compares as numbers, also from numeric text', () => {
    expect(holds('Number', 'equals', '18', 18)).toBe(true);
    expect(holds('Number', 'equals', 18, '18.0')).toBe(true);
    expect(holds('Number', 'not-equals', 18, 17)).toBe(true);
    expect(holds('Number', 'not-equals', 18, 18)).toBe(false);
  });

  it('greater than and less than are strict at the boundary', () => {
    expect(holds('Number', 'greater-than', 18, 19)).toBe(true);
    expect(holds('Number', 'greater-than', 18, 18)).toBe(false);
    expect(holds('Number', 'less-than', 18, 17)).toBe(true);
    expect(holds('Number', 'less-than', 18, 18)).toBe(false);
    expect(holds('Number', 'greater-than', '9', '10')).toBe(true);
  });

  it('is false for values that are not numbers', () => {
    expect(holds('Number', 'equals', 'abc', 0)).toBe(false);
    expect(holds('Number', 'less-than', '', 0)).toBe(false);
    expect(holds('Number', 'not-equals', 5, 'many')).toBe(false);
  });
});

describe('DateTime rules', () => {
  const limit = '2024-03-01T00:00:00Z';

  it('compare as instants', () => {
    expect(holds('DateTime', 'before', limit, '2024-02-29T23:59:59Z')).toBe(true);
    expect(holds('DateTime', 'after', limit, '2024-03-01T00:00:01Z')).toBe(true);
    expect(holds('DateTime', 'before', limit, '2024-03-01T07:59:59+08:00')).toBe(true);
    expect(holds('DateTime', 'after', limit, new Date('2024-03-02T00:00:00Z'))).toBe(true);
    expect(holds('DateTime', 'before', Date.parse(limit), Date.parse(limit) - 1)).toBe(true);
  });

  it('the same instant is neither before nor after', () => {
    expect(holds('DateTime', 'before', limit, '2024-03-01T08:00:00+08:00')).toBe(false);
    expect(holds('DateTime', 'after', limit, '2024-03-01T08:00:00+08:00')).toBe(false);
  });

  it('is false for text that is not a date', () => {
    expect(holds('DateTime', 'before', limit, 'yesterday')).toBe(false);
  });
});

describe('Boolean rules', () => {
  it('equals, also from true/false text', () => {
    expect(holds('Boolean', 'equals', true, true)).toBe(true);
    expect(holds('Boolean', 'equals', 'false', false)).toBe(true);
    expect(holds('Boolean', 'equals', true, 'TRUE')).toBe(true);
    expect(holds('Boolean', 'equals', true, false)).toBe(false);
    expect(holds('Boolean', 'equals', 'yes', true)).toBe(false);
    expect(holds('Boolean', 'equals', 'yes', 'maybe')).toBe(false);
  });
});

describe('StringArray rules', () => {
  it('equals is the same set, whatever the order and repeats', () => {
    expect(holds('StringArray', 'equals', ['a', 'b'], ['b', 'a', 'a'])).toBe(true);
    expect(holds('StringArray', 'equals', 'a,b', ['a', 'b'])).toBe(true);
    expect(holds('StringArray', 'equals', ['a', 'b'], ['a'])).toBe(false);
    expect(holds('StringArray', 'equals', ['a'], ['a', 'c'])).toBe(false);
  });

  it('contains holds when the attribute holds the value', () => {
    expect(holds('StringArray', 'contains', 'kids', ['kids', 'family'])).toBe(true);
    expect(holds('StringArray', 'contains', 'adult', ['kids', 'family'])).toBe(false);
    expect(holds('StringArray', 'contains', 'kids,family', ['kids'])).toBe(false);
    expect(holds('StringArray', 'contains', '', ['kids'])).toBe(false);
  });

  it('one of holds on any overlap', () => {
    expect(holds('StringArray', 'one-of', ['MY', 'SG'], ['ID', 'SG'])).toBe(true);
    expect(holds('StringArray', 'one-of', 'MY,SG', ['ID'])).toBe(false);
    expect(holds('StringArray', 'one-of', ['MY'], [])).toBe(false);
  });

  it('is false for a list of objects', () => {
    expect(holds('StringArray', 'one-of', ['a'], [{ a: 1 }, 'a'])).toBe(false);
  });
});

describe('missing attributes', () => {
  it('make every rule false, negative operators included', () => {
    expect(evaluateRule(rule('String', 'not-equals', 'x', 'country'), {})).toBe(false);
    expect(evaluateRule(rule('String', 'none-of', 'x,y', 'country'), { country: null })).toBe(
      false,
    );
    expect(evaluateRule(rule('Number', 'not-equals', 1, 'toString'), {})).toBe(false);
  });
});

describe('invalid operators', () => {
  it('throw a clear Error naming the rule, the operator and the type', () => {
    expect(() => evaluateRule(rule('Number', 'starts-with', '1', 'age'), { age: 10 })).toThrow(
      'Policy rule on "age": operator "starts-with" is not valid for Number attributes; expected one of equals, not-equals, greater-than, less-than',
    );
  });

  it('throw for an unknown attribute type', () => {
    const bad = { aty: 'Text', n: 'x', op: 'equals', val: 'a' } as unknown as PolicyRule;
    expect(() => evaluateRule(bad, { x: 'a' })).toThrow('unknown attribute type "Text"');
  });

  it('throw from a rule set even when an earlier rule would decide it', () => {
    const ruleSet = {
      match: 'any' as const,
      effect: true,
      rules: [rule('String', 'equals', 'a'), rule('Boolean', 'not-equals', true, 'b')],
    };
    expect(() => evaluateRuleSet(ruleSet, { a: 'a', b: false })).toThrow(
      'operator "not-equals" is not valid for Boolean attributes',
    );
  });
});

describe('evaluateRuleSet', () => {
  const rules = [
    rule('String', 'equals', 'MY', 'country'),
    rule('Number', 'greater-than', 17, 'age'),
  ];

  it('with match all needs every rule', () => {
    expect(
      evaluateRuleSet({ match: 'all', effect: true, rules }, { country: 'MY', age: 18 }),
    ).toEqual({ matched: true, allowed: true });
    expect(
      evaluateRuleSet({ match: 'all', effect: true, rules }, { country: 'MY', age: 17 }),
    ).toEqual({ matched: false, allowed: undefined });
  });

  it('with match any needs one rule', () => {
    expect(
      evaluateRuleSet({ match: 'any', effect: false, rules }, { country: 'SG', age: 18 }),
    ).toEqual({ matched: true, allowed: false });
    expect(evaluateRuleSet({ match: 'any', effect: false, rules }, { country: 'SG' })).toEqual({
      matched: false,
      allowed: undefined,
    });
  });

  it('gives the effect: Allow true, Deny false', () => {
    const attributes = { country: 'MY', age: 30 };
    expect(evaluateRuleSet({ match: 'all', effect: EFFECT.allow, rules }, attributes).allowed).toBe(
      true,
    );
    expect(evaluateRuleSet({ match: 'all', effect: EFFECT.deny, rules }, attributes).allowed).toBe(
      false,
    );
  });

  it('matches nothing without rules', () => {
    expect(evaluateRuleSet({ match: 'all', effect: true, rules: [] }, {})).toEqual({
      matched: false,
      allowed: undefined,
    });
    expect(evaluateRuleSet({ match: 'any', effect: true, rules: [] }, {})).toEqual({
      matched: false,
      allowed: undefined,
    });
  });

  it('throws for an unknown match mode', () => {
    const ruleSet = { match: 'some', effect: true, rules } as unknown as Parameters<
      typeof evaluateRuleSet
    >[0];
    expect(() => evaluateRuleSet(ruleSet, { country: 'MY', age: 30 })).toThrow(
      'Unknown rule set match mode "some"',
    );
  });
});
