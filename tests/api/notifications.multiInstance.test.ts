import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkJobView } from '../../server/jobs/bulkJobs';
import type { TestServer } from '../helpers/testServer';
import { POSTGRES_URL, postgresAvailable, startTestServer } from '../helpers/testServer';
import { openJobStream, ticketFor } from './notificationsSse';

const postgres = await postgresAvailable();
const DATABASE = 'notify_test_b';

const title = postgres
  ? 'notification streams across two server instances on one PostgreSQL database'
  : `notification streams across two instances (skipped: PostgreSQL at ${POSTGRES_URL} does not answer; SQLite is one process's file)`;

describe.skipIf(!postgres)(title, () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    // Only A runs jobs: every progress event B's stream receives comes from A through NOTIFY.
    a = await startTestServer({ dialect: 'postgres', database: DATABASE });
    b = await startTestServer({
      dialect: 'postgres',
      database: DATABASE,
      sharedDatabase: true,
      runJobs: false,
      env: { PUBLIC_URL: a.baseUrl },
    });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('streams on B, within 1 s, the progress of a job started and run on A (LISTEN/NOTIFY)', async () => {
    const authOnB = { authorization: `Bearer ${await a.token('editor')}` };
    // A ticket issued by A opens a stream on B (the secret is in the shared database).
    const stream = await openJobStream(b, await ticketFor(a, 'editor'));
    const alsoOnB = await openJobStream(b, await ticketFor(b, '', authOnB));
    try {
      const started = Date.now();
      const { status, body } = await a.api(
        'editor',
        '/api/catalog/bulkupdate/urn/resource/catalog/movie',
        {
          method: 'PUT',
          product: 'main',
          json: {
            ids: Array.from({ length: 15 }, (_, n) => `main-movie-${n + 1}`),
            changes: { rt: 2468 },
          },
        },
      );
      expect(status).toBe(202);
      const job = body.data as BulkJobView;
      const created = await stream.waitFor((j) => j.id === job.id, 1000);
      expect(created.at - started).toBeLessThan(1000);
      const done = await stream.waitFor((j) => j.id === job.id && j.status === 'inactive', 20_000);
      expect(done.job).toMatchObject({ count: 15, success: 15, failure: 0 });
      const events = stream.events.filter((e) => e.job.id === job.id);
      expect(new Set(events.map((e) => e.job.success)).size).toBeGreaterThanOrEqual(10);
      for (const event of events) expect(event.at - Date.parse(event.job.ut)).toBeLessThan(1000);
      await alsoOnB.waitFor((j) => j.id === job.id && j.status === 'inactive', 1000);
    } finally {
      stream.close();
      alsoOnB.close();
    }
  });

  it('streams on A the jobs started through B', async () => {
    const stream = await openJobStream(a, await ticketFor(a, 'editor'));
    try {
      const { status, body } = await b.api(
        '',
        '/api/catalog/bulkupdate/urn/resource/catalog/movie',
        {
          method: 'PUT',
          product: 'main',
          headers: { authorization: `Bearer ${await a.token('editor')}` },
          json: { ids: ['main-movie-3'], changes: { rt: 1357 } },
        },
      );
      expect(status).toBe(202);
      const job = body.data as BulkJobView;
      await stream.waitFor((j) => j.id === job.id && j.status === 'inactive', 20_000);
    } finally {
      stream.close();
    }
  });
});
