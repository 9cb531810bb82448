// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import type { StoredPolicy } from '../../../dataProvider/policy/policyProvider';
import { validatePolicy } from '../../../domain/policy/validate';
import type { KnownAttribute } from '../../../domain/policy/types';
import {
  draftOf,
  emptyDraft,
  ruleFor,
  sameDraft,
  toPayload,
  withAttribute,
  withOperator,
} from './policyDraft';
import { problemPaths } from './problemText';

const age: KnownAttribute = { key: 'age', type: 'Number', source: 'user' };
const genres: KnownAttribute = { key: 'genres', type: 'StringArray', source: 'content' };
const country: KnownAttribute = { key: 'country', type: 'String', source: 'application' };
const launch: KnownAttribute = { key: 'launchDate', type: 'DateTime', source: 'content' };
const kids: KnownAttribute = { key: 'isKidsSafe', type: 'Boolean', source: 'content' };

function stored(overrides: Partial<StoredPolicy> = {}): StoredPolicy {
  return {
    id: 'p1',
    key: 'p1-v1',
    st: 'draft',
    n: 'Adults',
    pty: 'application',
    t: 'policy',
    kind: 'custom',
    match: 'all',
    effect: true,
    ut: '2026-11-01T00:00:00.000Z',
    rules: [{ n: 'age', aty: 'Number', op: 'greater-than', val: 17 }],
    ...overrides,
  };
}

describe('the rule builder follows the attribute type', () => {
  it('starts a rule on the type first operator with an empty value of the right shape', () => {
    expect(ruleFor(age)).toMatchObject({ n: 'age', aty: 'Number', op: 'equals', val: '' });
    expect(ruleFor(genres)).toMatchObject({ aty: 'StringArray', op: 'equals', val: [] });
    expect(ruleFor(launch)).toMatchObject({ aty: 'DateTime', op: 'before', val: '' });
    expect(ruleFor(kids)).toMatchObject({ aty: 'Boolean', op: 'equals', val: true });
  });

  it('keeps the operator when the new type offers it, else takes the first, and resets the value', () => {
    const rule = { ...ruleFor(country), op: 'not-equals' as const, val: 'MY' };
    expect(withAttribute(rule, age)).toMatchObject({ aty: 'Number', op: 'not-equals', val: '' });
    expect(withAttribute(rule, launch)).toMatchObject({ aty: 'DateTime', op: 'before' });
    // Same type: the value stays.
    expect(withAttribute(rule, { ...country, key: 'region' })).toMatchObject({
      n: 'region',
      val: 'MY',
    });
  });

  it('keeps a value that still fits the new attribute', () => {
    const typed = { ...ruleFor(country), val: '18' };
    expect(withAttribute(typed, age)).toMatchObject({ aty: 'Number', val: '18' });
    const number = { ...ruleFor(age), val: '17' };
    expect(withAttribute(number, country)).toMatchObject({ aty: 'String', val: '17' });
    const listed = { ...ruleFor(country), op: 'one-of' as const, val: ['kids', 'family'] };
    expect(withAttribute(listed, genres)).toMatchObject({
      aty: 'StringArray',
      val: ['kids', 'family'],
    });
    // What no longer fits starts empty.
    expect(withAttribute({ ...ruleFor(country), val: 'MY' }, age)).toMatchObject({ val: '' });
    expect(withAttribute(number, launch)).toMatchObject({ aty: 'DateTime', val: '' });
  });

  it('turns one value into a list for one of / none of, and back', () => {
    const rule = { ...ruleFor(country), val: ' MY ' };
    const listed = withOperator(rule, 'one-of');
    expect(listed.val).toEqual(['MY']);
    expect(withOperator({ ...listed, val: ['SG', 'MY'] }, 'equals').val).toBe('SG');
  });
});

describe('the payload', () => {
  it('stores numbers as numbers, lists as lists and dates as ISO instants', () => {
    const draft = {
      ...emptyDraft(),
      n: '  Teens ',
      an: 'tv',
      rules: [
        { ...ruleFor(age), op: 'greater-than' as const, val: '12' },
        { ...ruleFor(genres), op: 'one-of' as const, val: ['kids', 'family'] },
        { ...ruleFor(launch), op: 'after' as const, val: '2026-01-01T10:00:00+08:00' },
        { ...ruleFor(kids), val: false },
      ],
    };
    const payload = toPayload(draft);
    expect(payload).toEqual({
      n: 'Teens',
      an: 'tv',
      kind: 'custom',
      effect: true,
      match: 'all',
      rules: [
        { n: 'age', aty: 'Number', op: 'greater-than', val: 12 },
        { n: 'genres', aty: 'StringArray', op: 'one-of', val: ['kids', 'family'] },
        { n: 'launchDate', aty: 'DateTime', op: 'after', val: '2026-01-01T02:00:00.000Z' },
        { n: 'isKidsSafe', aty: 'Boolean', op: 'equals', val: false },
      ],
    });
    expect(validatePolicy(payload, [age, genres, launch, kids])).toEqual([]);
  });

  it('keeps what is not a number as typed, so the check names the rule and field', () => {
    const draft = { ...emptyDraft(), n: 'x', rules: [{ ...ruleFor(age), val: 'old' }] };
    const errors = validatePolicy(toPayload(draft), [age]);
    expect(problemPaths(errors, (code) => code)).toEqual({ 'rules.0.val': 'valueWrongType' });
    expect(problemPaths(validatePolicy(toPayload(emptyDraft()), [age]), (code) => code)).toEqual({
      n: 'nameMissing',
    });
  });

  it('reads a stored policy back into the same payload', () => {
    const policy = stored();
    const draft = draftOf(policy);
    expect(draft.rules[0]?.val).toBe('17');
    expect(toPayload(draft).rules).toEqual(policy.rules);
    expect(sameDraft(draft, draftOf(policy))).toBe(true);
    expect(sameDraft(draft, { ...draft, n: 'Other' })).toBe(false);
  });
});
