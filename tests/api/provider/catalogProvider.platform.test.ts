import { describe, expect, it } from 'vitest';
import { ConsoleHttpError, isAbortError } from '../../../dataProvider/errors';
import type { ContentRecord } from '../../../dataProvider/types';
import { failure, newMovie, startProviderTestServer } from './providerTestKit';

/* The data provider's bulk, lock, settings and product methods, and its failures, against the real service. */

const kit = startProviderTestServer('console_dp_platform');
const { providerFor } = kit;

describe('bulk updates', () => {
  it('runs a bulk update job to completion and lists it', async () => {
    const provider = providerFor('editor');
    const a = await provider.create<ContentRecord>('movie', { data: newMovie('Bulk A') });
    const b = await provider.create<ContentRecord>('movie', { data: newMovie('Bulk B') });
    const job = await provider.startBulkUpdate('movie', [a.data.id, b.data.id], { vce: false });
    expect(job.count).toBe(2);
    let status = await provider.getBulkStatus(job.id);
    for (let i = 0; i < 100 && status.success + status.failure < status.count; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await provider.getBulkStatus(job.id);
    }
    expect(status).toMatchObject({ count: 2, success: 2, failure: 0 });
    expect((await provider.listBulkJobs()).map((j) => j.id)).toContain(job.id);
  });
});

describe('locks', () => {
  it('acquires, refuses another user with 423 Locked by ..., beats, and releases (also as keepalive)', async () => {
    const editor = providerFor('editor');
    const admin = providerFor('admin');
    const mine = await editor.acquireLock('movie', 'main-movie-5');
    expect(mine.ls).not.toBe('open');
    expect(mine.lo_name).toBe('editor');
    expect(await admin.getLockStatus('movie', 'main-movie-5')).toMatchObject({
      ls: mine.ls,
      lo_name: 'editor',
    });

    const refused = await failure(admin.acquireLock('movie', 'main-movie-5'));
    expect(refused.status).toBe(423);
    expect(refused.message).toBe('Locked by editor');
    expect(refused.data).toMatchObject({ lo_name: 'editor' });

    const current = await admin.getOne<ContentRecord>('movie', { id: 'main-movie-5' });
    const blocked = await failure(
      admin.update('movie', { id: 'main-movie-5', data: {}, previousData: current.data }),
    );
    expect(blocked.status).toBe(423);
    expect(blocked.message).toBe('Locked by editor');

    await editor.heartbeatLock('movie', 'main-movie-5');
    await editor.releaseLock('movie', 'main-movie-5', { beacon: true });
    expect((await editor.getLockStatus('movie', 'main-movie-5')).ls).toBe('open');

    await editor.acquireLock('movie', 'main-movie-6');
    await admin.releaseLock('movie', 'main-movie-6', { force: true });
    expect((await editor.getLockStatus('movie', 'main-movie-6')).ls).toBe('open');
  });

  it("fails a heartbeat on a lock the user does not hold with the server's message", async () => {
    const error = await failure(providerFor('editor').heartbeatLock('movie', 'main-movie-7'));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Fetch lock beat failed!');
  });
});

describe('settings and products', () => {
  it('creates, lists, updates and deletes a user setting', async () => {
    const provider = providerFor('editor');
    const created = await provider.createSetting('filters', 'My drafts', { st: 'draft' });
    expect(created).toMatchObject({ t: 'filters', n: 'My drafts', payload: { st: 'draft' } });
    expect((await provider.listSettings('filters')).map((s) => s.id)).toContain(created.id);
    const updated = await provider.updateSetting(created.id, { st: 'published' }, 'My published');
    expect(updated).toMatchObject({ n: 'My published', payload: { st: 'published' } });
    await provider.deleteSetting(created.id);
    expect((await provider.listSettings('filters')).map((s) => s.id)).not.toContain(created.id);
    const missing = await failure(provider.deleteSetting(created.id));
    expect(missing.status).toBe(404);
  });

  it('lists products, lets a product admin create one and refuses an editor', async () => {
    expect(await providerFor('viewer').listProducts()).toEqual([{ id: 'main', n: 'Main' }]);
    const created = await providerFor('admin').createProduct('Provider Sports');
    expect(created).toEqual({ id: 'provider-sports', n: 'Provider Sports' });
    const refused = await failure(providerFor('editor').createProduct('Editor Product'));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Only product administrators may create products');
  });
});

describe('language preferences', () => {
  it("reads GET /config/language: English the default, the four languages; 'Error fetching global configs' when the answer is no envelope", async () => {
    expect(await providerFor('viewer').getLanguageConfig()).toEqual({
      default: 'en',
      languages: ['en', 'zh', 'ms', 'ta'],
    });
    const broken = kit.providerWith({
      services: { ...kit.services, config: '/config.json#' },
      tokenGetter: () => kit.server.token('viewer'),
    });
    const error = await failure(broken.getLanguageConfig());
    expect(error.message).toBe('Error fetching global configs');
  });
});

describe('failures', () => {
  it('reports a missing token as 401 with the envelope description', async () => {
    const provider = kit.providerWith({
      tokenGetter: async () => undefined,
      productGetter: () => 'main',
    });
    const error = await failure(provider.listProducts());
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication required');
  });

  it('uses the fallback message when the answer is not an envelope, and a network message when there is none', async () => {
    // A base ending in '#' sends the call to /config.json: JSON, but not an envelope.
    const broken = kit.providerWith({
      services: { ...kit.services, policy: '/config.json#' },
      tokenGetter: () => kit.server.token('editor'),
    });
    const error = await failure(broken.listProducts());
    expect(error.status).toBe(200);
    expect(error.message).toBe('Fetch products failed!');
    expect(error.body).toBeUndefined();
    const offline = kit.providerWith({
      origin: 'http://127.0.0.1:9',
      tokenGetter: async () => 'x',
    });
    const network = await failure(offline.listProducts());
    expect(network.status).toBe(0);
    expect(network.message).toBe('Network request failed');
  });

  it('rejects a cancelled request with the AbortError itself (callers stay silent)', async () => {
    const controller = new AbortController();
    controller.abort();
    const call = providerFor('editor').getList('movie', {
      pagination: { page: 1, perPage: 5 },
      filter: {},
      signal: controller.signal,
    });
    const error: unknown = await call.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ConsoleHttpError);
  });
});
