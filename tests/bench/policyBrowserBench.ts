/**
 * The policy evaluator's benchmark in the browser (the storefront preview's decisions): the
 * workload of policyWorkload.ts, bundled with esbuild as the console's build would ship it and
 * run in Debian's Chromium (the e2e suite's launch options). Targets as in Node: p99 per decision
 * under 1 ms; 4,000 decisions (20 viewers × 200 containers) within 100 ms.
 * Chromium coarsens `performance.now()` to 0.1 ms (a page without cross-origin isolation), so
 * its per-decision figures are at that resolution; the batch figures are not affected.
 * Standalone: `npx tsx tests/bench/policyBrowserBench.ts`.
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_LAUNCH } from '../../playwright.config';
import { reportDecisions } from './policyWorkload';
import type { DecisionMeasurement } from './policyWorkload';

async function bundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { measureDecisions } from './policyWorkload';\n" +
        '(globalThis as Record<string, unknown>).measureDecisions = measureDecisions;\n',
      resolveDir: import.meta.dirname,
      loader: 'ts',
      sourcefile: 'policyBrowserEntry.ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    absWorkingDir: resolve(import.meta.dirname, '..', '..'),
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no bundle');
  return file.text;
}

async function main(): Promise<void> {
  const script = await bundle();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>policy bench</title>');
    await page.addScriptTag({ content: script });
    const version = browser.version();
    const measured = await page.evaluate(() => {
      const run = (globalThis as unknown as { measureDecisions: () => DecisionMeasurement })
        .measureDecisions;
      return run();
    });
    const where = `Chromium ${version}; its clock is coarsened to 0.1 ms`;
    if (!reportDecisions(where, measured)) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
