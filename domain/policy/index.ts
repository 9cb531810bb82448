export type { CustomAttribute, KnownAttribute, Policy, PolicyContext, PolicyRule } from './types';
export { compilePolicy, decide } from './evaluate';
export type { CompiledPolicy, FailedCondition, PolicyDecision } from './evaluate';
export { MAX_RULES_PER_POLICY, describeRuleProblem, validatePolicy } from './validate';
export type { PolicyErrorCode, PolicyValidationError } from './validate';
export { checkPolicy } from './check';
export type { CheckOptions, PolicyWarning, PolicyWarningCode } from './check';
export type { RuleProblem } from './ruleProblems';
