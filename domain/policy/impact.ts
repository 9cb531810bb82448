import { compilePolicy, decide } from './evaluate';
import type { CompiledPolicy } from './evaluate';
import type { Policy, PolicyContext } from './types';

/** A saved viewer context (persona), as far as impact needs it. */
export interface ImpactPersona {
  id: string;
  n: string;
  context: PolicyContext;
}

/** A container, as far as impact needs it: the policies it applies (`appliesif`, ids or keys). */
export interface ImpactContainer {
  id: string;
  n: string;
  appliesif: readonly string[];
}

/** One container whose visibility for one persona changes with the edit. */
export interface VisibilityFlip {
  containerId: string;
  containerName: string;
  personaId: string;
  personaName: string;
  before: 'Allow' | 'Deny';
  after: 'Allow' | 'Deny';
}

/** The names a policy is referred to by: its stable id and its version key. */
function namesOf(policy: Policy | undefined): string[] {
  if (policy === undefined) return [];
  return [policy.id, policy.key].filter(
    (name): name is string => name !== undefined && name !== '',
  );
}

/**
 * What changing one policy does to what personas see: for each container that names the policy
 * (in `appliesif`, by id or version key) and each persona, the decision over the policies the
 * container names, once with `before` (left out when undefined: a new policy) and once with
 * `after`, the other named policies taken from `others`. Only flips are returned, container by
 * container in the given order, personas in theirs. Each policy is compiled once, so many
 * personas and containers stay cheap. A container naming a policy that is not given decides
 * without it. Throws, like `compilePolicy`, for a misconfigured policy.
 */
export function impactOfChange(
  before: Policy | undefined,
  after: Policy,
  others: readonly Policy[],
  personas: readonly ImpactPersona[],
  containers: readonly ImpactContainer[],
): VisibilityFlip[] {
  const changedNames = new Set([...namesOf(before), ...namesOf(after)]);
  const isChanged = (policy: Policy) => namesOf(policy).some((name) => changedNames.has(name));

  const compiledOthers = new Map<string, CompiledPolicy>();
  for (const policy of others) {
    if (isChanged(policy)) continue;
    const compiled = compilePolicy(policy);
    for (const name of namesOf(policy))
      if (!compiledOthers.has(name)) compiledOthers.set(name, compiled);
  }
  const compiledBefore = before === undefined ? undefined : compilePolicy(before);
  const compiledAfter = compilePolicy(after);

  const flips: VisibilityFlip[] = [];
  for (const container of containers) {
    if (!container.appliesif.some((name) => changedNames.has(name))) continue;
    const beforeSet: CompiledPolicy[] = [];
    const afterSet: CompiledPolicy[] = [];
    let changedPlaced = false;
    for (const name of container.appliesif) {
      if (changedNames.has(name)) {
        // The same policy named twice (by id and by key) counts once.
        if (changedPlaced) continue;
        changedPlaced = true;
        if (compiledBefore !== undefined) beforeSet.push(compiledBefore);
        afterSet.push(compiledAfter);
        continue;
      }
      const other = compiledOthers.get(name);
      if (other === undefined || beforeSet.includes(other)) continue;
      beforeSet.push(other);
      afterSet.push(other);
    }
    for (const persona of personas) {
      const was = decide(beforeSet, persona.context).effect;
      const is = decide(afterSet, persona.context).effect;
      if (was === is) continue;
      flips.push({
        containerId: container.id,
        containerName: container.n,
        personaId: persona.id,
        personaName: persona.n,
        before: was,
        after: is,
      });
    }
  }
  return flips;
}
