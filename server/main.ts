import { loadConfig } from './config';
import { buildApp } from './app';
import { ensureConsoleBuild } from './consoleBuild';
import { seedDemoDataIfEmpty } from './seed/demoSeed';
import { startJobRunner } from './jobs/bulkJobs';
import { startIngestionRunner } from './vll/epgIngestion';
import { startLiveToVodRunner } from './jobs/liveToVod';
import { ffmpegBinary, stopAllFfmpeg } from './media/ffmpeg';
import { isDemoAccount, loadUsers } from './idp/users';

/**
 * The crash test's hook (tests/api/jobs.test.ts): with TEST_CRASH_AFTER_BULK_ITEMS=n outside
 * production, the process exits (code 70, no clean-up) right after the n-th bulk item's write.
 */
function crashHook(after: number): { afterItemCommitted?: () => void } {
  if (after <= 0) return {};
  let written = 0;
  return {
    afterItemCommitted: () => {
      written += 1;
      if (written >= after) process.exit(70);
    },
  };
}

/** `npm start`: build the console if needed, open and migrate the database, seed, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.skipConsoleBuild) ensureConsoleBuild(config.distDir, (m) => console.log(m));
  const { app, storage, catalog, media } = await buildApp(config);
  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty(storage, catalog, { itemsPerProduct: undefined });
    if (seeded > 0) app.log.info(`Seeded ${seeded} demo items`);
    // The demo media every VOD item plays (about 2 minutes of CPU), made now in the background
    // at a low priority when it is not made yet, rather than on the first open of a video.
    if (config.demoMediaAtStart)
      media.source.prepareInBackground().catch((error: unknown) => {
        app.log.error({ err: error }, 'making the demo media at start failed');
      });
  }
  if (config.runJobs) {
    const stopJobs = startJobRunner(
      {
        db: storage.db,
        dialect: storage.dialect,
        catalog,
        log: app.log,
        generation: storage.generation,
        claimMs: config.jobClaimSeconds * 1000,
        ...crashHook(config.testCrashAfterBulkItems),
      },
      { pollMs: config.jobPollMs },
    );
    app.addHook('onClose', async () => stopJobs());
    // EPG and event ingestions (issue 10): job rows of their own kinds, a runner of their own.
    const stopIngestions = startIngestionRunner(
      { db: storage.db, log: app.log, stepMs: 20 },
      { pollMs: config.jobPollMs },
    );
    app.addHook('onClose', async () => stopIngestions());
    // Live-to-VOD conversions (issue 14): run once their recorded window has ended.
    const stopLiveToVod = startLiveToVodRunner(
      {
        db: storage.db,
        dialect: storage.dialect,
        catalog,
        log: app.log,
        generation: storage.generation,
        media: {
          mediaDir: config.mediaDir,
          ffmpeg: ffmpegBinary(config.ffmpegPath),
          timeoutMs: config.mediaJobTimeoutSeconds * 1000,
          maxSeconds: config.liveRecordingMaxSeconds,
        },
      },
      { pollMs: config.jobPollMs },
    );
    app.addHook('onClose', async () => stopLiveToVod());
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
    // Requests that do not finish in time (a client still sending, a stream left open) do not
    // hold the process past SHUTDOWN_DEADLINE_SECONDS: it exits anyway, saying so.
    const deadline = setTimeout(() => {
      app.log.error(
        `shutdown not finished after ${config.shutdownDeadlineSeconds} s (SHUTDOWN_DEADLINE_SECONDS): exiting with requests still open`,
      );
      process.exit(1);
    }, config.shutdownDeadlineSeconds * 1000);
    deadline.unref();
    // ffmpeg runs (demo media, cuts, recordings) are stopped first: none is left behind writing
    // into the media folder, and each job notes its run as stopped while the database is open.
    stopAllFfmpeg()
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const storageText =
    storage.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.sqliteFile;
  const lines = [
    '',
    `  Streaming Console is running: ${config.publicUrl}`,
    `  storage: ${storageText}; sign-in: ${config.authMode === 'embedded' ? `embedded provider at ${config.issuer}` : config.issuer}`,
  ];
  if (config.authMode === 'embedded') {
    const users = loadUsers(config.usersFile).filter(isDemoAccount);
    if (users.length > 0) lines.push('  demo sign-ins (plain demo passwords in the users file):');
    for (const user of users)
      lines.push(
        `    ${user.username.padEnd(13)} ${user.roles.join(', ') || '(no role)'}; products: ${user.product?.join(', ') ?? '(none)'}`,
      );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
