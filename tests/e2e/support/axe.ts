import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { NodeResult, Result } from 'axe-core';
import { expect, test, type Page } from '@playwright/test';

/** The impacts that fail a page: people using assistive technology are blocked or badly hindered. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** Whether a result of this impact fails a page. */
const failsPage = (impact: string | null | undefined) => FAILING_IMPACTS.has(impact ?? '');

/**
 * axe's experimental rules, switched on besides its default set: `label-content-name-mismatch`
 * (a control whose accessible name does not contain its visible text, so speech users cannot
 * name it) is one of them. Taken from axe itself so a new axe version's list applies as it is.
 */
const EXPERIMENTAL_RULES = Object.fromEntries(
  axe.getRules(['experimental']).map(({ ruleId }) => [ruleId, { enabled: true }]),
);

/** axe's rule and check definitions (not in its typings; read only to find the rules below). */
interface AxeAudit {
  rules: { id: string; impact?: string; any: unknown[]; all: unknown[]; none: unknown[] }[];
  checks: Record<string, { metadata?: { impact?: string } } | undefined>;
}

/**
 * The rules whose every result is minor or moderate, so none can fail a page: a result's impact is
 * its rule's impact where the rule sets one, else the highest of its failed checks' (axe's
 * `finalizeRuleResult` and `aggregateChecks`). They are not run: on the dashboard and the movie
 * list a check took 100 ms instead of 160-400 ms (`region`, which walks every element, is one of
 * them). Read from axe's own definitions, so a new axe version's impacts apply as they are; where
 * it does not expose them, every rule runs.
 */
function rulesThatCannotFail(): string[] {
  const audit = (axe as unknown as { _audit?: AxeAudit })._audit;
  if (!audit) return [];
  const checkImpact = (check: unknown) =>
    audit.checks[typeof check === 'string' ? check : String((check as { id?: string }).id)]
      ?.metadata?.impact;
  return audit.rules
    .filter((rule) =>
      rule.impact !== undefined
        ? !failsPage(rule.impact)
        : ![...rule.any, ...rule.all, ...rule.none].some((check) => failsPage(checkImpact(check))),
    )
    .map((rule) => rule.id);
}

/** The rules run: axe's default set and the experimental ones, less those that cannot fail. */
const RULES = {
  ...EXPERIMENTAL_RULES,
  ...Object.fromEntries(rulesThatCannotFail().map((id) => [id, { enabled: false }])),
};

/** How many of one rule's elements a failure message names (the rest are counted). */
const TARGETS_SHOWN = 8;

/** The first line of axe's reason for one element ('Element has insufficient color contrast of 2.9 ...'). */
function reasonOf(node: NodeResult): string {
  const lines = (node.failureSummary ?? '').split('\n').map((line) => line.trim());
  return lines.find((line) => line !== '' && !line.startsWith('Fix ')) ?? '';
}

/**
 * One violation as a person fixing it needs it: rule id, impact, what the rule asks, then each
 * element's target selectors (frames and shadow roots joined by ' >> ') and axe's reason.
 */
export function describeViolation(violation: Result): string {
  const shown = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => {
    const reason = reasonOf(node);
    return `    ${node.target.map(String).join(' >> ')}${reason ? `: ${reason}` : ''}`;
  });
  const more = violation.nodes.length - shown.length;
  return [
    `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}`,
    ...shown,
    ...(more > 0 ? [`    ... and ${more} more like these`] : []),
  ].join('\n');
}

/** The violations that fail a page: those whose impact is serious or critical. */
export function seriousViolations(violations: readonly Result[]): Result[] {
  return violations.filter((violation) => failsPage(violation.impact));
}

const STILL = 'axe-no-transitions';
const STILL_CSS =
  '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * Runs `check` with every CSS transition and animation of the page finished: axe reads colours as
 * drawn, and a button caught half-way through its hover fade (a pointer left over it by the
 * previous click) measured 4.04:1, a colour neither of its states has. The style is removed after.
 */
async function settled<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate(
    ([id, css]) => {
      const style = document.createElement('style');
      style.id = id;
      style.textContent = css;
      document.head.append(style);
    },
    [STILL, STILL_CSS] as const,
  );
  try {
    return await check();
  } finally {
    await page
      .evaluate((id) => document.getElementById(id)?.remove(), STILL)
      .catch(() => undefined);
  }
}

/**
 * axe's serious and critical violations on the page as it is now (its default rules plus the
 * experimental ones, less those that cannot fail: {@link RULES}), with every violation of the
 * rules run (minor ones too) for the report.
 *
 * Measured on the movie list: 2.5 s a check with @axe-core/playwright's default run, 0.65 s
 * with this one. Two settings make the difference, neither changing what is checked:
 * - `setLegacyMode(true)`: axe.run in the page itself (in every same-origin frame too), instead
 *   of axe.runPartial there and axe.finishRun in a blank page that the default opens, fills with
 *   axe's source and the serialized partial results, and closes again on every check;
 * - `resultTypes: ['violations']`: axe still runs every rule, but describes (selectors, HTML)
 *   every node of the violations only, and one node of the passes and the rest, which nothing
 *   here reads.
 */
export async function axeViolations(page: Page): Promise<{ all: Result[]; failing: Result[] }> {
  const results = await settled(page, () =>
    new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ rules: RULES, resultTypes: ['violations'] })
      .analyze(),
  );
  return { all: results.violations, failing: seriousViolations(results.violations) };
}

/**
 * Runs axe (its default rules plus the experimental ones, less those that cannot fail) over the
 * page as it is now and fails the test, listing every serious or critical violation (rule id,
 * impact, help text and each target's selectors), when there is any. `label` names the screen in
 * the failure message and in the report attached to the test (every violation of the rules run,
 * including the minor ones). The failure is a soft one: the test goes on, so one run lists every
 * screen's violations, and still fails. Every page's end-to-end test calls this once the screen
 * under test has settled.
 */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  const { all, failing } = await axeViolations(page);
  await test.info().attach(`axe ${label}`, {
    body: all.map(describeViolation).join('\n') || 'no violations',
    contentType: 'text/plain',
  });
  expect
    .soft(
      failing.map(describeViolation),
      `serious or critical accessibility violations on ${label}`,
    )
    .toEqual([]);
}
