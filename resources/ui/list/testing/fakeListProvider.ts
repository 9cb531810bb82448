import { HttpError } from 'react-admin';
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { vi } from 'vitest';
import type {
  BulkJob,
  ConsoleDataProvider,
  ContentRecord,
  ListDeclaration,
  UserSetting,
} from '../../../../dataProvider/types';

/** What a UI test of the list page can look at after the fact. */
export interface FakeListProvider {
  provider: ConsoleDataProvider;
  getList: ReturnType<
    typeof vi.fn<(type: string, params: GetListParams) => Promise<GetListResult>>
  >;
  startBulkUpdate: ReturnType<typeof vi.fn<ConsoleDataProvider['startBulkUpdate']>>;
  getBulkStatus: ReturnType<typeof vi.fn<ConsoleDataProvider['getBulkStatus']>>;
  settings: UserSetting[];
}

/** The movie list declaration as resources/movie/list.json has it. */
export const MOVIE_LIST: ListDeclaration = {
  area: 'vod',
  resource: 'cp_datastore',
  titleKey: 'resources.movie.name',
  columns: [
    { source: 'lon', kind: 'localizedName' },
    { source: 'st', kind: 'status' },
    { source: 'ut', kind: 'date' },
    { source: 'lwe', kind: 'availability' },
  ],
  filters: [
    {
      source: 'st',
      kind: 'select',
      choices: ['published', 'draft', 'pre-draft', 'pending', 'archived'],
    },
    { source: 'vce', kind: 'boolean' },
    { source: 'lwe', kind: 'date' },
    { source: 'ex_id', kind: 'text' },
  ],
  sort: { field: 'ut', order: 'DESC' },
  searchFields: ['lon.n', 'ex_id', 'id'],
};

const notUsed = (name: string) => () =>
  Promise.reject(new Error(`${name} is not used by the list page`));

const nameMatches = (record: ContentRecord, term: string) =>
  (record.lon ?? []).some((entry) => entry.n.toLowerCase().includes(term.toLowerCase()));

/**
 * An in-memory data provider with just what the list page calls: getSchema, getList (status
 * and `q` filters), bulk jobs (finished on the first status poll) and user settings.
 */
export function fakeListProvider(
  records: ContentRecord[],
  lists: Record<string, ListDeclaration> = { movie: MOVIE_LIST },
): FakeListProvider {
  const settings: UserSetting[] = [];
  const getList = vi.fn(async (_type: string, params: GetListParams): Promise<GetListResult> => {
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const statuses =
      typeof filter.st === 'string' ? [filter.st] : ['published', 'draft', 'pre-draft'];
    const term = typeof filter.q === 'string' ? filter.q : undefined;
    const data = records.filter(
      (record) => statuses.includes(record.st) && (term === undefined || nameMatches(record, term)),
    );
    return { data, total: data.length };
  });
  const job = (ids: string[], status: BulkJob['status'], done: number): BulkJob => ({
    id: 'job-1',
    cty: 'movie',
    status,
    count: ids.length,
    success: done,
    failure: 0,
    failureKeys: [],
    ct: '2026-01-01T00:00:00Z',
    ut: '2026-01-01T00:00:00Z',
  });
  let lastIds: string[] = [];
  const startBulkUpdate = vi.fn(async (_type: string, ids: string[]) => {
    lastIds = ids;
    return job(ids, 'yet-to-start', 0);
  });
  const getBulkStatus = vi.fn(async () => job(lastIds, 'inactive', lastIds.length));
  const provider: ConsoleDataProvider = {
    getList: getList as ConsoleDataProvider['getList'],
    getOne: notUsed('getOne'),
    getMany: notUsed('getMany'),
    getManyReference: notUsed('getManyReference'),
    create: notUsed('create'),
    update: notUsed('update'),
    updateMany: notUsed('updateMany'),
    delete: notUsed('delete'),
    deleteMany: notUsed('deleteMany'),
    getResourceTypes: async () => Object.entries(lists).map(([type, list]) => ({ type, ...list })),
    getDesignedTypeLabels: async () => ({}),
    getSchema: async (type: string) => {
      const list = lists[type];
      if (!list) throw new HttpError(`Unknown type ${type}`, 404);
      return { schema: { type: 'object', properties: {} }, uischema: {}, list };
    },
    getAdditionalUiSchema: notUsed('getAdditionalUiSchema'),
    // The bulk archive's confirmation reads the selected drafts' versions: each row's own.
    getVersions: async (_type: string, id: string) =>
      records
        .filter((record) => String(record.id) === id)
        .map((record) => ({ key: `${id}-v1`, st: record.st, name: `V1 - ${record.st}` })),
    getLockStatus: notUsed('getLockStatus'),
    acquireLock: notUsed('acquireLock'),
    heartbeatLock: notUsed('heartbeatLock'),
    releaseLock: notUsed('releaseLock'),
    startBulkUpdate,
    getBulkStatus,
    listBulkJobs: async () => [],
    getAudit: notUsed('getAudit'),
    listSettings: async (t?: string) =>
      settings.filter((setting) => t === undefined || setting.t === t),
    createSetting: async (t: string, n: string, payload: unknown) => {
      const setting = { id: `setting-${settings.length + 1}`, t, n, payload, ct: '', ut: '' };
      settings.push(setting);
      return setting;
    },
    updateSetting: notUsed('updateSetting'),
    deleteSetting: async (id: string) => {
      settings.splice(
        settings.findIndex((setting) => setting.id === id),
        1,
      );
    },
    listProducts: async () => [{ id: 'main', n: 'main' }],
    createProduct: notUsed('createProduct'),
    getMenu: notUsed('getMenu'),
    getLanguageConfig: notUsed('getLanguageConfig'),
    countResources: notUsed('countResources'),
    search: notUsed('search'),
  };
  return { provider, getList, startBulkUpdate, getBulkStatus, settings };
}

/** A movie record with names in English and Chinese. */
export function movie(
  id: string,
  en: string,
  zh: string,
  st = 'published',
): ContentRecord & RaRecord {
  return {
    id,
    key: `${id}-v1`,
    cty: 'movie',
    st,
    ut: '2026-03-01T10:00:00Z',
    lon: [
      { lang: 'en', n: en },
      { lang: 'zh', n: zh },
    ],
  };
}
