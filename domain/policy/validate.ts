import { MATCH_MODES, RULE_KINDS } from '../rules';
import { findRuleProblems, indexAttributes, ruleProblemParams } from './ruleProblems';
import type { RuleProblem } from './ruleProblems';
import type { KnownAttribute } from './types';

/**
 * The most rules one policy may hold. The spec gives no limit (section 9 names only list page
 * sizes); 50 keeps a policy reviewable by a person and is the size the editor's as-you-type
 * check is held to (under 50 ms).
 */
export const MAX_RULES_PER_POLICY = 50;

/** Why a policy payload is refused; `ruleIndex` is 0-based, absent for the policy's own fields. */
export interface PolicyValidationError {
  ruleIndex?: number;
  field: string;
  code: PolicyErrorCode;
  params: Readonly<Record<string, string | number>>;
  /** English wording for the API's 400; the console translates by `code`. */
  message: string;
}

export type PolicyErrorCode =
  | RuleProblem['code']
  | 'notAnObject'
  | 'nameMissing'
  | 'matchUnknown'
  | 'effectNotBoolean'
  | 'kindUnknown'
  | 'rulesNotAList'
  | 'tooManyRules'
  | 'ruleNotAnObject';

/**
 * Validates a policy payload as the server receives it: every problem, so the console can show
 * each on its rule. An empty list means the payload may be stored. `knownAttributes`, when given,
 * is the attribute list rules may name (unknown names and types that differ are refused).
 */
export function validatePolicy(
  payload: unknown,
  knownAttributes?: readonly KnownAttribute[],
): PolicyValidationError[] {
  if (!isRecord(payload)) return [policyError('', 'notAnObject', {}, 'A policy must be an object')];
  const errors: PolicyValidationError[] = [];
  if (typeof payload.n !== 'string' || payload.n.trim() === '') {
    errors.push(policyError('n', 'nameMissing', {}, 'A policy needs a name'));
  }
  if (!MATCH_MODES.some((mode) => mode === payload.match)) {
    errors.push(
      policyError(
        'match',
        'matchUnknown',
        { match: String(payload.match) },
        'Match must be "all" or "any"',
      ),
    );
  }
  if (typeof payload.effect !== 'boolean') {
    errors.push(
      policyError('effect', 'effectNotBoolean', {}, 'Effect must be Allow (true) or Deny (false)'),
    );
  }
  if (!RULE_KINDS.some((kind) => kind === payload.kind)) {
    errors.push(
      policyError(
        'kind',
        'kindUnknown',
        { kind: String(payload.kind) },
        'Rule kind must be "action" or "custom"',
      ),
    );
  }
  const rules = payload.rules;
  if (!Array.isArray(rules)) {
    errors.push(policyError('rules', 'rulesNotAList', {}, 'Rules must be a list'));
    return errors;
  }
  if (rules.length > MAX_RULES_PER_POLICY) {
    errors.push(
      policyError(
        'rules',
        'tooManyRules',
        { max: MAX_RULES_PER_POLICY, count: rules.length },
        `A policy holds at most ${MAX_RULES_PER_POLICY} rules (got ${rules.length})`,
      ),
    );
  }
  const known = indexAttributes(knownAttributes);
  (rules as readonly unknown[]).forEach((rule, ruleIndex) => {
    if (!isRecord(rule)) {
      errors.push({
        ruleIndex,
        field: '',
        code: 'ruleNotAnObject',
        params: {},
        message: `Rule ${ruleIndex + 1}: a rule must be an object`,
      });
      return;
    }
    for (const problem of findRuleProblems(rule, known)) {
      errors.push(ruleError(ruleIndex, typeof rule.n === 'string' ? rule.n : '', problem));
    }
  });
  return errors;
}

/** The English message of a rule problem, prefixed with the rule's 1-based number and name. */
export function describeRuleProblem(ruleIndex: number, name: string, problem: RuleProblem): string {
  const label = name.trim() === '' ? `Rule ${ruleIndex + 1}` : `Rule ${ruleIndex + 1} (${name})`;
  switch (problem.code) {
    case 'attributeNameMissing':
      return `${label}: the attribute is missing`;
    case 'attributeTypeUnknown':
      return `${label}: attribute type "${problem.type}" is unknown`;
    case 'operatorNotAllowed':
      return `${label}: operator "${problem.op}" is not valid for ${problem.type} attributes`;
    case 'valueWrongType':
      return `${label}: the value is not a valid ${problem.type} value for "${problem.op}"`;
    case 'listEmpty':
      return `${label}: the "${problem.op}" list is empty`;
    case 'attributeUnknown':
      return `${label}: attribute "${problem.attribute}" is unknown`;
    case 'attributeTypeMismatch':
      return `${label}: attribute "${problem.attribute}" is ${problem.expectedType}, not ${problem.type}`;
  }
}

function ruleError(ruleIndex: number, name: string, problem: RuleProblem): PolicyValidationError {
  return {
    ruleIndex,
    field: problem.field,
    code: problem.code,
    params: { rule: ruleIndex + 1, ...ruleProblemParams(problem) },
    message: describeRuleProblem(ruleIndex, name, problem),
  };
}

function policyError(
  field: string,
  code: PolicyErrorCode,
  params: Readonly<Record<string, string | number>>,
  message: string,
): PolicyValidationError {
  return { field, code, params, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
