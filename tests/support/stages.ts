// `npm test` (`node --import tsx tests/support/stages.ts`): the whole suite, stage after stage, stopping at the first that fails. Each stage is
// an npm script of its own; its time is printed when it ends, and all of them at the end.
import { spawnSync } from 'node:child_process';

const STAGES = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'format', script: 'format:check' },
  { name: 'ui/unit/lint tests', script: 'test:ui' },
  { name: 'api tests', script: 'test:api' },
  { name: 'playwright', script: 'test:e2e' },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const done: { name: string; ms: number; ok: boolean }[] = [];
const started = Date.now();
let failed: number | undefined;

for (const stage of STAGES) {
  console.log(`\n▶ ${stage.name} (npm run ${stage.script})`);
  const at = Date.now();
  const run = spawnSync(npm, ['run', stage.script], { stdio: 'inherit' });
  const ms = Date.now() - at;
  const ok = run.status === 0;
  done.push({ name: stage.name, ms, ok });
  console.log(`■ ${stage.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
  if (!ok) {
    failed = run.status ?? 1;
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
