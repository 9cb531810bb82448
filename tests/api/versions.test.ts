import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/audit';
import { HEADER_CODE, REASON } from '../../domain/envelope';
import type { VersionEntry } from '../../domain/versions';
import type { ApiBody, TestServer } from '../helpers/testServer';
import { startTestServer, testDialects } from '../helpers/testServer';

/*
 * Versioned drafts and publication (spec sections 3, 4 and 7): create, edit, publish, the
 * draft beside a published version, history, status updates, the approval workflow, stale
 * updates (alone and twenty at once), validation, payload cleaning and the audit trail.
 */

const dialects = await testDialects();

const MOVIES = '/api/catalog/content/urn/resource/catalog/movie';
const AUDIT = '/api/audit/audit';

interface Name {
  lang: string;
  n: string;
}
interface Doc {
  id: string;
  key: string;
  cty: string;
  st: string;
  ut: string;
  ct: string;
  prd: string[];
  lon: Name[];
  [field: string]: unknown;
}
const english = (n: string): Name[] => [{ lang: 'en', n }];

describe.each(dialects)('versions and writes on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ dialect, database: 'console_versions' });
  });
  afterAll(async () => server?.stop());

  const create = (
    id: string,
    fields: Record<string, unknown> = {},
    user = 'editor',
    headers: Record<string, string> = {},
  ) =>
    server.api(user, MOVIES, {
      product: 'main',
      method: 'POST',
      json: { id, lon: english(`Title of ${id}`), ...fields },
      headers,
    });
  const update = (
    id: string,
    body: Record<string, unknown>,
    user = 'editor',
    headers: Record<string, string> = {},
  ) => server.api(user, `${MOVIES}/${id}`, { product: 'main', method: 'PUT', json: body, headers });
  const get = (id: string, query = '') =>
    server.api('editor', `${MOVIES}/${id}${query}`, { product: 'main' });
  const versionsOf = async (id: string): Promise<VersionEntry[]> => {
    const { status, body } = await server.api('editor', `${MOVIES}/${id}/versions`, {
      product: 'main',
    });
    expect(status).toBe(200);
    return body.data as VersionEntry[];
  };
  const count = async (st: string): Promise<number> => {
    const { body } = await server.api(
      'editor',
      `/api/catalog/count/urn/resource/catalog/movie?st=${st}`,
      { product: 'main' },
    );
    return (body.data as { count: number }[])[0]?.count ?? -1;
  };
  const listKeys = async (st: string, id: string): Promise<string[]> => {
    // One page of 1000 holds every movie of this small seed.
    const { body } = await server.api('editor', `${MOVIES}?st=${st}&pageSize=1000`, {
      product: 'main',
    });
    return (body.data as Doc[]).filter((doc) => doc.id === id).map((doc) => doc.key);
  };
  const auditOf = async (id: string): Promise<AuditEntry[]> => {
    const { status, body } = await server.api('editor', `${AUDIT}/movie/${id}?pageSize=100`, {
      product: 'main',
    });
    expect(status).toBe(200);
    return body.data as AuditEntry[];
  };

  /** Everything stored about an item: its versions, each version's document and its audit trail. */
  async function snapshot(id: string): Promise<unknown> {
    const versions = await server.api('editor', `${MOVIES}/${id}/versions`, { product: 'main' });
    const docs =
      versions.status === 200
        ? await Promise.all(
            (versions.body.data as VersionEntry[]).map((v) => get(id, `?key=${v.key}`)),
          )
        : [];
    const audit = await server.api('editor', `${AUDIT}/movie/${id}?pageSize=100`, {
      product: 'main',
    });
    return {
      versions: versions.body,
      docs: docs.map((d) => d.body),
      chosen: (await get(id)).body,
      audit: audit.body,
      counts: [
        await count('all'),
        await count('published'),
        await count('draft'),
        await count('archived'),
        await count('deleted'),
        await count('purged'),
        await count('pending'),
      ],
    };
  }

  const doc = (body: ApiBody) => body.data as Doc;

  it('walks the lifecycle: create, edit the draft, publish, edit into V2, publish V2 (V1 becomes history)', async () => {
    const draftsBefore = await count('draft');
    const created = await create('life-1', { rt: 100 });
    expect(created.status).toBe(201);
    expect(created.body.header.code).toBe(HEADER_CODE.success);
    const v1 = doc(created.body);
    expect(v1).toMatchObject({
      id: 'life-1',
      key: 'life-1-v1',
      cty: 'movie',
      st: 'draft',
      urn: 'urn:resource:catalog:movie',
      prd: ['main'],
      rt: 100,
    });
    expect(v1.lon).toEqual(english('Title of life-1'));
    expect(v1.ct).toBe(v1.ut);
    expect(await versionsOf('life-1')).toEqual([
      { key: 'life-1-v1', st: 'draft', name: 'V1 - draft' },
    ]);
    expect(doc((await get('life-1')).body)).toEqual(v1);
    expect(await count('draft')).toBe(draftsBefore + 1);

    // Editing a draft rewrites it in place.
    const edited = await update('life-1', { key: v1.key, ut: v1.ut, lon: english('Edited draft') });
    expect(edited.status).toBe(200);
    const v1b = doc(edited.body);
    expect(v1b).toMatchObject({ key: 'life-1-v1', st: 'draft', rt: 100, ct: v1.ct });
    expect(v1b.lon).toEqual(english('Edited draft'));
    expect(v1b.ut > v1.ut).toBe(true);
    expect(await versionsOf('life-1')).toEqual([
      { key: 'life-1-v1', st: 'draft', name: 'V1 - draft' },
    ]);
    expect(await count('draft')).toBe(draftsBefore + 1);

    const published = await update('life-1', { key: v1b.key, ut: v1b.ut, st: 'published' });
    expect(published.status).toBe(200);
    const v1c = doc(published.body);
    expect(v1c).toMatchObject({ key: 'life-1-v1', st: 'published' });
    expect(v1c.lon).toEqual(english('Edited draft'));
    expect(await versionsOf('life-1')).toEqual([
      { key: 'life-1-v1', st: 'published', name: 'V1 - published' },
    ]);
    expect(await count('draft')).toBe(draftsBefore);

    // Editing the published version opens a new draft beside it; the published one stays as it was.
    const second = await update('life-1', { ...v1c, lon: english('Second edition') });
    expect(second.status).toBe(200);
    const v2 = doc(second.body);
    expect(v2).toMatchObject({ id: 'life-1', key: 'life-1-v2', st: 'draft', rt: 100, ct: v1.ct });
    expect(v2.lon).toEqual(english('Second edition'));
    expect(await versionsOf('life-1')).toEqual([
      { key: 'life-1-v1', st: 'published', name: 'V1 - published' },
      { key: 'life-1-v2', st: 'draft', name: 'V2 - draft' },
    ]);
    expect(doc((await get('life-1')).body).key).toBe('life-1-v2');
    const stillPublished = doc((await get('life-1', '?st=published')).body);
    expect(stillPublished).toEqual(v1c);
    expect(await listKeys('all', 'life-1')).toEqual(['life-1-v2']);
    expect(await listKeys('published', 'life-1')).toEqual(['life-1-v1']);
    expect(await listKeys('draft', 'life-1')).toEqual(['life-1-v2']);

    const v2Published = await update('life-1', { key: v2.key, ut: v2.ut, st: 'published' });
    expect(v2Published.status).toBe(200);
    expect(doc(v2Published.body)).toMatchObject({ key: 'life-1-v2', st: 'published' });
    expect(await versionsOf('life-1')).toEqual([
      { key: 'life-1-v1', st: 'archived', name: 'V1 - archived' },
      { key: 'life-1-v2', st: 'published', name: 'V2 - published' },
    ]);
    const current = doc((await get('life-1')).body);
    expect(current).toMatchObject({ key: 'life-1-v2', st: 'published' });
    expect(current.lon).toEqual(english('Second edition'));
    const history = doc((await get('life-1', '?key=life-1-v1')).body);
    expect(history).toMatchObject({ key: 'life-1-v1', st: 'archived' });
    expect(history.lon).toEqual(english('Edited draft'));
    expect(await listKeys('all', 'life-1')).toEqual(['life-1-v2']);
    expect(await listKeys('published', 'life-1')).toEqual(['life-1-v2']);
    // History is not a current version: it is in no list.
    expect(await listKeys('archived', 'life-1')).toEqual([]);
  });

  it('deletes, archives and purges by status updates; restores deleted and archived items to draft; purged is final', async () => {
    const v1 = doc((await create('status-1')).body);
    const deletedBefore = await count('deleted');
    const deleted = await update('status-1', { key: v1.key, ut: v1.ut, st: 'deleted' });
    expect(deleted.status).toBe(200);
    const d = doc(deleted.body);
    expect(d).toMatchObject({ key: 'status-1-v1', st: 'deleted' });
    expect(await versionsOf('status-1')).toEqual([
      { key: 'status-1-v1', st: 'deleted', name: 'V1 - deleted' },
    ]);
    expect(await count('deleted')).toBe(deletedBefore + 1);
    expect(await listKeys('deleted', 'status-1')).toEqual(['status-1-v1']);
    expect(await listKeys('all', 'status-1')).toEqual([]);

    const restored = doc((await update('status-1', { key: d.key, ut: d.ut, st: 'draft' })).body);
    expect(restored.st).toBe('draft');
    const published = doc(
      (await update('status-1', { key: restored.key, ut: restored.ut, st: 'published' })).body,
    );
    expect(published.st).toBe('published');
    const archived = await update('status-1', {
      key: published.key,
      ut: published.ut,
      st: 'archived',
    });
    expect(archived.status).toBe(200);
    const a = doc(archived.body);
    expect(a).toMatchObject({ key: 'status-1-v1', st: 'archived' });
    expect(await versionsOf('status-1')).toEqual([
      { key: 'status-1-v1', st: 'archived', name: 'V1 - archived' },
    ]);
    expect(await listKeys('archived', 'status-1')).toEqual(['status-1-v1']);

    const back = await update('status-1', { key: a.key, ut: a.ut, st: 'draft' });
    expect(back.status).toBe(200);
    const b = doc(back.body);
    expect(b).toMatchObject({ key: 'status-1-v1', st: 'draft' });
    expect(await versionsOf('status-1')).toEqual([
      { key: 'status-1-v1', st: 'draft', name: 'V1 - draft' },
    ]);
    expect(await listKeys('all', 'status-1')).toEqual(['status-1-v1']);

    const purged = await update('status-1', { key: b.key, ut: b.ut, st: 'purged' });
    expect(purged.status).toBe(200);
    const p = doc(purged.body);
    expect(p.st).toBe('purged');
    expect(await versionsOf('status-1')).toEqual([
      { key: 'status-1-v1', st: 'purged', name: 'V1 - purged' },
    ]);
    const before = await snapshot('status-1');
    for (const body of [
      { key: p.key, ut: p.ut, lon: english('After purge') },
      { key: p.key, ut: p.ut, st: 'draft' },
      { key: p.key, ut: p.ut, st: 'published' },
    ]) {
      const refused = await update('status-1', body);
      expect(refused.status).toBe(409);
      expect(refused.body.header.code).toBe(HEADER_CODE.error);
      expect(refused.body.header.errors[0]?.description).toBe('Purged content cannot be changed');
    }
    expect(await snapshot('status-1')).toEqual(before);
  });

  it('refuses an unknown status with 400 and changes nothing', async () => {
    const v1 = doc((await create('status-2')).body);
    const before = await snapshot('status-2');
    const refused = await update('status-2', { key: v1.key, ut: v1.ut, st: 'retired' });
    expect(refused.status).toBe(400);
    expect(refused.body.header.errors[0]?.description).toBe("Unknown status 'retired'");
    expect(await snapshot('status-2')).toEqual(before);
  });

  it('lets a creator submit for approval (pending + apr) but not publish; an approver publishes', async () => {
    const created = await create('flow-1', {}, 'creator');
    expect(created.status).toBe(201);
    const v1 = doc(created.body);
    expect(v1.st).toBe('draft');
    const before = await snapshot('flow-1');

    const publish = await update('flow-1', { key: v1.key, ut: v1.ut, st: 'published' }, 'creator');
    expect(publish.status).toBe(403);
    expect(publish.body.header.errors[0]?.description).toBe(
      'You do not have permission to publish movie',
    );
    const remove = await update('flow-1', { key: v1.key, ut: v1.ut, st: 'deleted' }, 'creator');
    expect(remove.status).toBe(403);
    expect(remove.body.header.errors[0]?.description).toBe(
      'You do not have permission to delete movie',
    );
    const withoutFlag = await update(
      'flow-1',
      { key: v1.key, ut: v1.ut, st: 'pending' },
      'creator',
    );
    expect(withoutFlag.status).toBe(400);
    expect(withoutFlag.body.header.errors[0]?.description).toBe(
      'Submitting for approval needs the approval flag (apr: true)',
    );
    const flagFalse = await update(
      'flow-1',
      { key: v1.key, ut: v1.ut, st: 'pending', apr: false },
      'creator',
    );
    expect(flagFalse.status).toBe(400);
    expect(await snapshot('flow-1')).toEqual(before);

    const submitted = await update(
      'flow-1',
      { key: v1.key, ut: v1.ut, st: 'pending', apr: true },
      'creator',
    );
    expect(submitted.status).toBe(200);
    const pending = doc(submitted.body);
    expect(pending).toMatchObject({ key: 'flow-1-v1', st: 'pending' });
    expect(pending).not.toHaveProperty('apr');
    expect(await versionsOf('flow-1')).toEqual([
      { key: 'flow-1-v1', st: 'pending', name: 'V1 - pending' },
    ]);

    const creatorAgain = await update(
      'flow-1',
      { key: pending.key, ut: pending.ut, st: 'published' },
      'creator',
    );
    expect(creatorAgain.status).toBe(403);

    const approved = await update(
      'flow-1',
      { key: pending.key, ut: pending.ut, st: 'published' },
      'approver',
    );
    expect(approved.status).toBe(200);
    expect(doc(approved.body)).toMatchObject({ key: 'flow-1-v1', st: 'published' });
    expect(await versionsOf('flow-1')).toEqual([
      { key: 'flow-1-v1', st: 'published', name: 'V1 - published' },
    ]);
    const trail = await auditOf('flow-1');
    expect(trail.map((e) => [e.changed_by, e.action])).toEqual([
      ['approver', 'status:published'],
      ['creator', 'status:pending'],
      ['creator', 'create'],
    ]);
  });

  it("takes an approver's publish as the console chains it: pending + apr, then published on the revision it returned", async () => {
    const v1 = doc((await create('chain-1', {}, 'approver')).body);
    const submitted = await update(
      'chain-1',
      { key: v1.key, ut: v1.ut, st: 'pending', apr: true },
      'approver',
    );
    expect(submitted.status).toBe(200);
    const pending = doc(submitted.body);
    expect(pending).toMatchObject({ key: v1.key, st: 'pending' });
    // The second update names the revision the first returned: the draft's is stale now.
    const stale = await update('chain-1', { key: v1.key, ut: v1.ut, st: 'published' }, 'approver');
    expect(stale.status).toBe(409);
    const published = await update(
      'chain-1',
      { key: pending.key, ut: pending.ut, st: 'published' },
      'approver',
    );
    expect(published.status).toBe(200);
    expect(doc(published.body)).toMatchObject({ key: v1.key, st: 'published' });
    const trail = await auditOf('chain-1');
    expect(trail.map((e) => [e.changed_by, e.action, e.change])).toEqual([
      ['approver', 'status:published', [{ field: 'st', from: 'pending', to: 'published' }]],
      ['approver', 'status:pending', [{ field: 'st', from: 'draft', to: 'pending' }]],
      ['approver', 'create', expect.anything()],
    ]);
  });

  it('answers the versions of an unknown id with 404 and reason 40710504', async () => {
    const { status, body } = await server.api('editor', `${MOVIES}/no-such-movie/versions`, {
      product: 'main',
    });
    expect(status).toBe(404);
    expect(body.header.code).toBe(HEADER_CODE.error);
    expect(body.header.errors).toEqual([
      { code: REASON.catalogNoVersions, description: 'No versions yet' },
    ]);
    expect(body.header.errors[0]?.code).toBe(40710504);
    const otherProduct = await server.api('editor', `${MOVIES}/kids-movie-1/versions`, {
      product: 'main',
    });
    expect(otherProduct.status).toBe(404);
    expect(otherProduct.body.header.errors[0]?.code).toBe(40710504);
  });

  it('refuses an update based on an old revision with 409 carrying the current state', async () => {
    const v1 = doc((await create('stale-1')).body);
    const fresh = doc(
      (await update('stale-1', { key: v1.key, ut: v1.ut, lon: english('First writer') })).body,
    );
    const before = await snapshot('stale-1');
    const stale = await update('stale-1', {
      key: v1.key,
      ut: v1.ut,
      lon: english('Second writer'),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.header.code).toBe(HEADER_CODE.error);
    expect(stale.body.header.errors[0]?.description).toBe(
      'This content was changed by someone else since you opened it. Reload to see their changes.',
    );
    expect(stale.body.data).toEqual([fresh]);
    expect(await snapshot('stale-1')).toEqual(before);
  });

  /** An item published as V1 with a draft V2 opened beside it by someone else, and the V1 the late editor still holds. */
  async function publishedWithForeignDraft(id: string): Promise<{ published: Doc; v2: Doc }> {
    const v1 = doc((await create(id)).body);
    const published = doc((await update(id, { key: v1.key, ut: v1.ut, st: 'published' })).body);
    const v2 = doc(
      (await update(id, { ...published, lon: english('Draft by someone else') })).body,
    );
    expect(v2.key).toBe(`${id}-v2`);
    return { published, v2 };
  }

  /** An item whose V1 was superseded by a published V2, and the V1 the late editor still holds. */
  async function supersededHistory(id: string): Promise<{ p1: Doc; p2: Doc }> {
    const v1 = doc((await create(id)).body);
    const p1 = doc((await update(id, { key: v1.key, ut: v1.ut, st: 'published' })).body);
    const v2 = doc((await update(id, { ...p1, lon: english('V2') })).body);
    const p2 = doc((await update(id, { key: v2.key, ut: v2.ut, st: 'published' })).body);
    return { p1, p2 };
  }

  it('refuses an update based on an old key (a draft was opened since) with 409 and changes nothing', async () => {
    const { published } = await publishedWithForeignDraft('stale-2');
    const before = await snapshot('stale-2');
    const oldKey = await update('stale-2', { ...published, lon: english('Late edit on V1') });
    expect(oldKey.status).toBe(409);
    expect(oldKey.body.header.code).toBe(HEADER_CODE.error);
    expect(oldKey.body.header.errors[0]?.description).toBe(
      'Active Draft version exists, please save existing draft before editing',
    );
    expect(await snapshot('stale-2')).toEqual(before);
  });

  it('refuses an update of a superseded (history) version with 409 and changes nothing', async () => {
    const { p1 } = await supersededHistory('stale-3');
    const before = await snapshot('stale-3');
    const history = await update('stale-3', {
      key: p1.key,
      ut: p1.ut,
      lon: english('Edit of history'),
    });
    expect(history.status).toBe(409);
    expect(history.body.header.errors[0]?.description).toBe(
      'Only the current version can be changed',
    );
    expect(await snapshot('stale-3')).toEqual(before);
  });

  it('puts the current state in the 409 of an old-key or history update', async () => {
    const { published, v2 } = await publishedWithForeignDraft('stale-4');
    const oldKey = await update('stale-4', { ...published, lon: english('Late edit on V1') });
    expect(oldKey.status).toBe(409);
    expect(oldKey.body.data).toEqual([published, v2]);
    const { p1, p2 } = await supersededHistory('stale-5');
    const history = await update('stale-5', {
      key: p1.key,
      ut: p1.ut,
      lon: english('Edit of history'),
    });
    expect(history.status).toBe(409);
    expect(history.body.data).toEqual([p2]);
  });

  it('shows a write in a list page asked for again: the renamed item, the new one and the total', async () => {
    const first = doc((await create('listed-again-1')).body);
    const page = async () => {
      const { body } = await server.api('editor', `${MOVIES}?st=draft&sortBy=ut&pageSize=5`, {
        product: 'main',
      });
      return { count: body.header.count, docs: body.data as Doc[] };
    };
    const before = await page();
    expect(before.docs[0]).toMatchObject({ id: 'listed-again-1', lon: first.lon });
    // Asked again with nothing written: the same page.
    expect(await page()).toEqual(before);
    const renamed = await update('listed-again-1', {
      key: first.key,
      ut: first.ut,
      lon: english('Listed again'),
    });
    expect(renamed.status).toBe(200);
    const after = await page();
    expect(after.docs[0]).toMatchObject({ id: 'listed-again-1', lon: english('Listed again') });
    expect(after.count).toBe(before.count);
    await create('listed-again-2');
    const grown = await page();
    expect(grown.docs.map((d) => d.id).slice(0, 2)).toEqual(['listed-again-2', 'listed-again-1']);
    expect(grown.count).toBe(before.count + 1);
  });

  it('lets exactly one of 20 parallel updates based on the same draft revision win; the other 19 get 409', async () => {
    const v1 = doc((await create('race-1')).body);
    await server.token('editor');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        update('race-1', { key: v1.key, ut: v1.ut, lon: english(`Writer ${i}`) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = results.find((r) => r.status === 200);
    const winning = doc(winner!.body);
    const stored = doc((await get('race-1')).body);
    expect(stored).toEqual(winning);
    expect(await versionsOf('race-1')).toEqual([
      { key: 'race-1-v1', st: 'draft', name: 'V1 - draft' },
    ]);
    for (const loser of results.filter((r) => r.status === 409))
      expect(loser.body.data).toEqual([winning]);
    const trail = await auditOf('race-1');
    expect(trail.map((e) => e.action)).toEqual(['update', 'create']);
    expect(trail[0]?.change).toEqual([
      { field: 'lon', from: english('Title of race-1'), to: winning.lon },
    ]);
  });

  it('lets exactly one of 20 parallel edits of the same published version open V2; the other 19 get 409', async () => {
    const v1 = doc((await create('race-2')).body);
    const published = doc(
      (await update('race-2', { key: v1.key, ut: v1.ut, st: 'published' })).body,
    );
    const draftsBefore = await count('draft');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        update('race-2', { key: published.key, ut: published.ut, lon: english(`Editor ${i}`) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await versionsOf('race-2')).toEqual([
      { key: 'race-2-v1', st: 'published', name: 'V1 - published' },
      { key: 'race-2-v2', st: 'draft', name: 'V2 - draft' },
    ]);
    const winning = doc(results.find((r) => r.status === 200)!.body);
    expect(doc((await get('race-2')).body)).toEqual(winning);
    expect(doc((await get('race-2', '?st=published')).body)).toEqual(published);
    expect(await count('draft')).toBe(draftsBefore + 1);
    expect(await listKeys('all', 'race-2')).toEqual(['race-2-v2']);
  });

  it('lets exactly one of 20 parallel creates of the same id succeed; the other 19 get 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create('race-3', { pn: `creator ${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 409),
      JSON.stringify(statuses),
    ).toHaveLength(19);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const loser of results.filter((r) => r.status === 409)) {
      expect(loser.body.header.errors[0]?.description).toBe(
        'An item with id race-3 already exists',
      );
    }
    const winning = doc(results.find((r) => r.status === 201)!.body);
    expect(doc((await get('race-3')).body)).toEqual(winning);
    expect(await versionsOf('race-3')).toEqual([
      { key: 'race-3-v1', st: 'draft', name: 'V1 - draft' },
    ]);
    expect((await auditOf('race-3')).map((e) => e.action)).toEqual(['create']);
  });

  it('owns the system fields: a create starts as draft V1 whatever the client sends', async () => {
    const created = await create('system-1', {
      st: 'published',
      key: 'forged-v9',
      ut: '1999-01-01T00:00:00.000Z',
      ct: '1999-01-01T00:00:00.000Z',
      cty: 'tvseries',
      urn: 'urn:x',
    });
    expect(created.status).toBe(201);
    const v1 = doc(created.body);
    expect(v1).toMatchObject({
      id: 'system-1',
      key: 'system-1-v1',
      st: 'draft',
      cty: 'movie',
      urn: 'urn:resource:catalog:movie',
    });
    expect(v1.ut > '2020').toBe(true);
    expect(v1.ct).toBe(v1.ut);
    expect(await versionsOf('system-1')).toEqual([
      { key: 'system-1-v1', st: 'draft', name: 'V1 - draft' },
    ]);
  });

  it('refuses to place an item in a product the caller is not entitled to (403), on create and on update', async () => {
    const created = await create('product-1', { prd: ['kids'] }, 'creator');
    expect(created.status).toBe(403);
    expect((await server.api('editor', `${MOVIES}/product-1`, { product: 'kids' })).status).toBe(
      404,
    );
    expect(
      (await server.api('editor', `${MOVIES}/product-1/versions`, { product: 'kids' })).status,
    ).toBe(404);

    const own = doc((await create('product-2', {}, 'creator')).body);
    expect(own.prd).toEqual(['main']);
    const before = await snapshot('product-2');
    const moved = await update(
      'product-2',
      { key: own.key, ut: own.ut, prd: ['main', 'kids'] },
      'creator',
    );
    expect(moved.status).toBe(403);
    expect(await snapshot('product-2')).toEqual(before);
    expect((await server.api('editor', `${MOVIES}/product-2`, { product: 'kids' })).status).toBe(
      404,
    );
  });

  it('refuses an update that does not name its base version and revision with 400', async () => {
    const v1 = doc((await create('base-1')).body);
    const before = await snapshot('base-1');
    for (const body of [
      { lon: english('No base') },
      { key: v1.key, lon: english('No revision') },
      { ut: v1.ut, lon: english('No key') },
      { key: v1.key, ut: 12 },
    ]) {
      const { status, body: response } = await update('base-1', body);
      expect(status).toBe(400);
      expect(response.header.errors[0]?.description).toBe(
        'An update must name the version (key) and revision (ut) it is based on',
      );
    }
    expect(await snapshot('base-1')).toEqual(before);
  });

  it('validates with the type schema and lists every failing field', async () => {
    const badCreate = await create('invalid-1', { lon: 'River', rt: 'long' });
    expect(badCreate.status).toBe(400);
    expect(badCreate.body.header.code).toBe(HEADER_CODE.error);
    const fields = badCreate.body.header.errors.map((e) => e.field).sort();
    expect(fields).toEqual(['/lon', '/rt']);
    for (const error of badCreate.body.header.errors) {
      expect(error.code).toBe(400);
      expect(error.description.startsWith(`${error.field ?? ''} must be`)).toBe(true);
    }
    expect((await get('invalid-1')).status).toBe(404);

    const v1 = doc((await create('invalid-2', { rt: 10 })).body);
    const before = await snapshot('invalid-2');
    const badUpdate = await update('invalid-2', {
      key: v1.key,
      ut: v1.ut,
      rt: 'long',
      vce: 'yes',
      lon: [{ lang: 'fr', n: 'Rivière' }],
    });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.header.errors.map((e) => e.field).sort()).toEqual([
      '/lon/0/lang',
      '/rt',
      '/vce',
    ]);
    expect(await snapshot('invalid-2')).toEqual(before);
  });

  it('cleans payloads: trims strings, drops nameless localized entries and null fields', async () => {
    const created = await create('clean-1', {
      lon: [
        { lang: 'en', n: '  Padded title  ' },
        { lang: 'zh', n: '   ' },
        { lang: 'ms', n: '' },
        { lang: 'ta', n: ' நதி ' },
      ],
      pn: '  provider  ',
      lod: null,
      rt: null,
      rat: [],
    });
    expect(created.status).toBe(201);
    const stored = doc((await get('clean-1')).body);
    expect(stored.lon).toEqual([
      { lang: 'en', n: 'Padded title' },
      { lang: 'ta', n: 'நதி' },
    ]);
    expect(stored.pn).toBe('provider');
    expect(stored).not.toHaveProperty('lod');
    expect(stored).not.toHaveProperty('rt');
    expect(stored).not.toHaveProperty('rat');

    const withRuntime = doc(
      (await update('clean-1', { key: stored.key, ut: stored.ut, rt: 300 })).body,
    );
    expect(withRuntime.rt).toBe(300);
    const cleared = await update('clean-1', {
      key: withRuntime.key,
      ut: withRuntime.ut,
      rt: null,
      pn: ' trimmed again ',
    });
    expect(cleared.status).toBe(200);
    const after = doc((await get('clean-1')).body);
    expect(after).not.toHaveProperty('rt');
    expect(after.pn).toBe('trimmed again');
    expect(after.lon).toEqual(stored.lon);
  });

  it('writes the audit trail: who, trace key, versions and the field diff', async () => {
    const created = await create('audit-1', {}, 'editor', { 'x-trace-key': 'trace-audit-create' });
    const v1 = doc(created.body);
    const edited = doc(
      (
        await update('audit-1', { key: v1.key, ut: v1.ut, lon: english('Renamed') }, 'editor', {
          'x-trace-key': 'trace-audit-edit',
        })
      ).body,
    );
    await update('audit-1', { key: edited.key, ut: edited.ut, st: 'published' }, 'editor', {
      'x-trace-key': 'trace-audit-publish',
    });

    const { status, body } = await server.api('editor', `${AUDIT}/movie/audit-1`, {
      product: 'main',
    });
    expect(status).toBe(200);
    expect(body.header.count).toBe(3);
    const [publish, edit, creation] = body.data as AuditEntry[];
    expect(creation).toMatchObject({
      id: 'audit-1',
      cty: 'movie',
      changed_by: 'editor',
      TraceKey: 'trace-audit-create',
      PreviousVersion: null,
      CurrentVersion: 'audit-1-v1',
      key: 'audit-1-v1',
      action: 'create',
    });
    expect(creation?.change).toContainEqual({
      field: 'lon',
      from: null,
      to: english('Title of audit-1'),
    });
    expect(creation?.change).toContainEqual({ field: 'st', from: null, to: 'draft' });
    expect(edit).toMatchObject({
      changed_by: 'editor',
      TraceKey: 'trace-audit-edit',
      PreviousVersion: 'audit-1-v1',
      CurrentVersion: 'audit-1-v1',
      action: 'update',
    });
    expect(edit?.change).toEqual([
      { field: 'lon', from: english('Title of audit-1'), to: english('Renamed') },
    ]);
    expect(publish).toMatchObject({ TraceKey: 'trace-audit-publish', action: 'status:published' });
    expect(publish?.change).toEqual([{ field: 'st', from: 'draft', to: 'published' }]);
    expect(creation!.seq < edit!.seq && edit!.seq < publish!.seq).toBe(true);

    const paged = await server.api('editor', `${AUDIT}/movie/audit-1?pageSize=2&pageNumber=2`, {
      product: 'main',
    });
    expect((paged.body.data as AuditEntry[]).map((e) => e.action)).toEqual(['create']);
    expect(paged.body.header.count).toBe(3);
    // An unknown item is not found, as an item of another product is (tests/api/isolation.test.ts).
    const none = await server.api('editor', `${AUDIT}/movie/no-such-movie`, { product: 'main' });
    expect(none.status).toBe(404);
    expect(none.body.data).toBeNull();
    expect((await server.api('guest', `${AUDIT}/movie/audit-1`, { product: 'main' })).status).toBe(
      403,
    );
  });

  it("pages the caller's own audit trail", async () => {
    const empty = await server.api('admin', `${AUDIT}/user`, { product: 'main' });
    expect(empty.status).toBe(200);
    expect(empty.body.header.code).toBe(HEADER_CODE.noData);
    expect(empty.body.header.count).toBe(0);

    const v1 = doc((await create('audit-user-1', {}, 'admin')).body);
    const v1b = doc(
      (await update('audit-user-1', { key: v1.key, ut: v1.ut, pn: 'one' }, 'admin')).body,
    );
    await update('audit-user-1', { key: v1b.key, ut: v1b.ut, pn: 'two' }, 'admin');

    const page1 = await server.api('admin', `${AUDIT}/user?pageSize=2&pageNumber=1`, {
      product: 'main',
    });
    const page2 = await server.api('admin', `${AUDIT}/user?pageSize=2&pageNumber=2`, {
      product: 'main',
    });
    expect(page1.status).toBe(200);
    expect(page1.body.header.count).toBe(3);
    expect(page2.body.header.count).toBe(3);
    const first = page1.body.data as AuditEntry[];
    const second = page2.body.data as AuditEntry[];
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    expect([...first, ...second].map((e) => [e.changed_by, e.id, e.action])).toEqual([
      ['admin', 'audit-user-1', 'update'],
      ['admin', 'audit-user-1', 'update'],
      ['admin', 'audit-user-1', 'create'],
    ]);
    expect(first[0]?.change).toEqual([{ field: 'pn', from: 'one', to: 'two' }]);
    // Someone else's trail does not include these.
    const editor = await server.api('editor', `${AUDIT}/user?pageSize=1000`, { product: 'main' });
    expect((editor.body.data as AuditEntry[]).some((e) => e.id === 'audit-user-1')).toBe(false);
  });

  it('keeps an id to its type: another type neither takes it, reads it nor edits it', async () => {
    const SHORTS = '/api/catalog/content/urn/resource/catalog/shortvideo';
    const id = 'typed-id-1';
    expect((await create(id, { lon: english('The movie') })).status).toBe(201);
    const taken = await server.api('editor', SHORTS, {
      product: 'main',
      method: 'POST',
      json: { id, lon: english('The short') },
    });
    expect(taken.status).toBe(409);
    const movie = (await get(id)).body.data as Doc;
    expect([movie.cty, movie.lon]).toEqual(['movie', english('The movie')]);
    expect((await server.api('editor', `${SHORTS}/${id}`, { product: 'main' })).status).toBe(404);
    const edit = await server.api('editor', `${SHORTS}/${id}`, {
      product: 'main',
      method: 'PUT',
      json: { key: movie.key, ut: movie.ut, lon: english('Edited as a short') },
    });
    expect(edit.status).toBe(404);
    expect(((await get(id)).body.data as Doc).lon).toEqual(english('The movie'));
  });
});
