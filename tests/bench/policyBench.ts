/**
 * The policy evaluator's benchmark: the storefront preview decides every container for every
 * saved persona, so it measures `decide` over 20 personas × 200 containers (4,000 decisions),
 * each container naming one to three of a dozen realistic policies (kids only, one product,
 * premium subscribers, a date-limited promotion, a Deny on one application ...).
 * Targets: p99 per decision under 1 ms; 4,000 decisions within 100 ms.
 * Standalone: `npx tsx tests/bench/policyBench.ts`.
 */
import { cpus, loadavg } from 'node:os';
import { compilePolicy, decide } from '../../domain/policy/evaluate';
import type { CompiledPolicy } from '../../domain/policy/evaluate';
import type { Policy, PolicyContext } from '../../domain/policy/types';
import type { PolicyRule } from '../../domain/rules';

/** Targets of the policy benchmark. */
export const POLICY_TARGETS = { decisionP99Ms: 1, batchMs: 100 } as const;

const PERSONAS = 20;
const CONTAINERS = 200;
const ROUNDS = 20;

const r = (aty: PolicyRule['aty'], n: string, op: PolicyRule['op'], val: unknown): PolicyRule => ({
  aty,
  n,
  op,
  val,
});

function policy(key: string, effect: boolean, match: 'all' | 'any', rules: PolicyRule[]): Policy {
  return {
    key,
    st: 'published',
    n: key,
    pty: 'application',
    t: 'policy',
    kind: 'custom',
    effect,
    match,
    rules,
  };
}

/** A dozen policies of the kind the demo storefronts name. */
export function benchPolicies(): Policy[] {
  return [
    policy('kids-only', true, 'all', [r('String', 'profile', 'equals', 'kids')]),
    policy('adults-only', true, 'all', [
      r('Number', 'age', 'greater-than', 17),
      r('Boolean', 'kids_mode', 'equals', false),
    ]),
    policy('main-product', true, 'all', [r('String', 'product', 'one-of', ['main', 'main-sg'])]),
    policy('premium', true, 'all', [r('StringArray', 'subscriptions', 'contains', ['premium'])]),
    policy('sports-or-premium', true, 'any', [
      r('StringArray', 'subscriptions', 'one-of', ['sports', 'premium']),
      r('String', 'region', 'starts-with', 'SG'),
    ]),
    policy('promo-window', true, 'all', [
      r('DateTime', 'now', 'after', '2026-11-01T00:00:00Z'),
      r('DateTime', 'now', 'before', '2026-12-31T23:59:59Z'),
      r('String', 'application', 'one-of', ['web', 'mobile']),
    ]),
    policy('no-tv', false, 'all', [r('String', 'application', 'equals', 'tv')]),
    policy('no-kids-late', false, 'all', [
      r('String', 'profile', 'equals', 'kids'),
      r('Number', 'hour', 'greater-than', 20),
    ]),
    policy('not-blocked-region', false, 'any', [
      r('String', 'region', 'one-of', ['XX', 'YY', 'ZZ']),
      r('StringArray', 'flags', 'contains', ['blocked']),
    ]),
    policy('mobile-app', true, 'all', [
      r('String', 'application', 'equals', 'mobile'),
      r('String', 'app_version', 'not-equals', '1.0.0'),
    ]),
    policy('family', true, 'any', [
      r('String', 'profile', 'one-of', ['kids', 'family']),
      r('Number', 'age', 'less-than', 13),
    ]),
    policy('launch', true, 'all', [
      r('DateTime', 'signup', 'before', '2026-06-01T00:00:00Z'),
      r('String', 'product', 'not-equals', 'trial'),
    ]),
  ];
}

/** Twenty viewer contexts that vary every attribute the policies read. */
export function benchPersonas(): PolicyContext[] {
  const profiles = ['kids', 'family', 'adult', 'adult', 'teen'];
  const apps = ['web', 'tv', 'mobile', 'web'];
  const subscriptions = [['premium'], ['sports'], [], ['premium', 'sports'], ['basic']];
  return Array.from({ length: PERSONAS }, (_, i) => ({
    profile: profiles[i % profiles.length],
    age: [8, 15, 34, 52, 19][i % 5],
    kids_mode: i % 5 === 0,
    product: ['main', 'main-sg', 'trial', 'other'][i % 4],
    subscriptions: subscriptions[i % subscriptions.length],
    region: ['SG-01', 'MY', 'XX', 'SG-02', 'IN'][i % 5],
    flags: i % 7 === 0 ? ['blocked'] : [],
    application: apps[i % apps.length],
    app_version: i % 3 === 0 ? '1.0.0' : '2.3.1',
    now: '2026-11-22T12:00:00Z',
    hour: 8 + (i % 16),
    signup: i % 2 === 0 ? '2025-03-01T00:00:00Z' : '2026-09-01T00:00:00Z',
  }));
}

/** Each container's `appliesif`: one to three policies, drawn by a fixed rule so runs compare. */
export function benchContainers(policies: readonly CompiledPolicy[]): CompiledPolicy[][] {
  return Array.from({ length: CONTAINERS }, (_, i) => {
    const count = 1 + (i % 3);
    return Array.from(
      { length: count },
      (_, j) => policies[(i * 7 + j * 5) % policies.length],
    ).filter((p): p is CompiledPolicy => p !== undefined);
  });
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function main(): void {
  const compileStart = performance.now();
  const compiled = benchPolicies().map(compilePolicy);
  const compileMs = performance.now() - compileStart;
  const personas = benchPersonas();
  const containers = benchContainers(compiled);

  const perDecision: number[] = [];
  const batches: number[] = [];
  let allows = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    allows = 0;
    const batchStart = performance.now();
    for (const persona of personas) {
      for (const appliesif of containers) {
        const start = performance.now();
        if (decide(appliesif, persona).effect === 'Allow') allows += 1;
        perDecision.push(performance.now() - start);
      }
    }
    batches.push(performance.now() - batchStart);
  }
  // The same batch without the per-call timer, as a browser would run it.
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (const persona of personas) for (const appliesif of containers) decide(appliesif, persona);
    bare.push(performance.now() - start);
  }
  const sorted = [...perDecision].sort((a, b) => a - b);
  const firstBatch = batches[0] ?? Number.NaN;
  const sortedBare = [...bare].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const bareMedian = percentile(sortedBare, 50);
  const bareWorst = sortedBare[sortedBare.length - 1] ?? Number.NaN;
  const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER TARGET');
  const fmt = (ms: number) => `${ms.toFixed(4)} ms`;
  console.log(
    `policy bench: ${String(cpus().length)} cores, load ${loadavg()[0]?.toFixed(2) ?? '?'}, node ${process.version}`,
  );
  console.log(
    `  ${String(PERSONAS)} personas × ${String(CONTAINERS)} containers = ${String(PERSONAS * CONTAINERS)} decisions per batch, ${String(ROUNDS)} batches; ${String(allows)} Allow per batch`,
  );
  console.log(`  compile ${String(compiled.length)} policies: ${fmt(compileMs)}`);
  console.log(
    `  per decision p50 ${fmt(p50)}, p99 ${fmt(p99)}, max ${fmt(sorted[sorted.length - 1] ?? Number.NaN)} (target p99 < ${String(POLICY_TARGETS.decisionP99Ms)} ms): ${verdict(p99 < POLICY_TARGETS.decisionP99Ms)}`,
  );
  console.log(
    `  4,000 decisions, first (cold) batch ${fmt(firstBatch)} (timed per call) (target < ${String(POLICY_TARGETS.batchMs)} ms): ${verdict(firstBatch < POLICY_TARGETS.batchMs)}`,
  );
  console.log(
    `  4,000 decisions, untimed calls: median ${fmt(bareMedian)}, worst ${fmt(bareWorst)} (target < ${String(POLICY_TARGETS.batchMs)} ms): ${verdict(bareWorst < POLICY_TARGETS.batchMs)}`,
  );
  if (
    p99 >= POLICY_TARGETS.decisionP99Ms ||
    firstBatch >= POLICY_TARGETS.batchMs ||
    bareWorst >= POLICY_TARGETS.batchMs
  ) {
    process.exitCode = 1;
  }
}

main();
