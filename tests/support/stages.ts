// `npm test` (`node --import tsx tests/support/stages.ts`): the whole suite, stage after stage, stopping at the first that fails. Each stage is
// an npm script of its own; its time is printed when it ends, and all of them at the end. The
// scripts of one stage run side by side, each one's output printed whole when it ends: ESLint,
// TypeScript and Prettier take one thread each (ESLint on two threads builds the type-checked
// rules' program twice: half again the CPU, for no shorter wall time on two cores).
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  scripts: string[];
}

const STAGES: Stage[] = [
  { name: 'lint + typecheck + format', scripts: ['lint', 'typecheck', 'format:check'] },
  { name: 'ui/unit/lint tests', scripts: ['test:ui'] },
  { name: 'api tests', scripts: ['test:api'] },
  { name: 'playwright', scripts: ['test:e2e'] },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** Runs `npm run <script>`: its output straight through when alone, else kept and printed at its end. */
function run(script: string, alone: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: alone ? 'inherit' : 'pipe' });
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

for (const stage of STAGES) {
  console.log(`\n▶ ${stage.name} (${stage.scripts.map((s) => `npm run ${s}`).join(', ')})`);
  const at = Date.now();
  const codes = await Promise.all(stage.scripts.map((s) => run(s, stage.scripts.length === 1)));
  const ms = Date.now() - at;
  const ok = codes.every((code) => code === 0);
  done.push({ name: stage.name, ms, ok });
  console.log(`■ ${stage.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
  if (!ok) {
    failed = codes.find((code) => code !== 0) ?? 1;
    break;
  }
}

console.log('\nStage                 Time');
for (const stage of done)
  console.log(
    `${stage.name.padEnd(21)} ${seconds(stage.ms).padStart(6)}${stage.ok ? '' : '  FAILED'}`,
  );
console.log(`${'all'.padEnd(21)} ${seconds(Date.now() - started).padStart(6)}`);
process.exit(failed ?? 0);
