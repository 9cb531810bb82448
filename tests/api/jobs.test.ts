import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkJobView } from '../../server/jobs/bulkJobs';
import type { TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

const dialects = await testDialects();
const DATABASE = 'console_jobs';

interface AuditRow {
  action: string;
  changed_by: string;
  changed_by_name?: string | null;
  TraceKey: string;
  change: { field: string; from: unknown; to: unknown }[];
}

const bulkPath = (type: string) => `/api/catalog/bulkupdate/urn/resource/catalog/${type}`;
const statusPath = (id: string) => `/api/catalog/bulkupdate/status/${id}`;

/** Creates draft movies (new items start as drafts) and returns their ids. */
async function createDrafts(server: TestServer, prefix: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const id = `${prefix}-${n}`;
    const { status, body } = await server.api(
      'editor',
      '/api/catalog/content/urn/resource/catalog/movie',
      {
        method: 'POST',
        product: 'main',
        json: { id, lon: [{ lang: 'en', n: `Bulk ${prefix} ${n}` }] },
      },
    );
    expect(status, JSON.stringify(body.header.errors)).toBe(201);
    expect((body.data as { st: string }).st).toBe('draft');
    ids.push(id);
  }
  return ids;
}

async function startJob(
  server: TestServer,
  user: string,
  ids: string[],
  changes: Record<string, unknown>,
) {
  return server.api(user, bulkPath('movie'), {
    method: 'PUT',
    product: 'main',
    json: { ids, changes },
  });
}

/** Polls a job's status until it stops being in flight; fails after the timeout. */
async function waitForJob(
  server: TestServer,
  user: string,
  id: string,
  timeoutMs = 20_000,
): Promise<BulkJobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await server.api(user, statusPath(id));
    expect(status).toBe(200);
    const job = body.data as BulkJobView;
    if (job.status !== 'yet-to-start' && job.status !== 'processing') return job;
    if (Date.now() > deadline)
      throw new Error(
        `Job ${id} still ${job.status} after ${timeoutMs} ms: ${JSON.stringify(job)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function movieStatus(server: TestServer, id: string): Promise<string> {
  const { status, body } = await server.api(
    'editor',
    `/api/catalog/content/urn/resource/catalog/movie/${id}/versions`,
    { product: 'main' },
  );
  expect(status).toBe(200);
  const versions = body.data as { key: string; st: string }[];
  expect(versions).toHaveLength(1);
  return versions[0]?.st ?? '';
}

describe.each(dialects)('bulk update jobs on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, database: DATABASE });
  });
  afterAll(async () => server?.stop());

  it('answers 202 with a job at once, then archives every item and audits each as bulkupdate', async () => {
    const ids = await createDrafts(server, 'bulk-ok', 5);
    const started = await startJob(server, 'editor', ids, { st: 'archived' });
    expect(started.status).toBe(202);
    const created = started.body.data as BulkJobView;
    expect(created).toMatchObject({
      cty: 'movie',
      status: 'yet-to-start',
      count: 5,
      success: 0,
      failure: 0,
      failureKeys: [],
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.status_id).toBe(created.id);
    expect(created.tracking_id).toBe(created.id);

    const done = await waitForJob(server, 'editor', created.id);
    expect(done).toMatchObject({
      id: created.id,
      status: 'inactive',
      count: 5,
      success: 5,
      failure: 0,
      failureKeys: [],
      // The specification's bulk update result: no item failed, by network or by the API.
      networkError: 0,
      apiError: 0,
      errorMessage: '',
    });

    for (const id of ids) {
      expect(await movieStatus(server, id)).toBe('archived');
      const audit = await server.api('editor', `/api/audit/audit/movie/${id}`);
      expect(audit.status).toBe(200);
      const entries = audit.body.data as AuditRow[];
      const bulk = entries.filter((entry) => entry.action === 'bulkupdate');
      expect(bulk).toHaveLength(1);
      // Who changed it by name too (the sign-in's display name), for the audit trail to show.
      expect(bulk[0]).toMatchObject({
        changed_by: 'editor',
        changed_by_name: 'Eddie Editor',
        TraceKey: created.id,
      });
      expect(bulk[0]?.change).toContainEqual({ field: 'st', from: 'draft', to: 'archived' });
    }
  });

  it('archives a title as the list shows it: a draft and the published version behind it both', async () => {
    const ids = await createDrafts(server, 'bulk-title', 3);
    const moviePath = (id: string) => `/api/catalog/content/urn/resource/catalog/movie/${id}`;
    const current = async (id: string) =>
      (await server.api('editor', `${moviePath(id)}/versions`, { product: 'main' })).body.data as {
        key: string;
        ut: string;
        st: string;
      }[];
    const doc = async (id: string, key: string | undefined) =>
      (await server.api('editor', `${moviePath(id)}?key=${key ?? ''}`, { product: 'main' })).body
        .data as { key: string; ut: string };
    // Two titles are published, then edited: a draft stands in front of each published version.
    for (const id of ids.slice(0, 2)) {
      const draft = await doc(id, (await current(id))[0]?.key);
      const published = await server.api('editor', moviePath(id), {
        method: 'PUT',
        product: 'main',
        json: { key: draft?.key, ut: draft?.ut, st: 'published' },
      });
      expect(published.status, JSON.stringify(published.body.header.errors)).toBe(200);
      const live = await doc(id, (await current(id))[0]?.key);
      const edited = await server.api('editor', moviePath(id), {
        method: 'PUT',
        product: 'main',
        json: { key: live?.key, ut: live?.ut, pn: 'Edited' },
      });
      expect(edited.status, JSON.stringify(edited.body.header.errors)).toBe(200);
      expect((await current(id)).map((v) => v.st).sort()).toEqual(['draft', 'published']);
    }
    const started = await startJob(server, 'editor', ids, { st: 'archived' });
    const done = await waitForJob(server, 'editor', (started.body.data as BulkJobView).id);
    expect(done).toMatchObject({ status: 'inactive', count: 3, success: 3, failure: 0 });
    // No published version stays: each title is archived (its draft the current version).
    for (const id of ids) {
      const statuses = (await current(id)).map((v) => v.st);
      expect(statuses.length).toBeGreaterThan(0);
      expect(
        statuses.every((st) => st === 'archived'),
        statuses.join(),
      ).toBe(true);
    }
    const audit = await server.api('editor', `/api/audit/audit/movie/${ids[0] ?? ''}`);
    const entries = (audit.body.data as AuditRow[]).filter((e) => e.action === 'bulkupdate');
    expect(entries.map((e) => e.change.find((c) => c.field === 'st'))).toEqual(
      expect.arrayContaining([
        { field: 'st', from: 'draft', to: 'archived' },
        { field: 'st', from: 'published', to: 'archived' },
      ]),
    );
  });

  it('publishes each draft the way the editor does: pending with the approval flag, then published', async () => {
    const ids = await createDrafts(server, 'bulk-publish', 2);
    // A version already submitted for approval is published by the second update alone.
    const moviePath = (id: string) => `/api/catalog/content/urn/resource/catalog/movie/${id}`;
    const versions = await server.api('editor', `${moviePath(ids[1] ?? '')}/versions`, {
      product: 'main',
    });
    const draftKey = (versions.body.data as { key: string }[])[0]?.key ?? '';
    const draft = (
      await server.api('editor', `${moviePath(ids[1] ?? '')}?key=${draftKey}`, { product: 'main' })
    ).body.data as { key: string; ut: string };
    const submitted = await server.api('editor', moviePath(ids[1] ?? ''), {
      method: 'PUT',
      product: 'main',
      json: { key: draft?.key, ut: draft?.ut, st: 'pending', apr: true },
    });
    expect(submitted.status, JSON.stringify(submitted.body.header.errors)).toBe(200);

    const started = await startJob(server, 'editor', ids, { st: 'published' });
    expect(started.status).toBe(202);
    const jobId = (started.body.data as BulkJobView).id;
    const done = await waitForJob(server, 'editor', jobId);
    expect(done).toMatchObject({
      status: 'inactive',
      count: 2,
      success: 2,
      failure: 0,
      failureKeys: [],
      networkError: 0,
      apiError: 0,
      errorMessage: '',
    });
    const statusChanges = async (id: string) => {
      const audit = await server.api('editor', `/api/audit/audit/movie/${id}`);
      expect(audit.status).toBe(200);
      return (audit.body.data as AuditRow[])
        .filter((entry) => entry.action === 'bulkupdate' && entry.TraceKey === jobId)
        .map((entry) => entry.change.find((change) => change.field === 'st'))
        .reverse();
    };
    expect(await movieStatus(server, ids[0] ?? '')).toBe('published');
    expect(await statusChanges(ids[0] ?? '')).toEqual([
      { field: 'st', from: 'draft', to: 'pending' },
      { field: 'st', from: 'pending', to: 'published' },
    ]);
    expect(await movieStatus(server, ids[1] ?? '')).toBe('published');
    expect(await statusChanges(ids[1] ?? '')).toEqual([
      { field: 'st', from: 'pending', to: 'published' },
    ]);
  });

  it('counts an unknown id as a failure and names it in failureKeys', async () => {
    const ids = await createDrafts(server, 'bulk-partial', 2);
    const started = await startJob(
      server,
      'editor',
      [ids[0] ?? '', 'no-such-movie', ids[1] ?? ''],
      { st: 'archived' },
    );
    expect(started.status).toBe(202);
    const done = await waitForJob(server, 'editor', (started.body.data as BulkJobView).id);
    expect(done).toMatchObject({
      status: 'inactive',
      count: 3,
      success: 2,
      failure: 1,
      failureKeys: ['no-such-movie'],
      networkError: 0,
      apiError: 1,
      errorMessage: 'No movie no-such-movie',
    });
    expect(await movieStatus(server, ids[0] ?? '')).toBe('archived');
    expect(await movieStatus(server, ids[1] ?? '')).toBe('archived');
  });

  it("marks a job whose every item fails as 'failed'", async () => {
    const started = await startJob(server, 'editor', ['missing-a', 'missing-b'], {
      st: 'archived',
    });
    expect(started.status).toBe(202);
    const done = await waitForJob(server, 'editor', (started.body.data as BulkJobView).id);
    expect(done).toMatchObject({
      status: 'failed',
      count: 2,
      success: 0,
      failure: 2,
      failureKeys: ['missing-a', 'missing-b'],
    });
  });

  it('fails the items another user holds a lock on and leaves them unchanged', async () => {
    const ids = await createDrafts(server, 'bulk-locked', 2);
    const locked = await server.api('admin', '/api/user/user/lock/acquire', {
      method: 'POST',
      json: { id: ids[1], urn: 'urn:resource:catalog:movie' },
    });
    expect(locked.status).toBe(200);
    const started = await startJob(server, 'editor', ids, { st: 'archived' });
    expect(started.status).toBe(202);
    const done = await waitForJob(server, 'editor', (started.body.data as BulkJobView).id);
    expect(done).toMatchObject({
      status: 'inactive',
      count: 2,
      success: 1,
      failure: 1,
      failureKeys: [ids[1]],
    });
    expect(await movieStatus(server, ids[0] ?? '')).toBe('archived');
    expect(await movieStatus(server, ids[1] ?? '')).toBe('draft');
  });

  it('refuses a viewer starting a job with 403 and records no job', async () => {
    const before = await server.built.storage.db.selectFrom('jobs').select('id').execute();
    const { status, body } = await startJob(server, 'viewer', ['main-movie-13'], {
      st: 'archived',
    });
    expect(status).toBe(403);
    expect(body.header.errors[0]?.description).toBe('You do not have permission to update movie');
    const after = await server.built.storage.db.selectFrom('jobs').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it("hides a job's status from another user (404), even an admin", async () => {
    const ids = await createDrafts(server, 'bulk-private', 1);
    const started = await startJob(server, 'editor', ids, { st: 'archived' });
    expect(started.status).toBe(202);
    const id = (started.body.data as BulkJobView).id;
    const other = await server.api('admin', statusPath(id));
    expect(other.status).toBe(404);
    expect(other.body.data).toBeNull();
    const list = await server.api('admin', '/api/catalog/bulkupdate/status');
    expect((list.body.data as BulkJobView[]).map((job) => job.id)).not.toContain(id);
    expect((await waitForJob(server, 'editor', id)).status).toBe('inactive');
  });
});

describe.each(dialects)('a bulk job across a restart on %s', (dialect) => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'console-jobs-restart-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created by a server without a job runner and completed by the next one on the same database', async () => {
    const first = await startTestServer({
      dialect,
      database: DATABASE,
      runJobs: false,
      env: { DATA_DIR: dataDir },
    });
    let jobId = '';
    let ids: string[] = [];
    try {
      ids = await createDrafts(first, 'restart', 3);
      const started = await startJob(first, 'editor', ids, { st: 'archived' });
      expect(started.status).toBe(202);
      jobId = (started.body.data as BulkJobView).id;
      // Nothing runs it here.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(((await first.api('editor', statusPath(jobId))).body.data as BulkJobView).status).toBe(
        'yet-to-start',
      );
    } finally {
      await first.stop();
    }

    const second = await startTestServer({
      dialect,
      database: DATABASE,
      env: { DATA_DIR: dataDir },
      ...(dialect === 'postgres' ? { sharedDatabase: true } : { noSeed: true }),
    });
    try {
      const done = await waitForJob(second, 'editor', jobId);
      expect(done).toMatchObject({
        id: jobId,
        status: 'inactive',
        count: 3,
        success: 3,
        failure: 0,
        failureKeys: [],
      });
      for (const id of ids) expect(await movieStatus(second, id)).toBe('archived');
    } finally {
      await second.stop();
    }
  });
});

describe.each(dialects)('a bulk job resumed after its process died mid-job on %s', (dialect) => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'console-jobs-crash-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies each item once: the item whose write committed just before the death is not published again', async () => {
    // The test hook: the server process exits (real process death, no clean-up) right after the
    // write of the job's second item commits, before anything else of the job happens.
    const first = await startTestServer({
      dialect,
      database: DATABASE,
      // Its claims hold 3 s without progress (JOB_CLAIM_SECONDS; 30 s by default).
      env: { DATA_DIR: dataDir, TEST_CRASH_AFTER_BULK_ITEMS: '2', JOB_CLAIM_SECONDS: '3' },
    });
    let jobId = '';
    let ids: string[] = [];
    try {
      ids = await createDrafts(first, 'crash', 4);
      const started = await startJob(first, 'editor', ids, { st: 'published' });
      expect(started.status).toBe(202);
      jobId = (started.body.data as BulkJobView).id;
      const deadline = Date.now() + 20_000;
      while (first.process.exitCode() === null && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(first.process.exitCode(), first.process.output()).toBe(70);
    } finally {
      await first.stop();
    }

    const second = await startTestServer({
      dialect,
      database: DATABASE,
      env: { DATA_DIR: dataDir },
      ...(dialect === 'postgres' ? { sharedDatabase: true } : { noSeed: true }),
    });
    try {
      // The dead runner's claim on the job lapses first, JOB_CLAIM_SECONDS (3 s) after its last
      // progress: well within this wait, which the default 30 s claim would outlast.
      const done = await waitForJob(second, 'editor', jobId, 20_000);
      expect(done).toMatchObject({ status: 'inactive', count: 4, success: 4, failure: 0 });
      // One version each, published: no second update of an item already published (which would
      // write a new draft beside it), and the two bulkupdate audit entries of a publication per
      // item (submitted, then published).
      for (const id of ids) expect(await movieStatus(second, id)).toBe('published');
      const audited = await second.built.storage.db
        .selectFrom('audit')
        .select('id')
        .where('action', '=', 'bulkupdate')
        .where('trace_key', '=', jobId)
        .execute();
      expect(audited.map((row) => row.id).sort()).toEqual([...ids, ...ids].sort());
    } finally {
      await second.stop();
    }
  }, 120_000);
});
