import type { AttributeType, Operator, PolicyRule } from '../rules';
import type { Policy } from './types';

/** A rule in one line: type, attribute, operator, value. */
export const rule = (aty: AttributeType, n: string, op: Operator, val: unknown): PolicyRule => ({
  aty,
  n,
  op,
  val,
});

/** A draft application policy with the given rule set; Allow unless `effect` says otherwise. */
export function policy(
  key: string,
  rules: readonly PolicyRule[],
  fields: Partial<Omit<Policy, 'rules'>> = {},
): Policy {
  return {
    key,
    st: 'draft',
    n: `policy ${key}`,
    pty: 'application',
    t: 'policy',
    kind: 'custom',
    match: 'all',
    effect: true,
    rules,
    ...fields,
  };
}
