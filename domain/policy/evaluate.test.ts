import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRuleSet } from '../rules';
import { compilePolicy, decide } from './evaluate';
import { policy, rule } from './testPolicies.testkit';

const kids = policy('kids', [rule('String', 'profile', 'equals', 'kids')], { n: 'Kids only' });
const premium = policy('premium', [
  rule('StringArray', 'subscriptions', 'contains', ['premium']),
  rule('Number', 'age', 'greater-than', 17),
]);
const blockTv = policy('no-tv', [rule('String', 'application', 'equals', 'tv')], {
  effect: false,
  n: 'No TV',
});

describe('decide', () => {
  it('denies by default when there are no policies, naming no policy', () => {
    expect(decide([], { profile: 'kids' })).toEqual({ effect: 'Deny' });
  });

  it('allows with the policy and the rule that decided', () => {
    expect(decide([kids], { profile: 'kids' })).toEqual({
      effect: 'Allow',
      policy: { key: 'kids', name: 'Kids only' },
      rule: { index: 0, rule: kids.rules[0] },
    });
  });

  it('lets a matching Deny beat a matching Allow, whatever the order', () => {
    const context = { profile: 'kids', application: 'tv' };
    for (const order of [
      [kids, blockTv],
      [blockTv, kids],
    ]) {
      const decision = decide(order, context);
      expect(decision.effect).toBe('Deny');
      expect(decision.policy).toEqual({ key: 'no-tv', name: 'No TV' });
      expect(decision.failed).toBeUndefined();
    }
  });

  it('ignores a Deny that does not match', () => {
    expect(decide([blockTv, kids], { profile: 'kids', application: 'web' }).effect).toBe('Allow');
  });

  it('names for an "any" policy the first rule that held', () => {
    const either = policy(
      'either',
      [rule('String', 'profile', 'equals', 'kids'), rule('Boolean', 'beta', 'equals', true)],
      { match: 'any' },
    );
    expect(decide([either], { profile: 'adult', beta: true }).rule?.index).toBe(1);
  });

  it('explains a default Deny with the first failed condition of the closest Allow', () => {
    const decision = decide([kids, premium], { subscriptions: ['premium'], age: 12 });
    expect(decision).toEqual({
      effect: 'Deny',
      failed: {
        policy: { key: 'premium', name: 'policy premium' },
        ruleIndex: 1,
        rule: premium.rules[1],
        attribute: 'age',
        expected: 17,
        actual: 12,
      },
    });
  });

  it('reports an absent attribute as actual undefined', () => {
    expect(decide([kids], {}).failed).toMatchObject({ attribute: 'profile', actual: undefined });
  });

  it('takes the earlier policy on a tie', () => {
    expect(decide([kids, premium], {}).failed?.policy.key).toBe('kids');
  });

  it('decides nothing with an empty policy', () => {
    expect(decide([policy('empty', [])], { a: 1 })).toEqual({ effect: 'Deny' });
  });

  it('gives the same decision compiled or not', () => {
    const context = { profile: 'kids', application: 'web' };
    expect(decide([blockTv, kids].map(compilePolicy), context)).toEqual(
      decide([blockTv, kids], context),
    );
  });

  it('throws for a misconfigured policy given uncompiled, rather than skipping it', () => {
    const bad = policy('bad', [rule('Boolean', 'kids', 'one-of', [true])], { effect: false });
    expect(() => decide([kids, bad], { profile: 'kids' })).toThrow('not valid for Boolean');
  });

  it('refuses to compile a rule whose operator does not belong to its type', () => {
    const bad = policy('bad', [rule('Number', 'age', 'starts-with', 1)]);
    expect(() => compilePolicy(bad)).toThrow(
      'Policy "policy bad" rule 1 (age): operator "starts-with" is not valid for Number attributes',
    );
  });
});

describe('decide, properties', () => {
  const ruleArb = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('a', 'b'),
        fc.constantFrom('equals', 'not-equals' as const),
        fc.constantFrom('x', 'y'),
      )
      .map(([n, op, val]) => rule('String', n, op, val)),
    fc
      .tuple(
        fc.constantFrom('c', 'd'),
        fc.constantFrom('greater-than', 'less-than', 'equals' as const),
        fc.integer({ min: 0, max: 5 }),
      )
      .map(([n, op, val]) => rule('Number', n, op, val)),
  );
  // fast-check's map passes no index: keys are given once the list is drawn, so each is unique.
  const policiesArb = fc
    .array(
      fc.record({
        rules: fc.array(ruleArb, { maxLength: 4 }),
        match: fc.constantFrom('all', 'any' as const),
        effect: fc.boolean(),
      }),
      { maxLength: 6 },
    )
    .map((list) => list.map((fields, index) => policy(`p${String(index)}`, fields.rules, fields)));
  const contextArb = fc.record(
    {
      a: fc.constantFrom('x', 'y'),
      b: fc.constantFrom('x', 'y'),
      c: fc.integer({ min: 0, max: 5 }),
      d: fc.integer({ min: 0, max: 5 }),
    },
    { requiredKeys: [] },
  );

  it('allows exactly when some Allow matches and no Deny does (as evaluateRuleSet reads each)', () => {
    fc.assert(
      fc.property(policiesArb, contextArb, (policies, context) => {
        const outcomes = policies.map((p) => evaluateRuleSet(p, context));
        const anyDeny = outcomes.some((o) => o.allowed === false);
        const anyAllow = outcomes.some((o) => o.allowed === true);
        const decision = decide(policies, context);
        expect(decision.effect).toBe(anyAllow && !anyDeny ? 'Allow' : 'Deny');
        if (decision.policy !== undefined) {
          const decider = policies.find((p) => p.key === decision.policy?.key);
          expect(decider?.effect).toBe(decision.effect === 'Allow');
        }
      }),
    );
  });

  it('names a failed condition that really fails', () => {
    fc.assert(
      fc.property(policiesArb, contextArb, (policies, context) => {
        const { failed } = decide(policies, context);
        if (failed === undefined) return;
        expect(
          evaluateRuleSet({ match: 'all', effect: true, rules: [failed.rule] }, context).matched,
        ).toBe(false);
      }),
    );
  });

  it('does not depend on the order for the effect', () => {
    fc.assert(
      fc.property(policiesArb, contextArb, (policies, context) => {
        expect(decide([...policies].reverse(), context).effect).toBe(
          decide(policies, context).effect,
        );
      }),
    );
  });
});
