import { toInstant, toNumber } from '../rules';
import type { AttributeSource, AttributeType } from '../rules';
import type { AttributeNames } from './attribute';
import type { KnownAttribute, Policy, PolicyContext } from './types';

/**
 * An attribute a viewer context can give: its key, type, and source and display names when it is
 * a known one.
 */
export interface ContextAttribute {
  key: string;
  type: AttributeType;
  source?: AttributeSource;
  names?: AttributeNames;
}

/**
 * The attributes the given policies' rules name, once each, in the order they first appear: the
 * inputs a what-if context needs. The type is the known attribute's when the key is known (the
 * catalogue is the truth), else the type the first rule naming it gives.
 */
export function attributesNamedBy(
  policies: readonly Policy[],
  knownAttributes: readonly KnownAttribute[] = [],
): ContextAttribute[] {
  const known = new Map(knownAttributes.map((attribute) => [attribute.key, attribute]));
  const named = new Map<string, ContextAttribute>();
  for (const policy of policies) {
    for (const rule of policy.rules) {
      // A rule still being written may name no attribute yet: there is nothing to enter for it.
      if (rule.n.trim() === '' || named.has(rule.n)) continue;
      const catalogued = known.get(rule.n);
      named.set(
        rule.n,
        catalogued === undefined
          ? { key: rule.n, type: rule.aty }
          : {
              key: rule.n,
              type: catalogued.type,
              source: catalogued.source,
              ...(catalogued.names === undefined ? {} : { names: catalogued.names }),
            },
      );
    }
  }
  return [...named.values()];
}

/**
 * An entered value as the context gives it for an attribute type, or undefined when it says
 * nothing (empty text, an empty list, a number or instant that cannot be read): an attribute left
 * out is 'not given', which no rule accepts. Number: a finite number; Boolean: a boolean (also
 * 'true'/'false'); DateTime: ISO 8601 text; StringArray: trimmed non-empty strings (a list or
 * comma-separated text); String: the text as typed, unless it is blank.
 */
export function contextValue(type: AttributeType, raw: unknown): unknown {
  if (raw === undefined || raw === null) return undefined;
  switch (type) {
    case 'Number':
      return toNumber(raw);
    case 'Boolean':
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true') return true;
      if (raw === 'false') return false;
      return undefined;
    case 'DateTime': {
      const instant = toInstant(raw);
      return instant === undefined ? undefined : new Date(instant).toISOString();
    }
    case 'StringArray': {
      const items = Array.isArray(raw)
        ? (raw as unknown[])
        : typeof raw === 'string'
          ? raw.split(',')
          : [raw];
      const list = items
        .filter((item): item is string | number | boolean =>
          ['string', 'number', 'boolean'].includes(typeof item),
        )
        .map((item) => String(item).trim())
        .filter((item) => item !== '');
      return list.length === 0 ? undefined : [...new Set(list)];
    }
    case 'String':
      if (typeof raw === 'string') return raw.trim() === '' ? undefined : raw;
      if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
      return undefined;
  }
}

/**
 * A viewer context from entered values: each attribute's value read for its type
 * ({@link contextValue}); attributes with nothing to say are left out. Values for keys that are
 * not among `attributes` are kept as given (a persona may carry more than the policies name).
 */
export function buildContext(
  attributes: readonly ContextAttribute[],
  values: Readonly<Record<string, unknown>>,
): PolicyContext {
  const types = new Map(attributes.map((attribute) => [attribute.key, attribute.type]));
  const context: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const type = types.get(key);
    const value = type === undefined ? raw : contextValue(type, raw);
    if (value !== undefined && value !== null) context[key] = value;
  }
  return context;
}
