import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const work = mkdtempSync(join(tmpdir(), 'first-open-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A process that loads openStorage, says 'ready', and opens the file when it reads 'go'. */
const child = join(work, 'open.mts');
writeFileSync(
  child,
  `import { openStorage } from ${JSON.stringify(join(import.meta.dirname, 'db.ts'))};
process.stdout.write('ready\\n');
process.stdin.once('data', async () => {
  try {
    const storage = await openStorage({ sqliteFile: process.argv[2], walCheckpoints: false });
    await storage.close();
    process.stdout.write('opened\\n');
  } catch (error) {
    process.stdout.write(String(error) + '\\n');
  }
  process.exit(0);
});
`,
);

interface Opener {
  ready: Promise<void>;
  go(): void;
  result: Promise<string>;
}

function opener(file: string): Opener {
  const launched = spawn(process.execPath, ['--import', 'tsx', child, file], {
    cwd: join(import.meta.dirname, '..', '..'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  launched.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('ready\n')) markReady();
  });
  const result = new Promise<string>((resolve) =>
    launched.once('exit', () => resolve(out.replace(/^ready\n/, '').trim())),
  );
  return { ready, go: () => launched.stdin.write('go\n'), result };
}

describe('a new SQLite file opened by several instances at the same moment', () => {
  it('is migrated once and every instance opens it (3 trials of 3 processes)', async () => {
    for (let trial = 1; trial <= 3; trial += 1) {
      const file = join(work, `trial-${trial}`, 'console.db');
      const openers = Array.from({ length: 3 }, () => opener(file));
      await Promise.all(openers.map((one) => one.ready));
      for (const one of openers) one.go();
      const results = await Promise.all(openers.map((one) => one.result));
      expect(results, `trial ${trial}`).toEqual(['opened', 'opened', 'opened']);
    }
  }, 120_000);
});
