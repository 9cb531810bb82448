// Once per Vitest run of the API projects (vitest.config.ts globalSetup): the run's folder of
// seeded template databases (tests/support/databaseTemplates.ts), removed afterwards with the
// run's PostgreSQL templates (and any left by a run that died more than six hours ago).
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATES_ENV, dropTemplates } from '../support/databaseTemplates';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let made: string | undefined;

async function dropQuietly(dir?: string): Promise<void> {
  try {
    await dropTemplates(POSTGRES_URL, dir);
  } catch {
    // No PostgreSQL here: the API files run on SQLite alone (or fail in CI, where it is required).
  }
}

export async function setup(): Promise<void> {
  // Both API projects name this file; the first one's folder serves the whole run.
  if (process.env[TEMPLATES_ENV]) return;
  made = join(
    tmpdir(),
    'console-test-templates',
    `run-${Math.floor(Date.now() / 1000)}_${process.pid}`,
  );
  mkdirSync(made, { recursive: true });
  process.env[TEMPLATES_ENV] = made;
  await dropQuietly();
}

export async function teardown(): Promise<void> {
  if (!made) return;
  await dropQuietly(made);
  rmSync(made, { recursive: true, force: true });
  delete process.env[TEMPLATES_ENV];
  made = undefined;
}
