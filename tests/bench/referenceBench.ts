/**
 * The bare reference (`../shared/bench-reference/reference.mjs`: Fastify + better-sqlite3 + FTS5
 * with no validation, versions, audit or roles, the practical floor of the stack), run by `npm
 * run bench` before and after the service's own figures, and the ratio table: SQLite against the
 * reference, PostgreSQL against SQLite. Absolute figures do not carry between machines or between
 * runs on a shared one; ratios measured side by side in one run do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
export const REFERENCE_SCRIPT = resolve(root, '..', 'shared', 'bench-reference', 'reference.mjs');

/** The reference's request kinds, as its `--json` names them. */
export const REFERENCE_KINDS = [
  'get by id',
  'list page of 25 with total',
  'search with total',
  'update',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export interface ReferenceFigure {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface ReferenceRun {
  results: Record<ReferenceKind, ReferenceFigure>;
  /** The 1-minute load average when the run ended. */
  load: number;
}

/** The 1-minute load average, as `uptime` prints it. */
export function loadAverage(): number {
  return loadavg()[0] ?? 0;
}

/**
 * Runs the reference from the project root (it loads its packages from the project's
 * node_modules) with the bench's items and seconds; undefined, with the reason printed, when it
 * is missing or fails.
 */
export function runReference(
  items: number,
  seconds: number,
  when: string,
): ReferenceRun | undefined {
  if (!existsSync(REFERENCE_SCRIPT)) {
    console.log(`\nThe bare reference is missing (${REFERENCE_SCRIPT}): no ratios.`);
    return undefined;
  }
  console.log(`\n== bare reference (${when}): ${items.toLocaleString('en')} items ==`);
  const result = spawnSync(
    process.execPath,
    [REFERENCE_SCRIPT, '--items', String(items), '--seconds', String(seconds), '--json'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = result.stdout
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => text.startsWith('{'))
    .at(-1);
  if (result.status !== 0 || !line) {
    console.log(`The bare reference failed (exit ${String(result.status)}): no ratios.`);
    return undefined;
  }
  const parsed = JSON.parse(line) as { results: Record<ReferenceKind, ReferenceFigure> };
  const run = { results: parsed.results, load: loadAverage() };
  for (const kind of REFERENCE_KINDS) {
    const figure = run.results[kind];
    console.log(
      `reference ${kind}: ${figure.reqPerSec} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms, errors ${figure.errors}`,
    );
  }
  console.log(`load average ${run.load.toFixed(2)}`);
  return run;
}

/** One request kind of the service on both databases (req/s), or a seed (seconds). */
export interface RatioRow {
  name: string;
  kind?: ReferenceKind;
  sqlite?: number;
  postgres?: number;
  /** SQLite / reference at least this (req/s rows). */
  minOfReference?: number;
  /** PostgreSQL / SQLite at least this (req/s rows). */
  minPostgresOfSqlite?: number;
  /** PostgreSQL / SQLite at most this (a seed's seconds). */
  maxPostgresTimes?: number;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);
const met = (ok: boolean) => (ok ? 'yes' : 'NO');

/**
 * Prints every row as a ratio: SQLite / reference (the lower and higher of the two reference
 * runs give a range) and PostgreSQL / SQLite, each against its target; and the load averages
 * the run saw. Returns whether every target measured was met.
 */
export function printRatios(
  rows: RatioRow[],
  references: ReferenceRun[],
  loads: { when: string; load: number }[],
): boolean {
  console.log(
    '\nRatios, measured side by side in this run (the reference twice: before and after the service)',
  );
  console.log(
    '| request | bare reference | SQLite | SQLite / reference | target | met | PostgreSQL | PostgreSQL / SQLite | target | met |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  let allMet = true;
  for (const row of rows) {
    const cells: string[] = [row.name];
    const figures = row.kind
      ? references.map((reference) => reference.results[row.kind as ReferenceKind].reqPerSec)
      : [];
    const low = Math.min(...figures);
    const high = Math.max(...figures);
    cells.push(
      figures.length === 0
        ? '—'
        : fixed(low, 0) === fixed(high, 0)
          ? `${fixed(low, 0)} req/s`
          : `${fixed(low, 0)}-${fixed(high, 0)} req/s`,
    );
    const unit = row.kind ? '' : ' s';
    cells.push(row.sqlite === undefined ? '—' : `${fixed(row.sqlite, row.kind ? 0 : 1)}${unit}`);
    if (row.sqlite !== undefined && figures.length > 0) {
      const worst = row.sqlite / high;
      const best = row.sqlite / low;
      cells.push(
        fixed(worst, 2) === fixed(best, 2)
          ? fixed(worst, 2)
          : `${fixed(worst, 2)}-${fixed(best, 2)}`,
      );
      if (row.minOfReference === undefined) cells.push('', '—');
      else {
        cells.push(`>= ${row.minOfReference}`, met(worst >= row.minOfReference));
        allMet &&= worst >= row.minOfReference;
      }
    } else cells.push('—', '', '—');
    cells.push(
      row.postgres === undefined ? '—' : `${fixed(row.postgres, row.kind ? 0 : 1)}${unit}`,
    );
    if (row.postgres !== undefined && row.sqlite !== undefined && row.sqlite > 0) {
      const ratio = row.postgres / row.sqlite;
      if (row.maxPostgresTimes !== undefined) {
        cells.push(`${fixed(ratio, 2)}×`, `<= ${row.maxPostgresTimes}×`);
        cells.push(met(ratio <= row.maxPostgresTimes));
        allMet &&= ratio <= row.maxPostgresTimes;
      } else if (row.minPostgresOfSqlite === undefined) cells.push(fixed(ratio, 2), '', '—');
      else {
        cells.push(
          fixed(ratio, 2),
          `>= ${row.minPostgresOfSqlite}`,
          met(ratio >= row.minPostgresOfSqlite),
        );
        allMet &&= ratio >= row.minPostgresOfSqlite;
      }
    } else cells.push('—', '', '—');
    console.log(`| ${cells.join(' | ')} |`);
  }
  console.log(
    `load average (1 min): ${loads.map((entry) => `${entry.when} ${entry.load.toFixed(2)}`).join(', ')}`,
  );
  return allMet;
}
