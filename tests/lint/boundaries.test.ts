import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** A rule as far as this file reads it: whether it needs type information. */
type RuleMeta = { meta?: { docs?: { requiresTypeChecking?: boolean } } };

/** The rules that need the TypeScript program (typescript-eslint's type-checked rules). */
const TYPED_RULES = new Set(
  Object.entries((tseslint.plugin as unknown as { rules: Record<string, RuleMeta> }).rules)
    .filter(([, rule]) => rule.meta?.docs?.requiresTypeChecking === true)
    .map(([name]) => `@typescript-eslint/${name}`),
);

/**
 * One ESLint for every probe: it reads the flat config once (its zones list custom pages at load).
 * It runs every rule of the project's config but those that need type information, and parses
 * without the TypeScript program: what a probe tries is where an import, a call or a global may
 * stand, not the types of a throwaway file, and a new file in the program costs about 2 s of CPU
 * to lint (13 ms without). `npm run lint` runs every rule over the project's own files.
 */
let eslint: ESLint | undefined;
const boundaryLinter = () =>
  new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => !TYPED_RULES.has(ruleId),
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
    },
  });

/** The rules (or, for a message of no rule, its text) that fire on `file`. */
async function ruleIdsOf(file: string): Promise<string[]> {
  eslint ??= boundaryLinter();
  const [result] = await eslint.lintFiles([relative(root, file)]);
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** The first folder of `folder`'s path that does not exist yet (to remove after the probe). */
function firstMissing(folder: string): string | undefined {
  const parts = folder.split('/');
  for (let i = 1; i <= parts.length; i += 1) {
    const path = join(root, ...parts.slice(0, i));
    if (!existsSync(path)) return path;
  }
  return undefined;
}

/**
 * Lints a probe file written into a project folder, then removes it (and any folder made for it).
 * `ROOT/` in the source stands for the relative path from the probe to the project root.
 */
async function lintProbe(folder: string, source: string): Promise<string[]> {
  const made = firstMissing(folder);
  mkdirSync(join(root, folder), { recursive: true });
  const dir = mkdtempSync(join(root, folder, 'lintprobe-'));
  const file = join(dir, 'probe.ts');
  writeFileSync(file, source.replaceAll('ROOT/', `${relative(dir, root)}/`));
  try {
    return await ruleIdsOf(file);
  } finally {
    rmSync(made ?? dir, { recursive: true, force: true });
  }
}

/**
 * Lints a probe written straight into server/routes/ (the route-module rule is about siblings in
 * that folder), then removes it.
 */
async function lintRouteProbe(source: string): Promise<string[]> {
  const file = join(root, 'server', 'routes', `lintprobe-${process.pid}-${Date.now()}.ts`);
  writeFileSync(file, source);
  try {
    return await ruleIdsOf(file);
  } finally {
    rmSync(file, { force: true });
  }
}

/** A probe's source importing `target` (a path from the project root). */
function importing(target: string, name = 'x'): string {
  return `import { ${name} } from 'ROOT/${target}';\nexport const y = ${name};\n`;
}

const REFUSED = 'import/no-restricted-paths';

/*
 * Every forbidden direction of ARCHITECTURE.md, each tried from a probe file in the importing
 * folder. The imported module need not export the name: the boundary rule fires on the path.
 */
const FORBIDDEN: readonly [from: string, to: string][] = [
  ['domain', 'server/app'],
  ['domain', 'dataProvider/httpClient'],
  ['domain', 'kit/errors/useErrorNotifier'],
  ['domain', 'src/App'],
  ['dataProvider', 'authProvider/authProvider'],
  ['dataProvider', 'kit/errors/useErrorNotifier'],
  ['dataProvider', 'src/App'],
  ['dataProvider', 'resources/ui/ResourceListPage'],
  ['authProvider', 'kit/feedback/Splash'],
  ['authProvider', 'src/App'],
  ['authProvider', 'resources/ui/ResourceListPage'],
  ['kit', 'src/App'],
  ['kit', 'resources/ui/ResourceListPage'],
  ['kit', 'server/app'],
  ['resources/ui', 'src/App'],
  ['resources/ui', 'server/app'],
  ['resources/ui', 'tests/helpers/testServer'],
  ['server', 'src/App'],
  ['server', 'kit/errors/useErrorNotifier'],
  ['server', 'dataProvider/httpClient'],
  ['server', 'tests/helpers/testServer'],
  ['src', 'server/app'],
  ['src', 'tests/helpers/testServer'],
];

describe('import boundaries (ARCHITECTURE.md) are enforced by lint', () => {
  it.each(FORBIDDEN)(
    'refuses %s/ importing %s',
    async (from, to) => {
      expect(await lintProbe(from, importing(to))).toContain(REFUSED);
    },
    60_000,
  );

  it.each([
    ['custom/schedule', 'src/App'],
    ['custom/schedule', 'resources/ui/ResourceListPage'],
    ['custom/schedule', 'server/app'],
  ])(
    'refuses a custom page (%s) importing %s',
    async (from, to) => {
      expect(await lintProbe(from, importing(to))).toContain(REFUSED);
    },
    60_000,
  );

  it('refuses one custom page importing another', async () => {
    const rules = await lintProbe('custom/schedule', importing('custom/storefront/routes'));
    expect(rules).toContain('layers/no-cross-page-imports');
  }, 60_000);

  it('accepts a custom page importing its own modules', async () => {
    const rules = await lintProbe(
      'custom/schedule',
      "import { x } from '../routes';\nexport const y = x;\n",
    );
    expect(rules).not.toContain('layers/no-cross-page-imports');
  }, 60_000);

  it.each([
    ['custom/schedule', 'kit/errors/useErrorNotifier', 'useErrorNotifier'],
    ['custom/schedule', 'dataProvider/productStore', 'getCurrentProduct'],
    ['resources/ui', 'kit/errors/useErrorNotifier', 'useErrorNotifier'],
    ['kit', 'authProvider/useIdentity', 'useIdentity'],
    ['src', 'kit/errors/useErrorNotifier', 'useErrorNotifier'],
  ])(
    'accepts %s/ importing %s',
    async (from, to, name) => {
      expect(await lintProbe(from, importing(to, name))).not.toContain(REFUSED);
    },
    60_000,
  );

  it('refuses a Node API in domain/', async () => {
    const rules = await lintProbe(
      'domain',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  }, 60_000);

  it.each([
    ['src', "export const load = () => fetch('/x');\n", 'no-restricted-globals'],
    ['kit', "export const load = () => window.fetch('/x');\n", 'no-restricted-properties'],
    [
      'custom/schedule',
      "export const load = () => globalThis.fetch('/x');\n",
      'no-restricted-properties',
    ],
    ['resources/ui', 'export const make = () => new XMLHttpRequest();\n', 'no-restricted-globals'],
    [
      'authProvider',
      "import { fetchUtils } from 'react-admin';\nexport const load = () => fetchUtils.fetchJson('/x');\n",
      'no-restricted-imports',
    ],
  ])(
    'refuses HTTP outside dataProvider/ (%s)',
    async (folder, source, rule) => {
      expect(await lintProbe(folder, source)).toContain(rule);
    },
    60_000,
  );

  it('accepts HTTP in dataProvider/', async () => {
    const rules = await lintProbe('dataProvider', "export const load = () => fetch('/x');\n");
    expect(rules).toEqual([]);
  }, 60_000);

  it.each([
    [
      'server/routes',
      "export const rows = (db: { selectFrom(t: string): unknown }) => db.selectFrom('content');\n",
    ],
    [
      'server/content',
      "export const gone = (db: { deleteFrom(t: string): unknown }) => db.deleteFrom('jobs');\n",
    ],
    ['server/jobs', "import { sql } from 'kysely';\nexport const analyze = sql`ANALYZE`;\n"],
    ['server/idp', "import { Kysely } from 'kysely';\nexport const K = Kysely;\n"],
  ])(
    'refuses building SQL outside server/store/ (%s)',
    async (folder, source) => {
      expect(await lintProbe(folder, source)).toContain('no-restricted-syntax');
    },
    60_000,
  );

  it('accepts SQL in server/store/ and type-only kysely imports elsewhere', async () => {
    expect(
      await lintProbe(
        'server/store',
        "import type { Kysely } from 'kysely';\nimport { sql } from 'kysely';\nexport const ids = (db: Kysely<Record<string, { id: string }>>) => db.selectFrom('content').select('id');\nexport const analyze = sql`ANALYZE`;\n",
      ),
    ).toEqual([]);
    expect(
      await lintProbe(
        'server/routes',
        "import type { Kysely } from 'kysely';\nexport type Db = Kysely<Record<string, never>>;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it.each(['server/routes', 'server/store', 'server/idp'])(
    'refuses process.env outside loadConfig (%s)',
    async (folder) => {
      expect(await lintProbe(folder, 'export const port = process.env.PORT;\n')).toContain(
        'no-restricted-properties',
      );
    },
    60_000,
  );

  it('refuses one route module importing another, accepts the shared context', async () => {
    const probe = (target: string) => `import { x } from '${target}';\nexport const y = x;\n`;
    // Written beside the route modules, the probe imports its siblings as they would.
    expect(await lintRouteProbe(probe('./catalog'))).toContain('no-restricted-imports');
    expect(await lintRouteProbe(probe('./search'))).toContain('no-restricted-imports');
    expect(await lintRouteProbe(probe('./context'))).not.toContain('no-restricted-imports');
  }, 60_000);

  it('accepts domain/ importing domain/', async () => {
    const rules = await lintProbe(
      'domain',
      "import { HEADER_CODE } from '../envelope';\nexport const x = HEADER_CODE.success;\n",
    );
    expect(rules).toEqual([]);
  }, 60_000);
});
