import { useCallback, useMemo, useState } from 'react';
import { compilePolicy, decide } from '../../../domain/policy/evaluate';
import { isOperatorAllowed } from '../../../domain/rules';
import type { CompiledPolicy, PolicyDecision } from '../../../domain/policy/evaluate';
import type { KnownAttribute, Policy, PolicyContext } from '../../../domain/policy/types';
import { attributesNamedBy, buildContext } from '../../../domain/policy/viewerContext';
import type { ContextAttribute } from '../../../domain/policy/viewerContext';
import type { Persona } from '../../../dataProvider/attribute/attributeProvider';

/** The policies compiled once, or the first rule that keeps them from being evaluated. */
export type CompiledSet =
  | { ok: true; policies: readonly CompiledPolicy[] }
  | { ok: false; policy: string; rule: number; attribute: string };

/**
 * Compiles the edited policy first, then the others (without another copy of the edited one). A
 * rule whose operator its type does not have (one being edited, say) is reported by policy name,
 * rule number (from 1) and attribute, so the panel can say which one to fix.
 */
export function compileSet(policy: Policy, otherPolicies: readonly Policy[]): CompiledSet {
  const others = otherPolicies.filter(
    (other) => other.key !== policy.key && (policy.id === undefined || other.id !== policy.id),
  );
  const all = [policy, ...others];
  for (const candidate of all) {
    const index = candidate.rules.findIndex((rule) => !isOperatorAllowed(rule.aty, rule.op));
    const broken = candidate.rules[index];
    if (broken !== undefined) {
      return { ok: false, policy: candidate.n, rule: index + 1, attribute: broken.n };
    }
  }
  return { ok: true, policies: all.map(compilePolicy) };
}

/** A persona with what the policies decide for it. */
export interface PersonaDecision {
  persona: Persona;
  decision: PolicyDecision | undefined;
}

/**
 * The what-if panel's state: the entered values (raw, as the inputs hold them), the persona they
 * came from, the context read from them for the attributes' types, and the decisions. Policies
 * are compiled once per change of the policies (not per keystroke), so each decision, and every
 * persona's, is a plain evaluation.
 */
export function useWhatIfController(options: {
  policy: Policy;
  otherPolicies: readonly Policy[];
  knownAttributes: readonly KnownAttribute[];
  personas: readonly Persona[];
}) {
  const { policy, otherPolicies, knownAttributes, personas } = options;
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [personaId, setPersonaId] = useState<string>('');

  const compiled = useMemo(() => compileSet(policy, otherPolicies), [policy, otherPolicies]);
  const attributes: ContextAttribute[] = useMemo(
    () => attributesNamedBy([policy, ...otherPolicies], knownAttributes),
    [policy, otherPolicies, knownAttributes],
  );
  const context: PolicyContext = useMemo(
    () => buildContext(attributes, values),
    [attributes, values],
  );
  const decision = useMemo(
    () => (compiled.ok ? decide(compiled.policies, context) : undefined),
    [compiled, context],
  );
  const personaDecisions: PersonaDecision[] = useMemo(
    () =>
      personas.map((persona) => ({
        persona,
        decision: compiled.ok
          ? decide(compiled.policies, buildContext(attributes, persona.context))
          : undefined,
      })),
    [personas, compiled, attributes],
  );

  const setValue = useCallback((key: string, value: unknown) => {
    // An edited context is no longer the persona it came from.
    setPersonaId('');
    setValues((current) => {
      const next = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  }, []);

  const pickPersona = useCallback(
    (id: string) => {
      setPersonaId(id);
      const persona = personas.find((entry) => entry.id === id);
      if (persona) setValues({ ...persona.context });
    },
    [personas],
  );

  return {
    attributes,
    values,
    setValue,
    context,
    compiled,
    decision,
    personaDecisions,
    personaId: personas.some((persona) => persona.id === personaId) ? personaId : '',
    pickPersona,
  };
}
