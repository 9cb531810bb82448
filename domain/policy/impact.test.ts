import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from './evaluate';
import { impactOfChange } from './impact';
import type { ImpactContainer, ImpactPersona } from './impact';
import { policy, rule } from './testPolicies.testkit';
import type { Policy } from './types';

const premiumBefore = policy(
  'premium-v1',
  [rule('String', 'subscription', 'one-of', ['premium'])],
  {
    id: 'premium',
    n: 'Premium subscribers',
  },
);
const premiumAfter = policy(
  'premium-v2',
  [rule('String', 'subscription', 'one-of', ['premium', 'basic'])],
  { id: 'premium', n: 'Premium subscribers' },
);
const kidsOnly = policy('kids-v1', [rule('String', 'profileType', 'equals', 'kids')], {
  id: 'kids',
  n: 'Kids only',
});
const noMobile = policy('no-mobile-v1', [rule('String', 'device', 'equals', 'mobile')], {
  id: 'no-mobile',
  n: 'No mobile',
  effect: false,
});

const personas: ImpactPersona[] = [
  {
    id: 'p1',
    n: 'Adult premium viewer',
    context: { subscription: 'premium', profileType: 'adult' },
  },
  { id: 'p2', n: 'Basic viewer', context: { subscription: 'basic', profileType: 'adult' } },
  { id: 'p3', n: 'Basic on mobile', context: { subscription: 'basic', device: 'mobile' } },
  { id: 'p4', n: 'Kids profile', context: { profileType: 'kids' } },
];

describe('impactOfChange', () => {
  it('lists the containers and personas whose visibility flips, with before and after', () => {
    const containers: ImpactContainer[] = [
      { id: 'c1', n: 'Premium rail', appliesif: ['premium'] },
      { id: 'c2', n: 'Premium, not on mobile', appliesif: ['premium', 'no-mobile'] },
      { id: 'c3', n: 'Kids rail', appliesif: ['kids'] },
    ];
    expect(
      impactOfChange(premiumBefore, premiumAfter, [kidsOnly, noMobile], personas, containers),
    ).toEqual([
      {
        containerId: 'c1',
        containerName: 'Premium rail',
        personaId: 'p2',
        personaName: 'Basic viewer',
        before: 'Deny',
        after: 'Allow',
      },
      {
        containerId: 'c1',
        containerName: 'Premium rail',
        personaId: 'p3',
        personaName: 'Basic on mobile',
        before: 'Deny',
        after: 'Allow',
      },
      // The Deny on mobile keeps p3 out of c2.
      {
        containerId: 'c2',
        containerName: 'Premium, not on mobile',
        personaId: 'p2',
        personaName: 'Basic viewer',
        before: 'Deny',
        after: 'Allow',
      },
    ]);
  });

  it('finds the policy named by its version key as well as by its id', () => {
    const flips = impactOfChange(premiumBefore, premiumAfter, [], personas, [
      { id: 'c1', n: 'By key', appliesif: ['premium-v1'] },
    ]);
    expect(flips.map((flip) => flip.personaId)).toEqual(['p2', 'p3']);
  });

  it('treats a new policy (no before) as absent before the change', () => {
    const flips = impactOfChange(undefined, kidsOnly, [], personas, [
      { id: 'c3', n: 'Kids rail', appliesif: ['kids'] },
    ]);
    expect(flips).toEqual([
      {
        containerId: 'c3',
        containerName: 'Kids rail',
        personaId: 'p4',
        personaName: 'Kids profile',
        before: 'Deny',
        after: 'Allow',
      },
    ]);
  });

  it('uses the edited version, not the stored copy among the others', () => {
    const flips = impactOfChange(premiumBefore, premiumAfter, [premiumBefore], personas, [
      { id: 'c1', n: 'Premium rail', appliesif: ['premium'] },
    ]);
    expect(flips).toHaveLength(2);
  });
});

// Generated policies over a few attributes and values, so that flips happen often.
const values = ['a', 'b', 'c'];
const ruleArb = fc.record({
  aty: fc.constant('String' as const),
  n: fc.constantFrom('x', 'y'),
  op: fc.constantFrom('equals' as const, 'not-equals' as const),
  val: fc.constantFrom(...values),
});
const policyArb = (id: string) =>
  fc
    .record({
      rules: fc.array(ruleArb, { minLength: 0, maxLength: 3 }),
      effect: fc.boolean(),
      match: fc.constantFrom('all' as const, 'any' as const),
    })
    .map((fields): Policy => policy(`${id}-v1`, fields.rules, { ...fields, id, n: id }));
const personaArb = fc.array(
  fc.record({
    x: fc.option(fc.constantFrom(...values), { nil: undefined }),
    y: fc.option(fc.constantFrom(...values), { nil: undefined }),
  }),
  { minLength: 1, maxLength: 6 },
);
const containerArb = fc.array(fc.subarray(['edited', 'o1', 'o2', 'missing'], { minLength: 0 }), {
  minLength: 1,
  maxLength: 5,
});

function contextOf(entry: { x: string | undefined; y: string | undefined }) {
  const context: Record<string, string> = {};
  if (entry.x !== undefined) context.x = entry.x;
  if (entry.y !== undefined) context.y = entry.y;
  return context;
}

describe('impactOfChange (properties)', () => {
  it('reports exactly the flips a decision over each container with each version shows', () => {
    fc.assert(
      fc.property(
        policyArb('edited'),
        policyArb('edited'),
        policyArb('o1'),
        policyArb('o2'),
        personaArb,
        containerArb,
        (before, after, o1, o2, rawPersonas, rawContainers) => {
          const persons = rawPersonas.map((entry, index) => ({
            id: `p${index}`,
            n: `P${index}`,
            context: contextOf(entry),
          }));
          const containers = rawContainers.map((appliesif, index) => ({
            id: `c${index}`,
            n: `C${index}`,
            appliesif,
          }));
          const flips = impactOfChange(before, after, [o1, o2], persons, containers);
          const byId: Record<string, Policy> = { o1, o2 };
          const expected = [];
          for (const container of containers) {
            if (!container.appliesif.includes('edited')) continue;
            const named = (edited: Policy) =>
              container.appliesif.flatMap((name) =>
                name === 'edited' ? [edited] : byId[name] ? [byId[name]] : [],
              );
            for (const persona of persons) {
              const was = decide(named(before), persona.context).effect;
              const is = decide(named(after), persona.context).effect;
              if (was !== is) {
                expected.push({
                  containerId: container.id,
                  containerName: container.n,
                  personaId: persona.id,
                  personaName: persona.n,
                  before: was,
                  after: is,
                });
              }
            }
          }
          expect(flips).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports nothing when the policy does not change', () => {
    fc.assert(
      fc.property(
        policyArb('edited'),
        policyArb('o1'),
        personaArb,
        containerArb,
        (p, o1, raw, rc) => {
          const persons = raw.map((entry, index) => ({
            id: `p${index}`,
            n: 'P',
            context: contextOf(entry),
          }));
          const containers = rc.map((appliesif, index) => ({ id: `c${index}`, n: 'C', appliesif }));
          expect(impactOfChange(p, p, [o1], persons, containers)).toEqual([]);
        },
      ),
    );
  });

  it('never names a container that does not apply the edited policy', () => {
    fc.assert(
      fc.property(
        policyArb('edited'),
        policyArb('edited'),
        personaArb,
        containerArb,
        (b, a, raw, rc) => {
          const persons = raw.map((entry, index) => ({
            id: `p${index}`,
            n: 'P',
            context: contextOf(entry),
          }));
          const containers = rc.map((appliesif, index) => ({ id: `c${index}`, n: 'C', appliesif }));
          const named = new Set(
            containers.filter((c) => c.appliesif.includes('edited')).map((c) => c.id),
          );
          for (const flip of impactOfChange(b, a, [], persons, containers)) {
            expect(named.has(flip.containerId)).toBe(true);
          }
        },
      ),
    );
  });
});
