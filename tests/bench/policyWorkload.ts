/**
 * The policy evaluator's workload, shared by the Node benchmark (policyBench.ts) and the browser
 * one (policyBrowserBench.ts, which bundles this file for Chromium): the storefront preview
 * decides every container for every saved persona, so it measures `decide` over 20 personas ×
 * 200 containers (4,000 decisions), each container naming one to three of a dozen realistic
 * policies (kids only, one product, premium subscribers, a date-limited promotion, a Deny on one
 * application ...). No Node API here: it runs as is in a browser.
 */
import { compilePolicy, decide } from '../../domain/policy/evaluate';
import type { CompiledPolicy } from '../../domain/policy/evaluate';
import type { Policy, PolicyContext } from '../../domain/policy/types';
import type { PolicyRule } from '../../domain/rules';

/** Targets of the policy benchmark. */
export const POLICY_TARGETS = { decisionP99Ms: 1, batchMs: 100 } as const;

export const PERSONAS = 20;
export const CONTAINERS = 200;
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

/** What one run of the workload measured, in milliseconds. */
export interface DecisionMeasurement {
  policies: number;
  compileMs: number;
  allowsPerBatch: number;
  /** Every decision's time, sorted, from batches timed call by call. */
  perDecisionSorted: number[];
  /** The very first batch, run before any other (cold: nothing compiled by the JIT yet), untimed per call. */
  coldBatchMs: number;
  /** Batches without the per-call timer, as a page runs them, sorted. */
  bareSorted: number[];
}

/**
 * Runs the workload: one cold batch as a page's first preview runs it, then 20 batches timed
 * call by call, then 20 without the per-call timer.
 */
export function measureDecisions(): DecisionMeasurement {
  const compileStart = performance.now();
  const compiled = benchPolicies().map(compilePolicy);
  const compileMs = performance.now() - compileStart;
  const personas = benchPersonas();
  const containers = benchContainers(compiled);
  const coldStart = performance.now();
  for (const persona of personas) for (const appliesif of containers) decide(appliesif, persona);
  const coldBatchMs = performance.now() - coldStart;
  const perDecision: number[] = [];
  let allows = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    allows = 0;
    for (const persona of personas) {
      for (const appliesif of containers) {
        const start = performance.now();
        if (decide(appliesif, persona).effect === 'Allow') allows += 1;
        perDecision.push(performance.now() - start);
      }
    }
  }
  const bare: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (const persona of personas) for (const appliesif of containers) decide(appliesif, persona);
    bare.push(performance.now() - start);
  }
  return {
    policies: compiled.length,
    compileMs,
    allowsPerBatch: allows,
    perDecisionSorted: [...perDecision].sort((a, b) => a - b),
    coldBatchMs,
    bareSorted: [...bare].sort((a, b) => a - b),
  };
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Prints a measurement against the targets; true when every target is met. */
export function reportDecisions(where: string, m: DecisionMeasurement): boolean {
  const p50 = percentile(m.perDecisionSorted, 50);
  const p99 = percentile(m.perDecisionSorted, 99);
  const max = m.perDecisionSorted[m.perDecisionSorted.length - 1] ?? Number.NaN;
  const bareMedian = percentile(m.bareSorted, 50);
  const bareWorst = m.bareSorted[m.bareSorted.length - 1] ?? Number.NaN;
  const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER TARGET');
  const fmt = (ms: number) => `${ms.toFixed(4)} ms`;
  const target = POLICY_TARGETS.batchMs;
  console.log(`policy bench (${where})`);
  console.log(
    `  ${String(PERSONAS)} personas × ${String(CONTAINERS)} containers = ${String(PERSONAS * CONTAINERS)} decisions per batch, ${String(ROUNDS)} batches; ${String(m.allowsPerBatch)} Allow per batch`,
  );
  console.log(`  compile ${String(m.policies)} policies: ${fmt(m.compileMs)}`);
  console.log(
    `  per decision p50 ${fmt(p50)}, p99 ${fmt(p99)}, max ${fmt(max)} (target p99 < ${String(POLICY_TARGETS.decisionP99Ms)} ms): ${verdict(p99 < POLICY_TARGETS.decisionP99Ms)}`,
  );
  console.log(
    `  4,000 decisions, first (cold) batch ${fmt(m.coldBatchMs)} (target < ${String(target)} ms): ${verdict(m.coldBatchMs < target)}`,
  );
  console.log(
    `  4,000 decisions, warm batches: median ${fmt(bareMedian)}, worst ${fmt(bareWorst)} (target < ${String(target)} ms): ${verdict(bareWorst < target)}`,
  );
  return p99 < POLICY_TARGETS.decisionP99Ms && m.coldBatchMs < target && bareWorst < target;
}
