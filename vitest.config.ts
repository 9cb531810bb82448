import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const API_FILES = ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'dataProvider/**/*.test.ts'];

/** API files that run alone (the `api-serial` project below); the others run two at a time. */
const API_SERIAL_FILES = [
  'tests/api/notifications.test.ts',
  'tests/api/notifications.multiInstance.test.ts',
  'tests/api/playback.test.ts',
  'tests/api/playback.jobs.test.ts',
  'tests/api/scheduleDemo.test.ts',
  'tests/api/mediaOps.test.ts',
  'tests/api/demoMediaAtStart.test.ts',
  'server/idp/users.test.ts',
  'server/store/walCheckpointer.test.ts',
];

const UI_FOLDERS = ['src', 'kit', 'custom', 'resources/ui', 'authProvider', 'tests/ui'];
const UI_FILES = UI_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`);

/**
 * The page test files that need a module graph of their own: they replace modules (`vi.mock`,
 * `vi.doMock`), start a fresh graph (`vi.resetModules`), or read the state a fresh page's modules
 * start in (they say `@own-module-graph` in a comment). Found by reading the files, so a new file
 * that mocks is put here without anyone listing it. They run in the isolated `ui-own-modules`
 * project; the others share one module graph and one page per worker (the `ui` project).
 */
function filesWithOwnModules(): string[] {
  const replaces = /\bvi\.(?:mock|doMock|resetModules)\(|@own-module-graph\b/;
  return UI_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => join(folder, name))
      .filter((path) => replaces.test(readFileSync(path, 'utf8'))),
  );
}
const UI_OWN_MODULE_FILES = filesWithOwnModules();

/** What both page projects share. */
const UI = {
  // happy-dom: the same files pass in it as in jsdom with about a quarter less CPU (the `ui`
  // project alone: 443 s instead of 582 s, 13.1 instead of 18.0 CPU-minutes). A file that needs
  // what only jsdom does (colours read back as rgb(), a page without media queries) says
  // `@vitest-environment jsdom` at its top, with the reason; one whose console talks to a live
  // server on another port allows that fetch (`@vitest-environment-options`, happy-dom's
  // `disableSameOriginPolicy`).
  environment: 'happy-dom' as const,
  setupFiles: ['tests/setup/ownerStacks.ts', 'tests/setup/dom.ts'],
  // A global a test replaced (`vi.stubGlobal`) is put back after it.
  unstubGlobals: true,
  // Page renders share two cores with the browser track and the API suites in CI, at a lower
  // priority: a flow that takes 5-15 s alone took four times that in a clean-clone run on a slow
  // machine of this kind, so a tight limit only measures the load. The page tests take this
  // limit rather than setting their own (a few longer flows, and those against a live server,
  // set more).
  testTimeout: 60_000,
  // A render that waits on a lazily transformed chunk (a language's messages, a form's
  // renderers) can miss its wait when both cores are busy: a failed test runs again, up
  // to twice; one that fails every time still fails the run.
  retry: 2,
};

/** What both API projects share. */
const API = {
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // The run's seeded template databases (tests/support/databaseTemplates.ts).
  globalSetup: ['tests/setup/apiGlobalSetup.ts'],
  setupFiles: ['tests/setup/apiFile.ts'],
  // One module graph per worker, not per file: an API file talks to servers it starts as processes
  // of their own, so what it imports (the test helpers, the server's config and store modules) is
  // evaluated once per worker instead of once per file (the parallel files' import time: 47 s
  // instead of 132 s). A file keeps what it changes to itself: each names its own databases and
  // ports, and a global a test replaced (`vi.stubGlobal`) is put back after it.
  isolate: false,
  unstubGlobals: true,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one (2 cores here): the jsdom and unit files are
    // CPU-bound and independent, so they take both cores, and so do most API files (their
    // servers wait on each other's I/O as much as on the CPU).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'ui',
          ...UI,
          include: UI_FILES,
          exclude: [...configDefaults.exclude, ...UI_OWN_MODULE_FILES],
          // One module graph and one page per worker, not per file: react-admin, MUI and
          // the console's modules are evaluated once per worker instead of once per file (a
          // third of a file's time). tests/setup/dom.ts puts the page back as a fresh one
          // before each file (storage, cookies, address, body, document attributes, timers).
          isolate: false,
        },
      },
      {
        test: {
          name: 'ui-own-modules',
          ...UI,
          include: UI_OWN_MODULE_FILES,
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'resources/*.test.ts'],
        },
      },
      {
        test: {
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          // The boundary tests write probe files into the project's folders while other tests
          // read those folders (the layer scan, the catalogue, the language packs): they run
          // one at a time, after the parallel files.
          fileParallelism: false,
          // The import-cycle scan reads every project file: about 2 s alone, over 5 s (Vitest's
          // default limit) when the machine is busy.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          ...API,
          include: API_FILES,
          exclude: [...configDefaults.exclude, ...API_SERIAL_FILES],
          // Three files at a time (`npm run test:api` passes --maxWorkers 3): a file spends much
          // of its time waiting on its servers and databases, so two workers kept the two cores
          // busy about 70 % of the time, three keep them busier. Each file starts its own
          // servers on ports of its worker's own block and its own databases
          // (tests/support/serverProcess.ts freePort, the database option of
          // tests/helpers/testServer.ts, which refuses a name two files use).
        },
      },
      {
        test: {
          name: 'api-serial',
          ...API,
          include: API_SERIAL_FILES,
          // After the parallel files, one at a time (Vitest runs a project without file
          // parallelism last): these measure time (a stream event within 1 s, argon2's cost, a
          // checkpointer keeping up), run ffmpeg against time limits, or share the generated
          // demo media folder.
          fileParallelism: false,
        },
      },
    ],
  },
});
