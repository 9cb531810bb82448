import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Lints a probe file written into a project folder, then removes it. */
async function lintProbe(folder: string, source: string): Promise<string[]> {
  const dir = mkdtempSync(join(root, folder, 'lintprobe-'));
  const file = join(dir, 'probe.ts');
  writeFileSync(file, source);
  try {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintFiles([relative(root, file)]);
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('import boundaries (ARCHITECTURE.md) are enforced by lint', () => {
  it('refuses domain/ importing the server', async () => {
    const rules = await lintProbe('domain', "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n");
    expect(rules).toContain('import/no-restricted-paths');
  }, 60_000);

  it('refuses a Node API in domain/', async () => {
    const rules = await lintProbe('domain', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n");
    expect(rules).toContain('no-restricted-imports');
  }, 60_000);

  it('refuses the server importing the console', async () => {
    const rules = await lintProbe('server', "import { ConsoleBoot } from '../../src/ConsoleBoot';\nexport const x = ConsoleBoot;\n");
    expect(rules).toContain('import/no-restricted-paths');
  }, 60_000);

  it('refuses fetch outside dataProvider/', async () => {
    const rules = await lintProbe('src', "export const load = () => fetch('/x');\n");
    expect(rules).toContain('no-restricted-globals');
  }, 60_000);

  it('accepts domain/ importing domain/', async () => {
    const rules = await lintProbe('domain', "import { HEADER_CODE } from '../envelope';\nexport const x = HEADER_CODE.success;\n");
    expect(rules).toEqual([]);
  }, 60_000);
});
