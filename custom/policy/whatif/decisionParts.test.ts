// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { decide } from '../../../domain/policy/evaluate';
import { policy, rule } from '../../../domain/policy/testPolicies.testkit';
import { decisionParts, formatConditionValue } from './decisionParts';

const kids = policy('kids-v1', [rule('String', 'profileType', 'equals', 'kids')], {
  n: 'Kids only',
});
const noTv = policy('no-tv-v1', [rule('String', 'device', 'equals', 'tv')], {
  n: 'No TV',
  effect: false,
});

describe('decisionParts', () => {
  it('names the deciding policy and rule, marking the edited one', () => {
    expect(decisionParts(decide([kids], { profileType: 'kids' }), 'kids-v1')).toEqual({
      effect: 'Allow',
      policy: { name: 'Kids only', edited: true },
      rule: { attribute: 'profileType', operator: 'equals', type: 'String', value: 'kids' },
    });
  });

  it('names every rule that decided for an all-match Allow, not only the first', () => {
    const premiumTv = policy(
      'premium-tv',
      [
        rule('String', 'subscription', 'one-of', ['premium']),
        rule('String', 'device', 'equals', 'tv'),
      ],
      { n: 'Premium on TV' },
    );
    const parts = decisionParts(
      decide([premiumTv], { subscription: 'premium', device: 'tv' }),
      'other',
    );
    expect(parts.rules).toEqual([
      { attribute: 'subscription', operator: 'one-of', type: 'String', value: ['premium'] },
      { attribute: 'device', operator: 'equals', type: 'String', value: 'tv' },
    ]);
  });

  it('gives a matching Deny its policy and rule, without a failed condition', () => {
    const parts = decisionParts(
      decide([kids, noTv], { profileType: 'kids', device: 'tv' }),
      'kids-v1',
    );
    expect(parts.effect).toBe('Deny');
    expect(parts.policy).toEqual({ name: 'No TV', edited: false });
    expect(parts.failed).toBeUndefined();
  });

  it('gives a default Deny the failed condition with expected and actual', () => {
    const parts = decisionParts(decide([kids], { profileType: 'adult' }), 'other');
    expect(parts.policy).toBeUndefined();
    expect(parts.failed).toEqual({
      policy: { name: 'Kids only', edited: false },
      attribute: 'profileType',
      operator: 'equals',
      type: 'String',
      value: 'kids',
      actual: 'adult',
    });
    expect(decisionParts(decide([kids], {}), 'kids-v1').failed?.actual).toBeUndefined();
  });
});

describe('formatConditionValue', () => {
  const format = {
    date: (value: string | number | Date) => `date(${String(value)})`,
    yesNo: (yes: boolean) => (yes ? 'Yes' : 'No'),
  };

  it('formats by type, and gives undefined for a value not given', () => {
    expect(formatConditionValue(['premium', 'basic'], 'String', format)).toBe('premium, basic');
    expect(formatConditionValue(true, 'Boolean', format)).toBe('Yes');
    expect(formatConditionValue('2026-12-01T00:00:00Z', 'DateTime', format)).toBe(
      'date(2026-12-01T00:00:00Z)',
    );
    expect(formatConditionValue(17, 'Number', format)).toBe('17');
    expect(formatConditionValue(undefined, 'Number', format)).toBeUndefined();
    expect(formatConditionValue(null, 'String', format)).toBeUndefined();
  });
});
