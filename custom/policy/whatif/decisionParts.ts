import type { PolicyDecision } from '../../../domain/policy/evaluate';
import type { AttributeType, Operator } from '../../../domain/rules';

/** A condition as the panel shows it: attribute, operator, value, and the type to format it by. */
export interface ConditionParts {
  attribute: string;
  operator: Operator;
  type: AttributeType;
  value: unknown;
}

/** A decision in the parts the panel shows, each still to be formatted and translated. */
export interface DecisionParts {
  effect: 'Allow' | 'Deny';
  /** The policy that decided (absent for the default Deny); `edited` when it is the edited one. */
  policy?: { name: string; edited: boolean };
  /** The rule that decided. */
  rule?: ConditionParts;
  /** Every rule that decided, when an all-match policy of several rules did. */
  rules?: ConditionParts[];
  /** For a default Deny: the failed condition of the closest Allow, and what the viewer gave. */
  failed?: ConditionParts & {
    policy: { name: string; edited: boolean };
    /** Undefined when the context does not give the attribute ('not given'). */
    actual: unknown;
  };
}

/**
 * The parts of a decision the panel shows (Allow/Deny, deciding policy and rule, failed
 * condition with expected and actual values); `editedKey` is the key of the policy being edited,
 * so the panel can say 'this policy'.
 */
export function decisionParts(decision: PolicyDecision, editedKey: string): DecisionParts {
  const parts: DecisionParts = { effect: decision.effect };
  if (decision.policy) {
    parts.policy = { name: decision.policy.name, edited: decision.policy.key === editedKey };
  }
  if (decision.rule) {
    const { rule } = decision.rule;
    parts.rule = { attribute: rule.n, operator: rule.op, type: rule.aty, value: rule.val };
  }
  if (decision.rules) {
    parts.rules = decision.rules.map(({ rule }) => ({
      attribute: rule.n,
      operator: rule.op,
      type: rule.aty,
      value: rule.val,
    }));
  }
  if (decision.failed) {
    const { failed } = decision;
    parts.failed = {
      policy: { name: failed.policy.name, edited: failed.policy.key === editedKey },
      attribute: failed.attribute,
      operator: failed.rule.op,
      type: failed.rule.aty,
      value: failed.expected,
      actual: failed.actual,
    };
  }
  return parts;
}

/**
 * A value as text for an attribute type: lists comma-joined, booleans through `yesNo`, DateTime
 * through `date` (the user's display format), everything else as written; undefined and null
 * give undefined, so the caller can say 'not given'.
 */
export function formatConditionValue(
  value: unknown,
  type: AttributeType,
  format: { date: (value: string | number | Date) => string; yesNo: (value: boolean) => string },
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    return (value as unknown[])
      .map((item) => formatConditionValue(item, type === 'StringArray' ? 'String' : type, format))
      .filter((item): item is string => item !== undefined)
      .join(', ');
  }
  if (typeof value === 'boolean') return format.yesNo(value);
  if (type === 'DateTime' && (typeof value === 'string' || typeof value === 'number')) {
    return format.date(value);
  }
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
