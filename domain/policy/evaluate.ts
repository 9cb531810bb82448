import { evaluateRule, isOperatorAllowed } from '../rules';
import type { MatchMode, PolicyRule } from '../rules';
import type { Policy, PolicyContext } from './types';

/** A policy made ready for many decisions: its rules checked once, its fields read once. */
export interface CompiledPolicy {
  readonly key: string;
  readonly name: string;
  readonly allow: boolean;
  readonly match: MatchMode;
  readonly rules: readonly PolicyRule[];
}

/** The condition that failed: which rule, on which attribute, what it wanted and what it got. */
export interface FailedCondition {
  ruleIndex: number;
  rule: PolicyRule;
  attribute: string;
  expected: unknown;
  /** The context's value, undefined when the context does not name the attribute. */
  actual: unknown;
}

/** A decision that explains itself. */
export interface PolicyDecision {
  effect: 'Allow' | 'Deny';
  /** The policy that decided; absent for the default Deny (nothing matched). */
  policy?: { key: string; name: string };
  /** The rule of that policy that decided (for match 'all', the first of its rules). */
  rule?: { index: number; rule: PolicyRule };
  /** For match 'all' with more than one rule: every rule of that policy, each of which held. */
  rules?: { index: number; rule: PolicyRule }[];
  /** For a default Deny: the first condition that failed in the closest Allow policy. */
  failed?: FailedCondition & { policy: { key: string; name: string } };
}

/**
 * Checks a policy's rules once so that decisions need not: a rule whose operator does not
 * belong to its type throws an Error naming the policy and rule, as `evaluateRuleSet` does,
 * because a misconfigured policy must be fixed, not silently skipped.
 */
export function compilePolicy(policy: Policy): CompiledPolicy {
  policy.rules.forEach((rule, index) => {
    if (!isOperatorAllowed(rule.aty, rule.op)) {
      throw new Error(
        `Policy "${policy.n}" rule ${index + 1} (${rule.n}): operator "${rule.op}" is not valid for ${rule.aty} attributes`,
      );
    }
  });
  return {
    key: policy.key,
    name: policy.n,
    allow: policy.effect,
    match: policy.match,
    rules: [...policy.rules],
  };
}

/**
 * Decides for a context of attribute values: Deny when nothing matches, a matching Deny beats
 * any matching Allow, and among policies of the same effect the first in the given order
 * decides. Policies may be given compiled ({@link compilePolicy}) or as stored. A default
 * Deny names the first failed condition of the closest Allow policy: the one with the most
 * rules holding, the earlier on a tie.
 */
export function decide(
  policies: readonly (CompiledPolicy | Policy)[],
  context: PolicyContext,
): PolicyDecision {
  let allowed: PolicyDecision | undefined;
  let closest: { policy: CompiledPolicy; held: number; failed: number } | undefined;
  for (const given of policies) {
    const policy = isCompiled(given) ? given : compilePolicy(given);
    if (!policy.allow) {
      const hit = findMatch(policy, context);
      if (hit !== undefined) return decision('Deny', policy, hit);
      continue;
    }
    if (allowed !== undefined) continue;
    const hit = findMatch(policy, context);
    if (hit !== undefined) {
      allowed = decision('Allow', policy, hit);
      continue;
    }
    const progress = countHeld(policy, context);
    if (progress.failed >= 0 && (closest === undefined || progress.held > closest.held)) {
      closest = { policy, ...progress };
    }
  }
  if (allowed !== undefined) return allowed;
  if (closest === undefined) return { effect: 'Deny' };
  const rule = closest.policy.rules[closest.failed];
  if (rule === undefined) return { effect: 'Deny' };
  return {
    effect: 'Deny',
    failed: {
      policy: { key: closest.policy.key, name: closest.policy.name },
      ruleIndex: closest.failed,
      rule,
      attribute: rule.n,
      expected: rule.val,
      actual: Object.hasOwn(context, rule.n) ? context[rule.n] : undefined,
    },
  };
}

function isCompiled(policy: CompiledPolicy | Policy): policy is CompiledPolicy {
  return 'allow' in policy;
}

function decision(effect: 'Allow' | 'Deny', policy: CompiledPolicy, index: number): PolicyDecision {
  const rule = policy.rules[index];
  return {
    effect,
    policy: { key: policy.key, name: policy.name },
    ...(rule === undefined ? {} : { rule: { index, rule } }),
    ...(policy.match === 'all' && policy.rules.length > 1
      ? { rules: policy.rules.map((each, at) => ({ index: at, rule: each })) }
      : {}),
  };
}

/** The index of the deciding rule when the policy matches, else undefined. No rules match nothing. */
function findMatch(policy: CompiledPolicy, context: PolicyContext): number | undefined {
  const { rules } = policy;
  if (rules.length === 0) return undefined;
  if (policy.match === 'all') {
    for (const rule of rules) if (!evaluateRule(rule, context)) return undefined;
    return 0;
  }
  const index = rules.findIndex((rule) => evaluateRule(rule, context));
  return index === -1 ? undefined : index;
}

/** How many rules hold and the index of the first that fails (-1 when none fails). */
function countHeld(
  policy: CompiledPolicy,
  context: PolicyContext,
): { held: number; failed: number } {
  let held = 0;
  let failed = -1;
  policy.rules.forEach((rule, index) => {
    if (evaluateRule(rule, context)) held += 1;
    else if (failed === -1) failed = index;
  });
  return { held, failed };
}
