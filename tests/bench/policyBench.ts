/**
 * The policy evaluator's benchmark in Node (the server's decisions): the workload of
 * policyWorkload.ts. Targets: p99 per decision under 1 ms; 4,000 decisions within 100 ms.
 * Standalone: `npx tsx tests/bench/policyBench.ts`. The browser's figures: policyBrowserBench.ts.
 */
import { cpus, loadavg } from 'node:os';
import { measureDecisions, reportDecisions } from './policyWorkload';

const where = `node ${process.version}, ${String(cpus().length)} cores, load ${loadavg()[0]?.toFixed(2) ?? '?'}`;
if (!reportDecisions(where, measureDecisions())) process.exitCode = 1;
