import type { StoredPolicy, PolicyInput } from '../../../dataProvider/policy/policyProvider';
import type { KnownAttribute, Policy, PolicyRule } from '../../../domain/policy/types';
import { readStringList } from '../../../domain/policy/ruleProblems';
import { OPERATORS_BY_TYPE, toInstant } from '../../../domain/rules';
import type { AttributeType, MatchMode, Operator, RuleKind } from '../../../domain/rules';

/**
 * One rule as the rule builder holds it: `val` as its input holds it (text for a number while it
 * is typed, a list for list operators, an ISO instant for a date), `id` a stable React key.
 */
export interface RuleDraft {
  id: string;
  n: string;
  aty: AttributeType;
  op: Operator;
  val: unknown;
}

/** The policy form's state: the policy's own fields and its rules. */
export interface PolicyDraft {
  n: string;
  /** The application the policy is for; '' for every application. */
  an: string;
  desc: string;
  kind: RuleKind;
  effect: boolean;
  match: MatchMode;
  rules: RuleDraft[];
}

let nextRuleId = 0;

/** A fresh, unique React key for a new rule row. */
export function newRuleId(): string {
  nextRuleId += 1;
  return `rule-${nextRuleId}`;
}

/** A new policy's form: Allow when all rules match, a custom rule kind, every application. */
export function emptyDraft(): PolicyDraft {
  return { n: '', an: '', desc: '', kind: 'custom', effect: true, match: 'all', rules: [] };
}

/** Whether the operator takes a list of values (chips) for this type. */
export function takesList(type: AttributeType, op: Operator): boolean {
  return type === 'StringArray' || op === 'one-of' || op === 'none-of' || op === 'contains';
}

/** The empty value an input of this type and operator starts from. */
export function emptyValue(type: AttributeType, op: Operator): unknown {
  if (takesList(type, op)) return [];
  if (type === 'Boolean') return true;
  return '';
}

/** A new rule on an attribute: its type's first operator and an empty value. */
export function ruleFor(attribute: KnownAttribute | undefined): RuleDraft {
  const aty: AttributeType = attribute?.type ?? 'String';
  const op = OPERATORS_BY_TYPE[aty][0] ?? 'equals';
  return { id: newRuleId(), n: attribute?.key ?? '', aty, op, val: emptyValue(aty, op) };
}

/**
 * The rule after its attribute changed: the type follows the attribute; the operator stays when
 * the new type offers it, else the type's first; the value stays when it still fits.
 */
export function withAttribute(rule: RuleDraft, attribute: KnownAttribute | undefined): RuleDraft {
  if (attribute === undefined) return { ...rule, n: '' };
  const aty = attribute.type;
  const op = OPERATORS_BY_TYPE[aty].includes(rule.op)
    ? rule.op
    : (OPERATORS_BY_TYPE[aty][0] ?? 'equals');
  const keepValue = aty === rule.aty || stillFits(rule, aty, op);
  return { ...rule, n: attribute.key, aty, op, val: keepValue ? rule.val : emptyValue(aty, op) };
}

/**
 * Whether a rule's value (as its input holds it) still reads as a value of another attribute
 * type and operator: text and numbers pass between String and Number where they parse, lists of
 * text between list operators; a date or a yes/no stays only with its own type.
 */
function stillFits(rule: RuleDraft, aty: AttributeType, op: Operator): boolean {
  const wasList = takesList(rule.aty, rule.op);
  if (wasList !== takesList(aty, op)) return false;
  if (wasList) {
    const list = readStringList(rule.val);
    return (
      list !== undefined &&
      (aty !== 'Number' || list.every((item) => Number.isFinite(Number(item))))
    );
  }
  const text = typeof rule.val === 'number' ? String(rule.val) : rule.val;
  if (typeof text !== 'string' || text.trim() === '') return false;
  const textual = rule.aty === 'String' || rule.aty === 'Number';
  if (aty === 'String') return textual;
  if (aty === 'Number') return textual && Number.isFinite(Number(text));
  return false;
}

/** The rule after its operator changed: a list becomes one value and back where it can. */
export function withOperator(rule: RuleDraft, op: Operator): RuleDraft {
  const wasList = takesList(rule.aty, rule.op);
  const isList = takesList(rule.aty, op);
  if (wasList === isList) return { ...rule, op };
  if (isList) {
    const text = typeof rule.val === 'string' ? rule.val.trim() : '';
    return { ...rule, op, val: text === '' ? [] : [text] };
  }
  const list = readStringList(rule.val) ?? [];
  return { ...rule, op, val: list[0] ?? emptyValue(rule.aty, op) };
}

/** A rule's value as stored: numbers as numbers, lists as lists, dates as ISO instants. */
export function storedValue(rule: Pick<RuleDraft, 'aty' | 'op' | 'val'>): unknown {
  if (takesList(rule.aty, rule.op)) return readStringList(rule.val) ?? rule.val;
  switch (rule.aty) {
    case 'Number': {
      if (typeof rule.val === 'number') return rule.val;
      const text = typeof rule.val === 'string' ? rule.val.trim() : '';
      const number = text === '' ? Number.NaN : Number(text);
      // A text that is no number is kept as typed: the check and the server name it.
      return Number.isFinite(number) ? number : rule.val;
    }
    case 'DateTime': {
      const instant = toInstant(rule.val);
      return instant === undefined ? rule.val : new Date(instant).toISOString();
    }
    case 'Boolean':
      return rule.val === true || rule.val === 'true';
    case 'String':
    case 'StringArray':
      return rule.val;
  }
}

/** The rule as stored, without the form's key. */
export function storedRule(rule: RuleDraft): PolicyRule {
  return { n: rule.n.trim(), aty: rule.aty, op: rule.op, val: storedValue(rule) };
}

/** The payload a create or an update sends. */
export function toPayload(draft: PolicyDraft): PolicyInput {
  return {
    n: draft.n.trim(),
    kind: draft.kind,
    effect: draft.effect,
    match: draft.match,
    rules: draft.rules.map(storedRule),
    ...(draft.an === '' ? {} : { an: draft.an }),
    ...(draft.desc.trim() === '' ? {} : { desc: draft.desc.trim() }),
  };
}

/** The draft as the domain's policy, for the as-you-type check and the what-if panel. */
export function toPolicy(draft: PolicyDraft, stored?: StoredPolicy): Policy {
  return {
    key: stored?.key ?? '',
    st: stored?.st ?? 'draft',
    ...(stored?.id === undefined ? {} : { id: stored.id }),
    ...(stored?.pn === undefined ? {} : { pn: stored.pn }),
    ...(draft.an === '' ? {} : { an: draft.an }),
    pty: 'application',
    t: 'policy',
    n: draft.n,
    kind: draft.kind,
    effect: draft.effect,
    match: draft.match,
    rules: draft.rules.map(storedRule),
  };
}

/** The form of a stored policy. */
export function draftOf(policy: StoredPolicy): PolicyDraft {
  return {
    n: policy.n,
    an: policy.an ?? '',
    desc: policy.desc ?? '',
    kind: policy.kind,
    effect: policy.effect,
    match: policy.match,
    rules: policy.rules.map((rule) => ({
      id: newRuleId(),
      n: rule.n,
      aty: rule.aty,
      op: rule.op,
      val: takesList(rule.aty, rule.op)
        ? (readStringList(rule.val) ?? [])
        : rule.aty === 'Number' && typeof rule.val === 'number'
          ? String(rule.val)
          : rule.val,
    })),
  };
}

/** Whether two drafts would store the same policy (the form's 'unsaved changes'). */
export function sameDraft(a: PolicyDraft, b: PolicyDraft): boolean {
  return JSON.stringify({ ...toPayload(a) }) === JSON.stringify({ ...toPayload(b) });
}
