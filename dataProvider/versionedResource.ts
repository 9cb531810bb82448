import type { GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import type { ConsoleDataProvider } from './types';

/** A stored version of a versioned item: its key, revision (the stale-write check) and status. */
export interface StoredVersion extends RaRecord {
  key: string;
  ut: string;
  st: string;
}

/**
 * How a service reads and writes one versioned item, by its own methods on the data provider
 * (named, so that the service's provider loads at its first call: no import of it here).
 */
export interface VersionedResourceMethods<R extends StoredVersion> {
  /** The item's current versions (a draft over the published one, say). */
  current: (provider: ConsoleDataProvider, id: string, signal?: AbortSignal) => Promise<R[]>;
  /** One version by its key, current or not (the version picker). */
  version: (
    provider: ConsoleDataProvider,
    id: string,
    key: string,
    signal?: AbortSignal,
  ) => Promise<R>;
  /** An update whose body names the version it is based on (`key`, `ut`). */
  update: (provider: ConsoleDataProvider, id: string, body: Record<string, unknown>) => Promise<R>;
  /** The version shown when none is picked (default: the draft, else the first current one). */
  byDefault?: (current: readonly R[]) => R | undefined;
}

/** The version an editor shows by default: the draft, else the first current version. */
export function draftElseFirst<R extends StoredVersion>(current: readonly R[]): R | undefined {
  return current.find((version) => version.st === 'draft') ?? current[0];
}

/** The draft, else the current version written last. */
export function draftElseLatest<R extends StoredVersion>(current: readonly R[]): R | undefined {
  return (
    current.find((version) => version.st === 'draft') ??
    [...current].sort((a, b) => b.ut.localeCompare(a.ut))[0]
  );
}

/**
 * A versioned service's item as a react-admin resource, so that react-admin's edit controller
 * (`EditBase`) reads and writes it: `getOne` answers the version `meta.key` names (from the
 * current versions when it is one of them), by default the service's choice (the draft, else the
 * first current one, unless it says otherwise);
 * `update` sends the form's data with the `key` and `ut` of `previousData`, the version the edit
 * was based on (the service refuses a stale write with 409). Other resources go on as before.
 */
export function withVersionedResource<R extends StoredVersion>(
  provider: ConsoleDataProvider,
  resource: string,
  methods: VersionedResourceMethods<R>,
): ConsoleDataProvider {
  const getOne = async (params: GetOneParams): Promise<R> => {
    const id = String(params.id);
    const key = (params.meta as { key?: unknown } | undefined)?.key;
    const current = await methods.current(provider, id, params.signal);
    if (typeof key !== 'string') {
      const shown = (methods.byDefault ?? draftElseFirst)(current);
      if (shown === undefined) throw new Error(`${resource} ${id} has no current version`);
      return shown;
    }
    return (
      current.find((version) => version.key === key) ??
      (await methods.version(provider, id, key, params.signal))
    );
  };
  const update = (params: UpdateParams): Promise<R> => {
    const base = params.previousData as Partial<StoredVersion> | undefined;
    return methods.update(provider, String(params.id), {
      ...(params.data as Record<string, unknown>),
      key: base?.key,
      ut: base?.ut,
    });
  };
  return {
    ...provider,
    getOne: async (name, params) =>
      name === resource ? { data: (await getOne(params)) as never } : provider.getOne(name, params),
    update: async (name, params) =>
      name === resource ? { data: (await update(params)) as never } : provider.update(name, params),
  };
}
