import {
  OPERATORS_BY_TYPE,
  isAttributeType,
  isOperatorAllowed,
  toInstant as readInstant,
  toNumber as readNumber,
} from '../rules';
import type { AttributeType } from '../rules';
import type { KnownAttribute } from './types';

/** A problem with one rule, found by the same reading for the server (400) and the editor (warning). */
export type RuleProblem =
  | { code: 'attributeNameMissing'; field: 'n' }
  | { code: 'attributeTypeUnknown'; field: 'aty'; type: string }
  | { code: 'operatorNotAllowed'; field: 'op'; type: AttributeType; op: string; allowed: string }
  | { code: 'valueWrongType'; field: 'val'; type: AttributeType; op: string }
  | { code: 'listEmpty'; field: 'val'; op: string }
  | { code: 'attributeUnknown'; field: 'n'; attribute: string }
  | {
      code: 'attributeTypeMismatch';
      field: 'aty';
      attribute: string;
      type: AttributeType;
      expectedType: AttributeType;
    };

const LIST_OPERATORS: readonly string[] = ['one-of', 'none-of', 'contains'];

/**
 * Every problem of one rule, in field order (n, aty, op, val). `known`, when given, is the
 * list of attributes a rule may name, by key; without it attribute names are not checked.
 */
export function findRuleProblems(
  rule: Readonly<Record<string, unknown>>,
  known: ReadonlyMap<string, KnownAttribute> | undefined,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const name = typeof rule.n === 'string' ? rule.n.trim() : '';
  if (name === '') problems.push({ code: 'attributeNameMissing', field: 'n' });
  const type = rule.aty;
  if (typeof type !== 'string' || !isAttributeType(type)) {
    problems.push({ code: 'attributeTypeUnknown', field: 'aty', type: String(type) });
    return problems;
  }
  const knownAttribute = name === '' ? undefined : known?.get(name);
  if (known !== undefined && name !== '' && knownAttribute === undefined) {
    problems.push({ code: 'attributeUnknown', field: 'n', attribute: name });
  } else if (knownAttribute !== undefined && knownAttribute.type !== type) {
    problems.push({
      code: 'attributeTypeMismatch',
      field: 'aty',
      attribute: name,
      type,
      expectedType: knownAttribute.type,
    });
  }
  const op = rule.op;
  if (typeof op !== 'string' || !isOperatorAllowed(type, op)) {
    problems.push({
      code: 'operatorNotAllowed',
      field: 'op',
      type,
      op: String(op),
      allowed: OPERATORS_BY_TYPE[type].join(', '),
    });
    return problems;
  }
  const value = readValue(type, op, rule.val);
  if (value === 'wrongType') problems.push({ code: 'valueWrongType', field: 'val', type, op });
  else if (value === 'emptyList') problems.push({ code: 'listEmpty', field: 'val', op });
  return problems;
}

/** Whether a value is one `evaluateRule` can read for this type and operator. */
function readValue(
  type: AttributeType,
  op: string,
  val: unknown,
): 'ok' | 'wrongType' | 'emptyList' {
  const isList = type === 'StringArray' || LIST_OPERATORS.includes(op);
  if (isList) {
    const list = readStringList(val);
    if (list === undefined) return 'wrongType';
    // StringArray 'equals' an empty set is a real condition (the viewer has none); the others never hold.
    return list.length === 0 && !(type === 'StringArray' && op === 'equals') ? 'emptyList' : 'ok';
  }
  switch (type) {
    case 'String':
      return typeof val === 'string' ? 'ok' : 'wrongType';
    case 'Number':
      return readNumber(val) === undefined ? 'wrongType' : 'ok';
    case 'DateTime':
      return readInstant(val) === undefined ? 'wrongType' : 'ok';
    case 'Boolean':
      return typeof val === 'boolean' || val === 'true' || val === 'false' ? 'ok' : 'wrongType';
  }
}

/** A list value: an array of strings, or comma-separated text as stored data may hold it. */
export function readStringList(val: unknown): string[] | undefined {
  if (typeof val === 'string') {
    return val
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
  if (!Array.isArray(val)) return undefined;
  const list: string[] = [];
  for (const item of val as readonly unknown[]) {
    if (typeof item !== 'string') return undefined;
    if (item.trim() !== '') list.push(item.trim());
  }
  return list;
}

/** Known attributes by key, for {@link findRuleProblems}. */
export function indexAttributes(
  known: readonly KnownAttribute[] | undefined,
): ReadonlyMap<string, KnownAttribute> | undefined {
  return known === undefined
    ? undefined
    : new Map(known.map((attribute) => [attribute.key, attribute]));
}

/** A rule problem's parameters (everything but its code and field), for translation. */
export function ruleProblemParams(problem: RuleProblem): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(problem)) {
    if (name !== 'code' && name !== 'field') params[name] = String(value);
  }
  return params;
}
