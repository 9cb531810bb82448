import type { AttributeSource, AttributeType, PolicyRule, PolicyRuleSet, RuleKind } from '../rules';
import type { AttributeNames } from './attribute';

/**
 * A policy as the policy service stores it (spec section 3): `key`, status `st`, name `n`,
 * `an`, `id`, `pn`, type `pty` 'application' and `t` 'policy'. The spec names `an`, `id` and
 * `pn` without saying more, so they are carried as given. How the rules attach is not named
 * by the spec: the policy carries the rule set of `domain/rules.ts` (`match` all/any,
 * `effect` Allow true / Deny false, `rules`), plus its rule kind (action or custom).
 */
export interface Policy extends PolicyRuleSet {
  key: string;
  st: string;
  n: string;
  an?: string;
  id?: string;
  pn?: string;
  pty: 'application';
  t: 'policy';
  kind: RuleKind;
}

/** A custom attribute as stored (spec section 3): `key`, `type` and `value`. */
export interface CustomAttribute {
  key: string;
  type: AttributeType;
  value: unknown;
}

/** An attribute a rule may name: its key, type, where its value comes from, its display names. */
export interface KnownAttribute {
  key: string;
  type: AttributeType;
  source: AttributeSource;
  names?: AttributeNames;
}

/** The attribute values of one request (viewer, product, application, content ...), by key. */
export type PolicyContext = Readonly<Record<string, unknown>>;

export type { PolicyRule };
