import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Persona } from '../../../dataProvider/attribute/attributeProvider';
import * as evaluate from '../../../domain/policy/evaluate';
import { policy, rule } from '../../../domain/policy/testPolicies.testkit';
import type { Policy } from '../../../domain/policy/types';
import { useWhatIfController } from './useWhatIfController';

vi.mock('../../../domain/policy/evaluate', { spy: true });

const edited = policy(
  'premium-v2',
  [
    rule('String', 'subscription', 'one-of', ['premium']),
    rule('Number', 'age', 'greater-than', 17),
  ],
  { n: 'Premium' },
);
const others: Policy[] = Array.from({ length: 10 }, (_, index) =>
  policy(`other-${index}`, [rule('String', 'country', 'equals', `C${index}`)], {
    n: `Other ${index}`,
  }),
);
const personas: Persona[] = Array.from({ length: 20 }, (_, index) => ({
  id: `p${index}`,
  n: `Persona ${index}`,
  context: { subscription: index % 2 === 0 ? 'premium' : 'free', age: 20 + index },
}));

describe('useWhatIfController', () => {
  it('compiles the policies once per change of the policies, not per keystroke', () => {
    const compile = vi.mocked(evaluate.compilePolicy);
    compile.mockClear();
    const { result, rerender } = renderHook(
      (props: { policy: Policy }) =>
        useWhatIfController({
          policy: props.policy,
          otherPolicies: others,
          knownAttributes: [],
          personas,
        }),
      { initialProps: { policy: edited } },
    );
    expect(compile).toHaveBeenCalledTimes(11);
    for (const text of ['1', '18', '180']) act(() => result.current.setValue('age', text));
    expect(result.current.context).toEqual({ age: 180 });
    expect(compile).toHaveBeenCalledTimes(11);
    rerender({ policy: { ...edited, n: 'Premium (edited)' } });
    expect(compile).toHaveBeenCalledTimes(22);
  });

  it("decides every persona with the compiled set: half allowed, half denied on 'subscription'", () => {
    const { result } = renderHook(() =>
      useWhatIfController({ policy: edited, otherPolicies: others, knownAttributes: [], personas }),
    );
    const effects = result.current.personaDecisions.map((row) => row.decision?.effect);
    expect(effects.filter((effect) => effect === 'Allow')).toHaveLength(10);
    const denied = result.current.personaDecisions[1]?.decision;
    expect(denied?.failed).toMatchObject({ attribute: 'subscription', actual: 'free' });
  });

  it('leaves the edited policy out of the others (its stored copy would decide twice)', () => {
    const stored = { ...edited, rules: [rule('String', 'subscription', 'equals', 'free')] };
    const { result } = renderHook(() =>
      useWhatIfController({
        policy: edited,
        otherPolicies: [stored],
        knownAttributes: [],
        personas,
      }),
    );
    expect(result.current.personaDecisions[1]?.decision?.effect).toBe('Deny');
  });

  it('loads a persona, and forgets it once a value is edited', () => {
    const { result } = renderHook(() =>
      useWhatIfController({ policy: edited, otherPolicies: [], knownAttributes: [], personas }),
    );
    act(() => result.current.pickPersona('p2'));
    expect(result.current.personaId).toBe('p2');
    expect(result.current.decision?.effect).toBe('Allow');
    act(() => result.current.setValue('age', undefined));
    expect(result.current.personaId).toBe('');
    expect(result.current.decision?.failed?.attribute).toBe('age');
  });
});
