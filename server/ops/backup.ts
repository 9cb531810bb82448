import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ServerConfig } from '../config';
import { backupSqlite } from '../store/sqliteBackup';

/** What a backup folder holds (backup.json). */
export interface BackupManifest {
  format: 1;
  /** When the backup was made (ISO 8601). */
  made: string;
  dialect: 'sqlite' | 'postgres';
  /** The database: console.db (SQLite) or console.dump (pg_dump's custom format). */
  database: string;
  /** The uploaded images (DATA_DIR/images), when there were any. */
  images: string | null;
  /** Live-to-VOD items' media (MEDIA_DIR/vod), made once by their jobs, when there is any. */
  recordedMedia: string | null;
  /** A copy of IDP_SIGNING_KEYS_FILE, when the keys are kept in a file rather than the database. */
  signingKeys: string | null;
}

const MANIFEST = 'backup.json';
const IMAGES = 'images';
/** Under MEDIA_DIR: what live-to-VOD jobs made; the rest of MEDIA_DIR is made again on demand. */
const RECORDED_MEDIA = 'vod';

type BackupConfig = Pick<
  ServerConfig,
  'dataDir' | 'sqliteFile' | 'databaseUrl' | 'signingKeysFile' | 'mediaDir'
>;

function dialectOf(config: BackupConfig): 'sqlite' | 'postgres' {
  return config.databaseUrl && /^postgres(ql)?:\/\//.test(config.databaseUrl)
    ? 'postgres'
    : 'sqlite';
}

/** Runs a PostgreSQL client tool, failing with what it printed. */
function runTool(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(
      `${tool} could not run (${result.error.message}): install the PostgreSQL client tools`,
    );
  if (result.status !== 0)
    throw new Error(`${tool} failed (exit ${String(result.status)}): ${result.stderr}`);
}

/**
 * Backs the service's state up into `target` (a new or empty folder) while the service runs:
 * the database (SQLite: the online backup API; PostgreSQL: pg_dump, which reads one snapshot),
 * the uploaded images, live-to-VOD items' media (MEDIA_DIR/vod) and the signing keys file when
 * there is one. The rest of MEDIA_DIR is left out: the service makes it again when missing.
 */
export async function backup(config: BackupConfig, target: string): Promise<BackupManifest> {
  const folder = resolve(target);
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw new Error(`${folder} is not empty: back up into a new folder`);
  mkdirSync(folder, { recursive: true });
  const dialect = dialectOf(config);
  let database: string;
  if (dialect === 'sqlite') {
    database = 'console.db';
    await backupSqlite(config.sqliteFile, join(folder, database));
  } else {
    database = 'console.dump';
    runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${join(folder, database)}`,
      `--dbname=${config.databaseUrl ?? ''}`,
    ]);
  }
  const imagesDir = join(config.dataDir, IMAGES);
  const images = existsSync(imagesDir) ? IMAGES : null;
  if (images) cpSync(imagesDir, join(folder, images), { recursive: true });
  const recordedDir = join(config.mediaDir, RECORDED_MEDIA);
  const recordedMedia = existsSync(recordedDir) ? 'media-vod' : null;
  if (recordedMedia) cpSync(recordedDir, join(folder, recordedMedia), { recursive: true });
  let signingKeys: string | null = null;
  if (config.signingKeysFile) {
    signingKeys = 'signing-keys.json';
    cpSync(config.signingKeysFile, join(folder, signingKeys));
  }
  const manifest: BackupManifest = {
    format: 1,
    made: new Date().toISOString(),
    dialect,
    database,
    images,
    recordedMedia,
    signingKeys,
  };
  writeFileSync(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Moves `path` aside (to `path.before-restore-<stamp>`) when it exists; returns where to. */
function moveAside(path: string, stamp: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const aside = `${path}.before-restore-${stamp}`;
  renameSync(path, aside);
  return aside;
}

/**
 * Puts a backup made by `backup` back, with the service stopped: the database (SQLite: the file
 * replaces DATA_DIR/console.db, its old log files go with the old file; PostgreSQL: pg_restore
 * --clean into DATABASE_URL), the images folder, live-to-VOD media and the signing keys file. What it replaces is
 * moved aside (`<name>.before-restore-<time>`), not deleted. Returns what was moved aside.
 */
export function restore(config: BackupConfig, source: string): string[] {
  const folder = resolve(source);
  const manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${join(folder, MANIFEST)}: unknown backup format`);
  const dialect = dialectOf(config);
  if (manifest.dialect !== dialect)
    throw new Error(
      `The backup is of a ${manifest.dialect} database but the service is configured for ${dialect}`,
    );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];
  const aside = (path: string) => {
    const moved = moveAside(path, stamp);
    if (moved) movedAside.push(moved);
  };
  mkdirSync(config.dataDir, { recursive: true });
  if (manifest.dialect === 'sqlite') {
    // The old file's write-ahead log must not be applied to the restored file.
    for (const suffix of ['', '-wal', '-shm']) aside(`${config.sqliteFile}${suffix}`);
    cpSync(join(folder, manifest.database), config.sqliteFile);
  } else {
    runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${config.databaseUrl ?? ''}`,
      join(folder, manifest.database),
    ]);
  }
  const imagesDir = join(config.dataDir, IMAGES);
  aside(imagesDir);
  if (manifest.images) cpSync(join(folder, manifest.images), imagesDir, { recursive: true });
  const recordedDir = join(config.mediaDir, RECORDED_MEDIA);
  aside(recordedDir);
  if (manifest.recordedMedia)
    cpSync(join(folder, manifest.recordedMedia), recordedDir, { recursive: true });
  if (manifest.signingKeys) {
    if (!config.signingKeysFile)
      throw new Error(
        'The backup holds a signing keys file: set IDP_SIGNING_KEYS_FILE to where it goes',
      );
    aside(config.signingKeysFile);
    mkdirSync(dirname(config.signingKeysFile), { recursive: true });
    cpSync(join(folder, manifest.signingKeys), config.signingKeysFile);
  }
  return movedAside;
}
