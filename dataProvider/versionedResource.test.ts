// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleDataProvider } from './types';
import type { StoredVersion } from './versionedResource';
import { draftElseLatest, withVersionedResource } from './versionedResource';

const published: StoredVersion = { id: 'p1', key: 'v1', st: 'published', ut: '2026-11-02' };
const draft: StoredVersion = { id: 'p1', key: 'v2', st: 'draft', ut: '2026-11-01' };
const older: StoredVersion = { id: 'p1', key: 'v0', st: 'archived', ut: '2026-10-01' };

function resource(current: StoredVersion[], byDefault?: typeof draftElseLatest) {
  const version = vi.fn((_from: ConsoleDataProvider, _id: string, key: string) =>
    key === older.key ? Promise.resolve(older) : Promise.reject(new Error(`no ${key}`)),
  );
  const update = vi.fn((_from: ConsoleDataProvider, id: string, body: Record<string, unknown>) =>
    Promise.resolve({ ...draft, id, ...body, key: 'v3' }),
  );
  const other = vi.fn(() => Promise.resolve({ data: { id: 'x' } }));
  const base = { getOne: other, update: other } as unknown as ConsoleDataProvider;
  const provider = withVersionedResource(base, 'things', {
    current: () => Promise.resolve(current),
    version,
    update,
    ...(byDefault ? { byDefault } : {}),
  });
  return { provider, version, update, other };
}

describe('a versioned service as a react-admin resource', () => {
  it('answers the draft by default, else the first current version, or the service own choice', async () => {
    const { provider } = resource([published, draft]);
    expect((await provider.getOne<StoredVersion>('things', { id: 'p1' })).data.key).toBe('v2');
    expect(
      (await resource([published]).provider.getOne<StoredVersion>('things', { id: 'p1' })).data.key,
    ).toBe('v1');
    const newest = { ...published, key: 'v9', ut: '2026-11-09' };
    const latest = resource([published, newest], draftElseLatest).provider;
    expect((await latest.getOne<StoredVersion>('things', { id: 'p1' })).data.key).toBe('v9');
    await expect(
      resource([]).provider.getOne<StoredVersion>('things', { id: 'p1' }),
    ).rejects.toThrow('things p1 has no current version');
  });

  it('answers the version meta.key names: a current one as listed, an older one by its key', async () => {
    const { provider, version } = resource([published, draft]);
    const current = await provider.getOne('things', { id: 'p1', meta: { key: 'v1' } });
    expect(current.data).toEqual(published);
    expect(version).not.toHaveBeenCalled();
    expect((await provider.getOne('things', { id: 'p1', meta: { key: 'v0' } })).data).toEqual(
      older,
    );
    expect(version).toHaveBeenCalledWith(expect.anything(), 'p1', 'v0', undefined);
  });

  it('sends an update with the key and revision of the version it was based on', async () => {
    const { provider, update } = resource([published, draft]);
    const saved = await provider.update<StoredVersion>('things', {
      id: 'p1',
      data: { n: 'Renamed', key: 'forged', ut: 'forged' },
      previousData: draft,
    });
    expect(update).toHaveBeenCalledWith(expect.anything(), 'p1', {
      n: 'Renamed',
      key: 'v2',
      ut: '2026-11-01',
    });
    expect(saved.data.key).toBe('v3');
  });

  it('leaves every other resource to the provider it wraps', async () => {
    const { provider, other, update } = resource([published]);
    await provider.getOne('movies', { id: 'm1' });
    await provider.update('movies', { id: 'm1', data: {}, previousData: { id: 'm1' } });
    expect(other).toHaveBeenCalledTimes(2);
    expect(update).not.toHaveBeenCalled();
  });
});
