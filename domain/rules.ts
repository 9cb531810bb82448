/** The attribute types a policy rule can test (spec section 3). */
export const ATTRIBUTE_TYPES = ['StringArray', 'String', 'Number', 'Boolean', 'DateTime'] as const;

/** One of {@link ATTRIBUTE_TYPES}. */
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** Where a policy attribute's value comes from (spec section 3). */
export const ATTRIBUTE_SOURCES = ['select', 'application', 'product', 'content', 'user'] as const;

/** One of {@link ATTRIBUTE_SOURCES}. */
export type AttributeSource = (typeof ATTRIBUTE_SOURCES)[number];

/** The kinds of policy rule (spec section 3). */
export const RULE_KINDS = ['action', 'custom'] as const;

/** One of {@link RULE_KINDS}. */
export type RuleKind = (typeof RULE_KINDS)[number];

/** How the rules of a set combine: all must hold, or any one. */
export const MATCH_MODES = ['all', 'any'] as const;

/** One of {@link MATCH_MODES}. */
export type MatchMode = (typeof MATCH_MODES)[number];

/** A rule set's effect as stored: Allow is `true`, Deny is `false`. */
export const EFFECT = { allow: true, deny: false } as const;

/** The operator identifiers, kebab-case, as stored in a rule's `op`. */
export const OPERATORS = [
  'equals',
  'not-equals',
  'starts-with',
  'ends-with',
  'one-of',
  'none-of',
  'greater-than',
  'less-than',
  'before',
  'after',
  'contains',
] as const;

/** One of {@link OPERATORS}. */
export type Operator = (typeof OPERATORS)[number];

/** The English label of each operator, in the spec's words; the console translates them. */
export const OPERATOR_LABELS: Readonly<Record<Operator, string>> = {
  equals: 'equals',
  'not-equals': 'not equals',
  'starts-with': 'starts with',
  'ends-with': 'ends with',
  'one-of': 'one of',
  'none-of': 'none of',
  'greater-than': 'greater than',
  'less-than': 'less than',
  before: 'before',
  after: 'after',
  contains: 'contains',
};

/** The operators each attribute type offers, in the spec's order (section 5). */
export const OPERATORS_BY_TYPE: Readonly<Record<AttributeType, readonly Operator[]>> = {
  String: ['equals', 'not-equals', 'starts-with', 'ends-with', 'one-of', 'none-of'],
  Number: ['equals', 'not-equals', 'greater-than', 'less-than'],
  DateTime: ['before', 'after'],
  Boolean: ['equals'],
  StringArray: ['equals', 'contains', 'one-of'],
};

/** A policy rule: attribute type `aty`, attribute name `n`, operator `op` and the value `val` to compare with. */
export interface PolicyRule {
  aty: AttributeType;
  n: string;
  op: Operator;
  val: unknown;
}

/** A policy's rule set: how its rules combine and what it decides when they match. */
export interface PolicyRuleSet {
  match: MatchMode;
  effect: boolean;
  rules: readonly PolicyRule[];
}

/** What a rule set decides for some attributes: `allowed` is the effect when matched, else undefined. */
export interface RuleSetOutcome {
  matched: boolean;
  allowed: boolean | undefined;
}

/**
 * Whether an operator may be used with an attribute type (see {@link OPERATORS_BY_TYPE}).
 * Unknown types and operators, as may arrive in stored data, are simply not allowed.
 */
export function isOperatorAllowed(type: string, op: string): boolean {
  return isAttributeType(type) && OPERATORS_BY_TYPE[type].some((allowed) => allowed === op);
}

/**
 * Reads an operator as stored data or a form may give it: the kebab id ('not-equals'), the
 * English label ('not equals') or camelCase ('notEquals'), in any letter case. Gives
 * undefined for anything else, so a mapper can report the rule instead of guessing.
 */
export function toOperator(text: string): Operator | undefined {
  const normalized = text
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
  return OPERATORS.find((op) => op === normalized);
}

/**
 * Evaluates a policy's rule set against the attributes of a request (user, product,
 * content, application ...). With match 'all' every rule must hold, with 'any' one is
 * enough; a set without rules matches nothing, so an empty policy decides nothing.
 * When matched, `allowed` is the set's effect (Allow true, Deny false); otherwise it is
 * undefined and another policy or the default decides. Every rule is checked before
 * any is evaluated: a rule whose operator does not belong to its type throws an Error
 * naming the rule, because a misconfigured policy must be fixed, not silently skipped.
 */
export function evaluateRuleSet(
  ruleSet: PolicyRuleSet,
  attributes: Readonly<Record<string, unknown>>,
): RuleSetOutcome {
  ruleSet.rules.forEach(assertRuleValid);
  const holds = (rule: PolicyRule): boolean => evaluateRule(rule, attributes);
  let matched: boolean;
  switch (ruleSet.match) {
    case 'all':
      matched = ruleSet.rules.length > 0 && ruleSet.rules.every(holds);
      break;
    case 'any':
      matched = ruleSet.rules.some(holds);
      break;
    default:
      throw new Error(
        `Unknown rule set match mode "${String(ruleSet.match)}": expected "all" or "any"`,
      );
  }
  return { matched, allowed: matched ? ruleSet.effect : undefined };
}

/**
 * Evaluates one rule against the attributes. A missing attribute (absent or null) makes
 * the rule false whatever the operator, 'not equals' and 'none of' included: a policy
 * cannot be satisfied by what the request does not say. Values are read as their type
 * asks: Number from numbers or numeric text, DateTime as instants (ISO 8601 text, epoch
 * milliseconds or Date), Boolean from booleans or 'true'/'false', lists from arrays or
 * comma-separated text; a value that cannot be read so makes the rule false. String
 * comparisons are exact and case-sensitive. StringArray 'equals' compares as sets,
 * 'contains' holds when the attribute holds every listed value, 'one of' on any overlap.
 * Throws like {@link evaluateRuleSet} for an operator that is not valid for the type.
 */
export function evaluateRule(
  rule: PolicyRule,
  attributes: Readonly<Record<string, unknown>>,
): boolean {
  assertRuleValid(rule);
  const attribute = Object.hasOwn(attributes, rule.n) ? attributes[rule.n] : undefined;
  if (attribute === undefined || attribute === null) return false;
  switch (rule.aty) {
    case 'String':
      return evaluateString(rule.op, attribute, rule.val);
    case 'Number':
      return compareOrdered(rule.op, toNumber(attribute), toNumber(rule.val));
    case 'DateTime':
      return compareOrdered(rule.op, toInstant(attribute), toInstant(rule.val));
    case 'Boolean': {
      const actual = toBoolean(attribute);
      const expected = toBoolean(rule.val);
      return actual !== undefined && actual === expected;
    }
    case 'StringArray':
      return evaluateStringArray(rule.op, toList(attribute), toList(rule.val));
  }
}

function assertRuleValid(rule: PolicyRule): void {
  const type: unknown = rule.aty;
  const op: unknown = rule.op;
  if (typeof type !== 'string' || !isAttributeType(type)) {
    throw new Error(
      `Policy rule on "${rule.n}": unknown attribute type "${String(type)}"; expected one of ${ATTRIBUTE_TYPES.join(', ')}`,
    );
  }
  if (typeof op !== 'string' || !isOperatorAllowed(type, op)) {
    const allowed = OPERATORS_BY_TYPE[type].join(', ');
    throw new Error(
      `Policy rule on "${rule.n}": operator "${String(op)}" is not valid for ${type} attributes; expected one of ${allowed}`,
    );
  }
}

/** Whether a text names one of {@link ATTRIBUTE_TYPES}. */
export function isAttributeType(type: string): type is AttributeType {
  return ATTRIBUTE_TYPES.some((known) => known === type);
}

function evaluateString(op: Operator, attribute: unknown, val: unknown): boolean {
  const actual = toText(attribute);
  if (actual === undefined) return false;
  if (op === 'one-of' || op === 'none-of') {
    const list = toList(val);
    if (list === undefined) return false;
    return op === 'one-of' ? list.includes(actual) : !list.includes(actual);
  }
  const expected = toText(val);
  if (expected === undefined) return false;
  if (op === 'equals') return actual === expected;
  if (op === 'not-equals') return actual !== expected;
  if (op === 'starts-with') return actual.startsWith(expected);
  return op === 'ends-with' && actual.endsWith(expected);
}

// Number and DateTime share one shape: ordered values where NaN/undefined means "could not read".
function compareOrdered(
  op: Operator,
  actual: number | undefined,
  expected: number | undefined,
): boolean {
  if (actual === undefined || expected === undefined) return false;
  if (op === 'equals') return actual === expected;
  if (op === 'not-equals') return actual !== expected;
  if (op === 'greater-than' || op === 'after') return actual > expected;
  return (op === 'less-than' || op === 'before') && actual < expected;
}

function evaluateStringArray(
  op: Operator,
  actual: string[] | undefined,
  expected: string[] | undefined,
): boolean {
  if (actual === undefined || expected === undefined) return false;
  const have = new Set(actual);
  if (op === 'equals') {
    const want = new Set(expected);
    return have.size === want.size && [...want].every((value) => have.has(value));
  }
  if (op === 'contains') return expected.length > 0 && expected.every((value) => have.has(value));
  return op === 'one-of' && expected.some((value) => have.has(value));
}

function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function toList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) {
    const list: string[] = [];
    for (const item of value as readonly unknown[]) {
      if (item === null || item === undefined) continue;
      const text = toText(item);
      // A list holding objects is not a list of strings; reading it partly would decide on half the data.
      if (text === undefined) return undefined;
      list.push(text.trim());
    }
    return list;
  }
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
  const single = toText(value);
  return single === undefined ? undefined : [single];
}

/** A Number value as rules read it: a finite number or numeric text, else undefined. */
export function toNumber(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** A DateTime value as rules read it (ISO 8601 text, epoch ms or a Date), else undefined. */
export function toInstant(value: unknown): number | undefined {
  let instant = Number.NaN;
  if (value instanceof Date) instant = value.getTime();
  else if (typeof value === 'number') instant = value;
  else if (typeof value === 'string' && value.trim() !== '') instant = Date.parse(value);
  return Number.isFinite(instant) ? instant : undefined;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : undefined;
}
