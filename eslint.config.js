// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const consoleFolders = ['./src', './resources', './dataProvider', './authProvider', './custom'];

/**
 * The import rules of ARCHITECTURE.md, as lint zones:
 * - domain/ imports nothing of the project;
 * - server/ imports domain/ (and reads resources/ as data), never the console folders;
 * - the console folders never import server/ or tests/.
 */
const boundaryZones = [
  {
    target: './domain',
    from: ['./src', './resources', './dataProvider', './authProvider', './custom', './server', './tests'],
    message: 'domain/ is pure: it imports nothing of the project.',
  },
  {
    target: './server',
    from: ['./src', './dataProvider', './authProvider', './custom'],
    message: 'server/ never imports the console folders.',
  },
  ...consoleFolders.map((target) => ({
    target,
    from: ['./server', './tests'],
    message: 'The console never imports the server or the tests.',
  })),
];

/** Only dataProvider/ speaks HTTP in the console. */
const noHttpOutsideDataProvider = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Only dataProvider/ does HTTP: add a provider method.' },
    { name: 'XMLHttpRequest', message: 'Only dataProvider/ does HTTP: add a provider method.' },
  ],
};

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
        projectService: { allowDefaultProject: ['*.js', 'server/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { import: importPlugin },
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
      'import/no-cycle': 'error',
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
            { group: ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https', 'child_process'], message: 'domain/ uses no Node APIs.' },
            { group: ['react', 'react-*', '@mui/*', 'react-admin', 'ra-*'], message: 'domain/ uses no React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'custom/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'authProvider/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...noHttpOutsideDataProvider,
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
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
