import { toInstant as readInstant, toNumber as readNumber } from '../rules';
import {
  findRuleProblems,
  indexAttributes,
  readStringList,
  ruleProblemParams,
} from './ruleProblems';
import type { RuleProblem } from './ruleProblems';
import type { PolicyRule } from '../rules';
import type { KnownAttribute, Policy } from './types';

/** The codes of the editor's warnings, stable so the console can translate them. */
export type PolicyWarningCode =
  RuleProblem['code'] | 'noRules' | 'contradiction' | 'windowInPast' | 'hiddenByDeny';

/** One as-you-type warning: on a rule (0-based `ruleIndex`) or, without one, on the policy. */
export interface PolicyWarning {
  code: PolicyWarningCode;
  ruleIndex?: number;
  params: Readonly<Record<string, string | number>>;
}

export interface CheckOptions {
  /** The present instant in ms, for DateTime windows already past. */
  now: number;
  /** The attributes rules may name; without it names are not checked. */
  knownAttributes?: readonly KnownAttribute[];
  /** The other policies, to find a Deny that always hides this Allow. */
  otherPolicies?: readonly Policy[];
}

/**
 * Checks a policy while it is edited: warnings, not errors (the server's `validatePolicy`
 * decides what is refused). Finds per rule what validation finds (unknown attribute, wrong value
 * type, empty one-of list ...), contradictions within a match-'all' set, DateTime conditions that
 * can no longer hold at `now`, and, for an Allow, another Deny policy of the same scope (`pn`
 * and `an`) that matches whenever this one does.
 */
export function checkPolicy(policy: Policy, options: CheckOptions): PolicyWarning[] {
  const warnings: PolicyWarning[] = [];
  if (policy.rules.length === 0) warnings.push({ code: 'noRules', params: {} });
  const known = indexAttributes(options.knownAttributes);
  policy.rules.forEach((rule, ruleIndex) => {
    for (const problem of findRuleProblems({ ...rule }, known)) {
      const params = { field: problem.field, ...ruleProblemParams(problem) };
      warnings.push({ code: problem.code, ruleIndex, params });
    }
    if (rule.aty === 'DateTime' && rule.op === 'before') {
      const end = readInstant(rule.val);
      if (end !== undefined && end <= options.now) {
        warnings.push({
          code: 'windowInPast',
          ruleIndex,
          params: { attribute: rule.n, value: new Date(end).toISOString() },
        });
      }
    }
  });
  if (policy.match === 'all') warnings.push(...findContradictions(policy.rules));
  if (policy.effect) {
    for (const other of options.otherPolicies ?? []) {
      if (other.key === policy.key || other.effect || !sameScope(policy, other)) continue;
      if (alwaysHides(other, policy)) {
        warnings.push({ code: 'hiddenByDeny', params: { policy: other.n, key: other.key } });
      }
    }
  }
  return warnings;
}

/** What one attribute's conditions in an 'all' set pin down, to find pairs that cannot both hold. */
function findContradictions(rules: readonly PolicyRule[]): PolicyWarning[] {
  const warnings: PolicyWarning[] = [];
  const byAttribute = new Map<string, number[]>();
  rules.forEach((rule, index) => {
    const key = `${rule.aty}\u0000${rule.n}`;
    const list = byAttribute.get(key);
    if (list === undefined) byAttribute.set(key, [index]);
    else list.push(index);
  });
  for (const indexes of byAttribute.values()) {
    for (let later = 1; later < indexes.length; later += 1) {
      for (let earlier = 0; earlier < later; earlier += 1) {
        const a = indexes[earlier];
        const b = indexes[later];
        if (a === undefined || b === undefined) continue;
        const ruleA = rules[a];
        const ruleB = rules[b];
        if (ruleA === undefined || ruleB === undefined) continue;
        if (contradicts(ruleA, ruleB) || contradicts(ruleB, ruleA)) {
          warnings.push({
            code: 'contradiction',
            ruleIndex: b,
            params: { attribute: ruleB.n, otherRule: a + 1, rule: b + 1 },
          });
          break;
        }
      }
    }
  }
  return warnings;
}

/** Whether `a` and `b` (same attribute and type) can never hold together; checked both ways round. */
function contradicts(a: PolicyRule, b: PolicyRule): boolean {
  switch (a.aty) {
    case 'Number':
    case 'DateTime': {
      const read = a.aty === 'Number' ? readNumber : readInstant;
      const x = read(a.val);
      const y = read(b.val);
      if (x === undefined || y === undefined) return false;
      const above = a.op === 'greater-than' || a.op === 'after';
      const below = b.op === 'less-than' || b.op === 'before';
      if (above && below) return y <= x;
      if (a.op === 'equals' && b.op === 'equals') return x !== y;
      if (a.op === 'equals' && b.op === 'not-equals') return x === y;
      if (a.op === 'equals' && (b.op === 'greater-than' || b.op === 'after')) return x <= y;
      if (a.op === 'equals' && below) return x >= y;
      return false;
    }
    case 'Boolean':
      return String(a.val) !== String(b.val);
    case 'String': {
      if (a.op !== 'equals' || typeof a.val !== 'string') return false;
      const value = a.val;
      if (b.op === 'equals') return typeof b.val === 'string' && b.val !== value;
      if (b.op === 'not-equals') return b.val === value;
      if (b.op === 'starts-with') return typeof b.val === 'string' && !value.startsWith(b.val);
      if (b.op === 'ends-with') return typeof b.val === 'string' && !value.endsWith(b.val);
      const list = readStringList(b.val);
      if (list === undefined) return false;
      if (b.op === 'one-of') return !list.includes(value);
      return b.op === 'none-of' && list.includes(value);
    }
    case 'StringArray': {
      if (a.op !== 'equals') return false;
      const have = readStringList(a.val);
      const other = readStringList(b.val);
      if (have === undefined || other === undefined) return false;
      const set = new Set(have);
      if (b.op === 'equals') return !sameSet(have, other);
      if (b.op === 'contains') return other.some((value) => !set.has(value));
      return b.op === 'one-of' && !other.some((value) => set.has(value));
    }
  }
}

function sameScope(a: Policy, b: Policy): boolean {
  return a.pn === b.pn && a.an === b.an && a.pty === b.pty;
}

/**
 * Whether the Deny matches in every way the Allow can match: each way is the set of rules that
 * hold (all of them for 'all', any single one for 'any'), and the Deny must match with those alone.
 */
function alwaysHides(deny: Policy, allow: Policy): boolean {
  if (deny.rules.length === 0 || allow.rules.length === 0) return false;
  const ways = allow.match === 'all' ? [allow.rules] : allow.rules.map((rule) => [rule]);
  return ways.every((way) => {
    const holds = (rule: PolicyRule) => way.some((given) => sameRule(given, rule));
    return deny.match === 'all' ? deny.rules.every(holds) : deny.rules.some(holds);
  });
}

function sameRule(a: PolicyRule, b: PolicyRule): boolean {
  if (a.aty !== b.aty || a.n !== b.n || a.op !== b.op) return false;
  const listA = Array.isArray(a.val) ? readStringList(a.val) : undefined;
  const listB = Array.isArray(b.val) ? readStringList(b.val) : undefined;
  if (listA !== undefined && listB !== undefined) return sameSet(listA, listB);
  return String(a.val) === String(b.val);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setA].every((value) => setB.has(value));
}
