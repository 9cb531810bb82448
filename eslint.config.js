// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { dirname, relative, resolve, sep } from 'node:path';

/** Every folder of the project, as lint zones name them. */
const ALL = [
  './domain',
  './dataProvider',
  './authProvider',
  './kit',
  './resources',
  './custom',
  './src',
  './server',
  './tests',
];

/**
 * `folder` may import only `allowed` (and itself): every other project folder is refused.
 * @param {string} folder
 * @param {string[]} allowed
 * @param {string} message
 */
function onlyFrom(folder, allowed, message) {
  return {
    target: folder,
    from: ALL.filter((other) => other !== folder && !allowed.includes(other)),
    message,
  };
}

/**
 * The one-way layers of ARCHITECTURE.md, as lint zones:
 *   domain <- dataProvider <- authProvider <- kit <- { resources/ui, custom/<page> } <- src
 *   domain <- server (server reads resources/ as data); tests may import anything; nothing imports tests.
 */
const boundaryZones = [
  onlyFrom('./domain', [], 'domain/ is pure: it imports nothing of the project.'),
  onlyFrom('./dataProvider', ['./domain'], 'dataProvider/ imports only domain/.'),
  onlyFrom(
    './authProvider',
    ['./domain', './dataProvider'],
    'authProvider/ imports only domain/ and dataProvider/.',
  ),
  onlyFrom(
    './kit',
    ['./domain', './dataProvider', './authProvider'],
    'kit/ imports only domain/, dataProvider/ and authProvider/.',
  ),
  {
    target: './resources',
    from: ['./custom', './src', './server', './tests'],
    message:
      'resources/ (and its generic screens in resources/ui/) never import src/, custom/, the server or the tests.',
  },
  onlyFrom(
    './custom',
    ['./domain', './dataProvider', './authProvider', './kit'],
    'A custom page imports only kit/, dataProvider/, authProvider/ and domain/.',
  ),
  {
    target: './src',
    from: ['./server', './tests'],
    message: 'The console shell never imports the server or the tests.',
  },
  onlyFrom('./server', ['./domain'], 'server/ imports only domain/ (it reads resources/ as data).'),
];

const projectRoot = import.meta.dirname;

/**
 * The custom page a file belongs to (`custom/<page>/...`), or undefined.
 * @param {string} file
 */
function customPageOf(file) {
  const parts = relative(projectRoot, file).split(sep);
  return parts[0] === 'custom' && parts.length > 2 ? parts[1] : undefined;
}

/**
 * Custom pages never import each other (what two pages share moves into kit/ or domain/): a
 * relative import from custom/<a>/ that lands in custom/<b>/ is refused.
 * @type {import('eslint').Rule.RuleModule}
 */
const noCrossPageImports = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = customPageOf(context.filename);
    if (!own) return {};
    /** @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration | import('estree').ImportExpression} node */
    const check = (node) => {
      const source = node.source;
      const spec = source && source.type === 'Literal' ? source.value : undefined;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const page = customPageOf(resolve(dirname(context.filename), spec, 'x'));
      if (page && page !== own) {
        context.report({
          node,
          message: `custom/${own} imports custom/${page}: custom pages never import each other; move what they share into kit/ or domain/.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The console folders where HTTP is refused: only dataProvider/ speaks HTTP. */
const HTTP_MESSAGE = 'Only dataProvider/ does HTTP: add a provider method.';
const noHttpOutsideDataProvider = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: HTTP_MESSAGE },
    { name: 'XMLHttpRequest', message: HTTP_MESSAGE },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: HTTP_MESSAGE },
    { object: 'globalThis', property: 'fetch', message: HTTP_MESSAGE },
    { object: 'self', property: 'fetch', message: HTTP_MESSAGE },
    { object: 'window', property: 'XMLHttpRequest', message: HTTP_MESSAGE },
    { object: 'globalThis', property: 'XMLHttpRequest', message: HTTP_MESSAGE },
  ],
};
const NO_FETCH_UTILS = {
  paths: [
    { name: 'react-admin', importNames: ['fetchUtils'], message: HTTP_MESSAGE },
    { name: 'ra-core', importNames: ['fetchUtils'], message: HTTP_MESSAGE },
  ],
};

/** Only server/store/ builds SQL: its repositories, each taking a `Kysely<Database>`. */
const SQL_MESSAGE =
  'Only server/store/ builds SQL: add or use a repository function there (it takes a Kysely<Database>).';
const ENV_MESSAGE =
  'Configuration is read only by loadConfig (server/config.ts): add a ServerConfig field and pass it down.';
/** Kysely's query builders and raw execution: refused outside server/store/. */
const SQL_BUILDERS =
  'selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery';
export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist.build-*/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/fixtures/lint/**',
      'scratch/**',
      'build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'server/*.mjs', 'public/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: {
      import: importPlugin,
      layers: { rules: { 'no-cross-page-imports': noCrossPageImports } },
    },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify handlers are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Import cycles: tests/lint/cycles.test.ts (the same check in 3 s instead of 3/4 of lint time).
      'layers/no-cross-page-imports': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      ...noHttpOutsideDataProvider,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https', 'child_process'],
              message: 'domain/ uses no Node APIs.',
            },
            {
              group: ['react', 'react-*', '@mui/*', 'react-admin', 'ra-*'],
              message: 'domain/ uses no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'kit/**/*.{ts,tsx}',
      'custom/**/*.{ts,tsx}',
      'resources/**/*.{ts,tsx}',
      'authProvider/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...noHttpOutsideDataProvider,
      'no-restricted-imports': ['error', NO_FETCH_UTILS],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['dataProvider/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The server's own rules: SQL only in server/store/, configuration only through loadConfig.
    // Tests may reach the database directly to set up states the API cannot produce.
    files: ['server/**/*.{ts,mjs}'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[property.name=/^(${SQL_BUILDERS})$/]`,
          message: SQL_MESSAGE,
        },
        {
          selector:
            "ImportDeclaration[source.value='kysely'][importKind!='type'] > ImportSpecifier[importKind!='type']",
          message: `${SQL_MESSAGE} (type-only imports of kysely are fine)`,
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: ENV_MESSAGE },
      ],
    },
  },
  {
    // Route modules never import each other (what they share lives in ./context or domain/).
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./(?!context(\\.ts)?$)[^/]+$',
              message:
                'Route modules never import each other: move what they share into server/routes/context.ts or domain/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The store's repositories are where SQL is built.
    files: ['server/store/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The configuration loader reads the environment; so does the launcher, for the one setting
    // it needs before the server bundle exists (HEAP_GROWTH_PERCENT: a V8 flag set before the
    // server's code loads).
    files: ['server/config.ts', 'server/start.mjs'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Each Playwright worker has its own server: specs take `test` (whose baseURL is their
    // worker's server) from tests/e2e/support/test.ts, never Playwright's own.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from tests/e2e/support/test.ts: its baseURL is the worker's own server.",
            },
          ],
        },
      ],
    },
  },
);
