import { vi } from 'vitest';
import { ConsoleHttpError } from '../../../../dataProvider/errors';
import type {
  AuditEntry,
  ConsoleDataProvider,
  ListDeclaration,
  LockStatus,
} from '../../../../dataProvider/types';
import { errorEnvelope } from '../../../../domain/envelope';
import type { VersionEntry } from '../../../../domain/versions';

type Doc = Record<string, unknown> & { id: string; key: string; st: string; ut: string };

// Every shared definition, injected under $defs the way the server serves a type's schema.
const definitions = import.meta.glob<Record<string, unknown>>('../../../_defs/*.json', {
  eager: true,
  import: 'default',
});
const $defs = Object.fromEntries(
  Object.entries(definitions).map(([path, schema]) => [
    path.replace(/^.*\/(\w+)\.json$/, '$1'),
    schema,
  ]),
);

/** A small 'movie' type: a localized name, a free text, the status and system fields. */
export const testSchema = {
  type: 'object',
  required: ['cty', 'lon'],
  additionalProperties: false,
  properties: {
    lon: { $ref: '#/$defs/localizedNames' },
    pn: { $ref: '#/$defs/shortText' },
    st: { $ref: '#/$defs/status' },
    key: { $ref: '#/$defs/systemIdentifier' },
    ut: { $ref: '#/$defs/systemDateTime' },
    id: { $ref: '#/$defs/systemIdentifier' },
    cty: { type: 'string', const: 'movie', readOnly: true },
  },
  $defs,
};

export const testUiSchema = {
  type: 'Categorization',
  elements: [
    {
      type: 'Category',
      label: 'categories.general',
      elements: ['lon', 'pn', 'st', 'key', 'ut'].map((name) => ({
        type: 'Control',
        scope: `#/properties/${name}`,
        label: `fields.${name}`,
      })),
    },
    {
      type: 'Category',
      label: 'categories.system',
      elements: ['id', 'cty'].map((name) => ({
        type: 'Control',
        scope: `#/properties/${name}`,
        label: `fields.${name}`,
      })),
    },
  ],
};

/** The 'Additional info' dialog's layout, as the server's default: the identifiers. */
export const testAdditionalUiSchema = {
  type: 'VerticalLayout',
  elements: ['id', 'cty', 'key', 'ut'].map((name) => ({
    type: 'Control',
    scope: `#/properties/${name}`,
    label: `fields.${name}`,
  })),
};

const list: ListDeclaration = {
  area: 'vod',
  resource: 'cp_datastore',
  titleKey: 'resources.movie.name',
  columns: [],
  filters: [],
  sort: { field: 'ut', order: 'DESC' },
  searchFields: [],
};

export const V1: Doc = {
  id: 'm1',
  key: 'm1-v1',
  cty: 'movie',
  st: 'published',
  ut: '2024-05-01T10:00:00.000Z',
  lon: [{ lang: 'en', n: 'Big Movie' }],
  pn: 'Studio',
};
export const V2: Doc = {
  ...V1,
  key: 'm1-v2',
  st: 'draft',
  ut: '2024-05-02T10:00:00.000Z',
  pn: 'Studio draft',
};

export interface FakeOptions {
  docs?: Doc[];
  lock?: LockStatus;
  audit?: AuditEntry[];
  /** The additional ui schema cannot be read (a 500 without a message). */
  additionalUiSchemaFails?: boolean;
}

function unsupported(name: string) {
  return () => Promise.reject(new Error(`${name} is not part of this fake`));
}

/**
 * An in-memory console data provider for the editor's tests: one 'movie' type, its versions,
 * a lock and an audit trail. Updates check the base revision like the server (409 when stale).
 */
export function createFakeProvider(options: FakeOptions = {}) {
  const docs: Doc[] = (options.docs ?? [V1, V2]).map((doc) => ({ ...doc }));
  let lock: LockStatus = options.lock ?? { ls: 'open' };
  const versionsOf = (id: string): VersionEntry[] =>
    docs
      .filter((doc) => doc.id === id)
      .map((doc, index) => ({ key: doc.key, st: doc.st, name: `V${index + 1} - ${doc.st}` }));

  const provider: ConsoleDataProvider = {
    getList: vi.fn(unsupported('getList')),
    getMany: vi.fn(unsupported('getMany')),
    getManyReference: vi.fn(unsupported('getManyReference')),
    updateMany: vi.fn(unsupported('updateMany')),
    delete: vi.fn(unsupported('delete')),
    deleteMany: vi.fn(unsupported('deleteMany')),
    getOne: vi.fn((_type, params: { id: unknown; meta?: { key?: string } }) => {
      const doc =
        docs.find((entry) => entry.key === params.meta?.key) ??
        docs.find((entry) => entry.id === params.id);
      return doc
        ? Promise.resolve({ data: structuredClone(doc) })
        : Promise.reject(new ConsoleHttpError(`Failed to retrieve ${String(params.id)}`, 404));
    }) as ConsoleDataProvider['getOne'],
    create: vi.fn((_type, params: { data: Record<string, unknown> }) => {
      const id = typeof params.data.id === 'string' ? params.data.id : 'new-1';
      const doc: Doc = {
        ...params.data,
        id,
        key: `${id}-v1`,
        st: 'draft',
        ut: '2024-06-01T00:00:00.000Z',
      };
      docs.push(doc);
      return Promise.resolve({ data: structuredClone(doc) });
    }) as ConsoleDataProvider['create'],
    update: vi.fn(
      (
        _type,
        params: {
          id: unknown;
          data: Record<string, unknown>;
          previousData: Record<string, unknown>;
          meta?: { status?: string };
        },
      ) => {
        const base = docs.find((doc) => doc.key === params.previousData.key);
        if (!base) return Promise.reject(new ConsoleHttpError('Not found', 404));
        if (base.ut !== params.previousData.ut) {
          const message =
            'This content was changed by someone else since you opened it. Reload to see their changes.';
          return Promise.reject(
            new ConsoleHttpError(
              message,
              409,
              errorEnvelope(
                [{ code: 409, description: message }],
                docs.filter((doc) => doc.id === base.id),
              ),
            ),
          );
        }
        Object.assign(base, params.data, {
          st: params.meta?.status ?? base.st,
          ut: new Date(Date.parse(base.ut) + 60_000).toISOString(),
        });
        return Promise.resolve({ data: structuredClone(base) });
      },
    ) as ConsoleDataProvider['update'],
    getResourceTypes: vi.fn(() => Promise.resolve([{ type: 'movie', ...list }])),
    getDesignedTypeLabels: vi.fn(() => Promise.resolve({})),
    getSchema: vi.fn(() => Promise.resolve({ schema: testSchema, uischema: testUiSchema, list })),
    getAdditionalUiSchema: vi.fn(() =>
      options.additionalUiSchemaFails
        ? Promise.reject(new ConsoleHttpError('', 500))
        : Promise.resolve(testAdditionalUiSchema),
    ),
    getVersions: vi.fn((_type: string, id: string) => {
      const versions = versionsOf(id);
      return Promise.resolve(versions.length === 0 ? ('none' as const) : versions);
    }),
    getLockStatus: vi.fn(() => Promise.resolve(lock)),
    acquireLock: vi.fn(() => {
      if (lock.ls !== 'open' && lock.ls !== 'u-me') {
        return Promise.reject(
          new ConsoleHttpError(
            `Locked by ${lock.lo_name ?? lock.ls}`,
            423,
            errorEnvelope([{ code: 423, description: 'Locked' }], lock),
          ),
        );
      }
      lock = { ls: 'u-me', lo_uid: 'u-me', lo_name: 'me' };
      return Promise.resolve(lock);
    }),
    heartbeatLock: vi.fn(() => Promise.resolve()),
    releaseLock: vi.fn(() => {
      lock = { ls: 'open' };
      return Promise.resolve();
    }),
    getAudit: vi.fn(() =>
      Promise.resolve({ data: options.audit ?? [], total: options.audit?.length ?? 0 }),
    ),
    startBulkUpdate: vi.fn(unsupported('startBulkUpdate')),
    getBulkStatus: vi.fn(unsupported('getBulkStatus')),
    listBulkJobs: vi.fn(unsupported('listBulkJobs')),
    listSettings: vi.fn(unsupported('listSettings')),
    createSetting: vi.fn(unsupported('createSetting')),
    updateSetting: vi.fn(unsupported('updateSetting')),
    deleteSetting: vi.fn(unsupported('deleteSetting')),
    listProducts: vi.fn(unsupported('listProducts')),
    createProduct: vi.fn(unsupported('createProduct')),
    getMenu: vi.fn(unsupported('getMenu')),
    getLanguageConfig: vi.fn(unsupported('getLanguageConfig')),
    countResources: vi.fn(unsupported('countResources')),
    search: vi.fn(unsupported('search')),
  };
  return { provider, docs };
}
