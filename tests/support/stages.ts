// `npm test` (`node --import tsx tests/support/stages.ts`): the whole suite in two tracks side by
// side, each a row of stages; a stage is an npm script (or several side by side). Every stage's
// time is printed when it ends and all of them at the end; a failed stage starts no further stage
// and fails the run.
//
// - The browser track, at the normal priority: Playwright, then the API files that measure time
//   or run ffmpeg against time limits (Vitest's `api-serial` project, one file at a time; they
//   play the demo media the end-to-end servers made). One Playwright worker's browser, server and
//   runner keep less than one of the two cores busy (its page code runs on the renderer's one main
//   thread, and the rest of the time it waits on the page): Playwright runs two workers, which
//   with the background track keep both cores busy.
// - The background track, at a low priority (`nice -n 10`, inherited by every process it starts):
//   lint + typecheck + format, then the jsdom/unit/lint tests, then the API files that run side by
//   side. It takes the core the browser track leaves idle, and gives most of it back whenever the
//   browser track wants both. A tenth stays with it: at the lowest priority (19), a jsdom test's
//   save against the live server it started missed a 20 s wait in a clean-clone run.
//
// ESLint, TypeScript and Prettier take one thread each (ESLint on two threads builds the
// type-checked rules' program twice: half again the CPU, for no shorter wall time on two cores).
// The two tracks' Vitest runs take their servers' ports from blocks apart (TEST_PORTS_FROM in
// the `test:api:serial` script, tests/support/serverProcess.ts).
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  scripts: string[];
}

const BROWSER_TRACK: Stage[] = [
  { name: 'playwright', scripts: ['test:e2e'] },
  { name: 'api tests, one at a time', scripts: ['test:api:serial'] },
];
const BACKGROUND_TRACK: Stage[] = [
  { name: 'lint + typecheck + format', scripts: ['lint', 'typecheck', 'format:check'] },
  { name: 'ui/unit/lint tests', scripts: ['test:ui'] },
  { name: 'api tests', scripts: ['test:api:parallel'] },
];

/** The niceness of the background track: the browser track gets about nine tenths of a core it asks for. */
const BACKGROUND_NICENESS = 10;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Runs `npm run <script>`, at `niceness` when given: its output straight through when `alone`,
 * else kept and printed whole at its end (so two tracks' outputs never interleave mid-line).
 */
function run(script: string, alone: boolean, niceness?: number): Promise<number> {
  return new Promise((resolve) => {
    const [command, args] =
      niceness === undefined
        ? [npm, ['run', script]]
        : ['nice', ['-n', String(niceness), npm, 'run', script]];
    const child = spawn(command, args, { stdio: alone ? 'inherit' : 'pipe' });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(kept));
      resolve(code ?? 1);
    });
  });
}

const done: { name: string; ms: number; ok: boolean }[] = [];
const started = Date.now();
let failed: number | undefined;

/** Runs a track's stages one after another; stops when any stage of the run has failed. */
async function track(stages: Stage[], options: { alone: boolean; niceness?: number }) {
  for (const stage of stages) {
    if (failed !== undefined) return;
    console.log(`\n▶ ${stage.name} (${stage.scripts.map((s) => `npm run ${s}`).join(', ')})`);
    const at = Date.now();
    const codes = await Promise.all(
      stage.scripts.map((s) =>
        run(s, options.alone && stage.scripts.length === 1, options.niceness),
      ),
    );
    const ms = Date.now() - at;
    const ok = codes.every((code) => code === 0);
    done.push({ name: stage.name, ms, ok });
    console.log(`■ ${stage.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
    if (!ok) failed ??= codes.find((code) => code !== 0) ?? 1;
  }
}

await Promise.all([
  track(BROWSER_TRACK, { alone: true }),
  track(BACKGROUND_TRACK, { alone: false, niceness: BACKGROUND_NICENESS }),
]);

console.log('\nStage                      Time');
for (const stage of done)
  console.log(
    `${stage.name.padEnd(26)} ${seconds(stage.ms).padStart(6)}${stage.ok ? '' : '  FAILED'}`,
  );
console.log(`${'all'.padEnd(26)} ${seconds(Date.now() - started).padStart(6)}`);
process.exit(failed ?? 0);
