import SQLite from 'better-sqlite3';

/**
 * Copies the SQLite database at `sourceFile` to `targetFile` while the service keeps running,
 * with SQLite's online backup API (better-sqlite3's `backup()`), then checks the copy
 * (`PRAGMA integrity_check`). All remaining pages go in one step: one read transaction, so the
 * copy is the database as of one moment (WAL mode: writers go on meanwhile) and a write landing
 * between steps cannot restart the copy for ever.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<void> {
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(targetFile, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new SQLite(targetFile, { fileMustExist: true });
  try {
    const result: unknown = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new Error(`The copy of ${sourceFile} fails its integrity check: ${String(result)}`);
    // The copy stands alone: one file, no write-ahead log beside it.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}
