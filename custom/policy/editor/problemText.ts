import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { PolicyWarning } from '../../../domain/policy/check';
import type { PolicyValidationError } from '../../../domain/policy/validate';
import { useAttributeNameOf } from '../../../kit/policy/useAttributeName';
import type { NamedAttribute } from '../../../kit/policy/useAttributeName';

/** Warning codes with their own message; every other code reads as a problem's. */
const WARNING_ONLY = new Set(['noRules', 'contradiction', 'windowInPast', 'hiddenByDeny']);

/** Parameters naming an attribute type, shown in the console's words for the type. */
const TYPE_PARAMS = ['type', 'expectedType'];

const NO_ATTRIBUTES: readonly NamedAttribute[] = [];

/**
 * Translates a validation problem or a check warning by its code, its parameters in the user's
 * language (type names as the what-if panel says them, an attribute by its display name among
 * `attributes`, its key when it has none).
 */
export function useProblemText(attributes: readonly NamedAttribute[] = NO_ATTRIBUTES) {
  const translate = useTranslate();
  const nameOf = useAttributeNameOf(attributes);
  return useCallback(
    (code: string, params: Readonly<Record<string, string | number>>) => {
      const shown: Record<string, string | number> = { ...params };
      for (const name of TYPE_PARAMS) {
        const value = params[name];
        if (typeof value === 'string') {
          shown[name] = translate(`console.whatIf.types.${value}`, { _: value });
        }
      }
      if (typeof params.attribute === 'string') shown.attribute = nameOf(params.attribute);
      const group = WARNING_ONLY.has(code) ? 'warnings' : 'problems';
      return translate(`console.policy.${group}.${code}`, { ...shown, _: code });
    },
    [translate, nameOf],
  );
}

/**
 * The validation problems by form field: 'rules.2.op' for a rule's field ('rules.2.n' when the
 * rule itself cannot be read), 'n', 'match', 'rules' ... for the policy's own.
 */
export function problemPaths(
  errors: readonly PolicyValidationError[],
  text: (code: string, params: Readonly<Record<string, string | number>>) => string,
): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const error of errors) {
    const path =
      error.ruleIndex === undefined
        ? error.field || 'n'
        : `rules.${error.ruleIndex}.${error.field || 'n'}`;
    byPath[path] ??= text(error.code, error.params);
  }
  return byPath;
}

/** A warning's line in the check list: 'Rule 2: ...' for a rule's. */
export function warningLine(
  warning: PolicyWarning,
  text: (code: string, params: Readonly<Record<string, string | number>>) => string,
  ruleLabel: (n: number) => string,
): string {
  const message = text(warning.code, warning.params);
  return warning.ruleIndex === undefined
    ? message
    : `${ruleLabel(warning.ruleIndex + 1)}: ${message}`;
}
