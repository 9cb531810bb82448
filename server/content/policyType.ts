import Ajv from 'ajv';
import { MAX_RULES_PER_POLICY } from '../../domain/policy/validate';
import { ATTRIBUTE_TYPES, MATCH_MODES, OPERATORS, RULE_KINDS } from '../../domain/rules';
import { CONTENT_STATUSES } from '../../domain/statuses';
import type { JsonSchemaObject } from '../../domain/jsonSchema';
import type { ResourceType } from '../resourceCatalog';

/** The urn locks and documents name policies by (contract: `urn:resource:policy`). */
export const POLICY_URN = 'urn:resource:policy';

/** The longest policy name and description. */
const NAME_MAX = 200;
const DESCRIPTION_MAX = 2000;

/**
 * The policy object of the policy service's contract as JSON Schema: the checks of types and
 * lengths the store applies after domain/policy/validate.ts has judged the rules (the route
 * runs that first, with the product's attributes, and answers its problems field by field).
 */
const POLICY_SCHEMA = {
  type: 'object',
  required: ['n', 'match', 'effect', 'kind', 'rules', 't', 'pty'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', maxLength: 200 },
    key: { type: 'string', maxLength: 200 },
    cty: { type: 'string', const: 'policy' },
    urn: { type: 'string', const: POLICY_URN },
    st: { type: 'string', enum: [...CONTENT_STATUSES] },
    ct: { type: 'string', maxLength: 40 },
    ut: { type: 'string', maxLength: 40 },
    prd: { type: 'array', maxItems: 1, items: { type: 'string', maxLength: 64 } },
    n: { type: 'string', minLength: 1, maxLength: NAME_MAX },
    an: { type: 'string', maxLength: 64 },
    pn: { type: 'string', maxLength: 64 },
    pty: { type: 'string', const: 'application', default: 'application' },
    t: { type: 'string', const: 'policy', default: 'policy' },
    kind: { type: 'string', enum: [...RULE_KINDS] },
    match: { type: 'string', enum: [...MATCH_MODES] },
    effect: { type: 'boolean' },
    desc: { type: 'string', maxLength: DESCRIPTION_MAX },
    rules: {
      type: 'array',
      maxItems: MAX_RULES_PER_POLICY,
      items: {
        type: 'object',
        // `val` required: an empty list is a value (StringArray 'equals' []), not to be cleaned away.
        required: ['aty', 'n', 'op', 'val'],
        additionalProperties: false,
        properties: {
          aty: { type: 'string', enum: [...ATTRIBUTE_TYPES] },
          n: { type: 'string', minLength: 1, maxLength: 64 },
          op: { type: 'string', enum: [...OPERATORS] },
          val: {},
        },
      },
    },
  },
} as const;

/**
 * Policies as items (versions, statuses, locks, audit) without being a catalogue type: built here,
 * not declared under resources/, so catalogue lists, search, bulk jobs and schema lists never
 * see them. The page behind it is cp_policymgmt.
 */
export function policyResourceType(): ResourceType {
  // Compiled once per process (ajv takes tens of milliseconds): the app and the seed share it.
  compiled ??= compilePolicyType();
  return compiled;
}

let compiled: ResourceType | undefined;

function compilePolicyType(): ResourceType {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const schema = POLICY_SCHEMA as unknown as JsonSchemaObject;
  return {
    type: 'policy',
    urn: POLICY_URN,
    schema,
    uischema: null,
    list: {
      area: 'policy',
      resource: 'cp_policymgmt',
      titleKey: 'policy',
      columns: [
        { source: 'n', kind: 'text' },
        { source: 'st', kind: 'status' },
        { source: 'ut', kind: 'date' },
      ],
      filters: [],
      sort: { field: 'ut', order: 'DESC' },
      searchFields: ['n'],
    },
    validate: ajv.compile(schema),
  };
}
