import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startWalCheckpointer } from './walCheckpointer';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Steady small write transactions (BEGIN IMMEDIATE, as the server's), yielding now and then; then
 * a pause, one more write, and the number of frames the log holds after it.
 */
async function writeSteadily(
  file: string,
  transactions: number,
): Promise<{ frames: number; errors: number }> {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, body TEXT)');
  const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
  let errors = 0;
  const write = () => {
    try {
      db.exec('BEGIN IMMEDIATE');
      insert.run('x'.repeat(3000));
      db.exec('COMMIT');
    } catch {
      errors += 1;
      if (db.inTransaction) db.exec('ROLLBACK');
    }
  };
  for (let i = 0; i < transactions; i += 1) {
    write();
    if (i % 20 === 0) await sleep(2);
  }
  await sleep(500);
  write();
  const [state] = db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
  db.close();
  return { frames: state?.log ?? -1, errors };
}

describe('the WAL checkpointer', () => {
  it('lets the log start over under steady writes, and the writers never fail', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wal-'));
    // Control: with nobody checkpointing, the log keeps every frame of 1500 transactions.
    const unchecked = await writeSteadily(join(dir, 'unchecked.db'), 1500);
    expect(unchecked.frames).toBeGreaterThan(1500);

    const file = join(dir, 'checked.db');
    new SQLite(file).pragma('journal_mode = WAL');
    const errors: string[] = [];
    const checkpointer = startWalCheckpointer(file, {
      intervalMs: 5,
      restartFrames: 100,
      onError: (m) => errors.push(m),
    });
    try {
      const checked = await writeSteadily(file, 1500);
      expect(checked.errors).toBe(0);
      // Restarted: only the last write's frames are in the log.
      expect(checked.frames).toBeLessThan(20);
    } finally {
      await checkpointer.stop();
    }
    expect(errors).toEqual([]);
  });
});
