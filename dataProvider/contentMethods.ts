import type {
  CreateParams,
  CreateResult,
  DataProvider,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  Identifier,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { isSearchTermValid } from '../domain/validation/searchTerm';
import type { QueryValue } from './httpClient';
import { ConsoleHttpError } from './errors';
import type { ProviderContext } from './providerContext';
import { metaString, metaValue, segment } from './providerContext';
import { pageOf, rowsOf } from './envelopeReader';

type ContentMethods = Pick<
  DataProvider,
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany'
>;

/** Sort fields the catalogue API knows; others (react-admin's default 'id') keep the API's order. */
const SORTABLE_FIELDS = new Set(['ut', 'updated', 'ct', 'created', 'name', 'lon']);
/** The API's largest page. */
const MAX_PAGE_SIZE = 1000;

function stringField(record: unknown, field: string): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The catalogue list query for react-admin's list parameters: pageNumber/pageSize, sortBy/
 * sortOrder, `st` ('all', a status or several, comma-joined), `q` (only from 3 characters) and
 * top-level field filters with scalar values.
 */
export function listQuery(
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): Record<string, QueryValue> {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? 25;
  const query: Record<string, QueryValue> = {
    pageNumber: Math.max(1, page),
    pageSize: Math.min(Math.max(1, perPage), MAX_PAGE_SIZE),
  };
  const sortField = params.sort?.field;
  if (sortField && SORTABLE_FIELDS.has(sortField)) {
    query.sortBy = sortField;
    query.sortOrder = params.sort?.order === 'ASC' ? 'asc' : 'desc';
  }
  const filter: unknown = params.filter;
  if (typeof filter !== 'object' || filter === null) return query;
  for (const [field, value] of Object.entries(filter as Record<string, unknown>)) {
    if (field === 'st') {
      if (Array.isArray(value)) query.st = value.filter((v): v is string => typeof v === 'string');
      else if (typeof value === 'string') query.st = value;
    } else if (field === 'q') {
      if (typeof value === 'string' && isSearchTermValid(value)) query.q = value.trim();
    } else if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    ) {
      query[field] = value;
    }
  }
  return query;
}

/** react-admin's methods over the catalogue API (resource = catalogue type, id = item id). */
export function createContentMethods(ctx: ProviderContext): ContentMethods {
  const itemUrl = (type: string, id?: Identifier) =>
    `${ctx.baseForType(type)}/content/urn/resource/catalog/${segment(type)}${id === undefined ? '' : `/${segment(id)}`}`;

  const getOne = async <R extends RaRecord>(
    type: string,
    id: Identifier,
    meta?: unknown,
    signal?: AbortSignal,
  ) => {
    const response = await ctx.http<R>(itemUrl(type, id), {
      query: { st: metaString(meta, 'st'), key: metaString(meta, 'key') },
      fallback: `Failed to retrieve ${id}`,
      signal,
      product: metaString(meta, 'product'),
    });
    return response.data;
  };

  /** PUT from the version the edit was based on (`key` and `ut` of previousData). */
  const updateFrom = async <R extends RaRecord>(
    type: string,
    id: Identifier,
    data: Record<string, unknown>,
    previous: unknown,
    options: { status?: string | undefined; apr?: unknown; fallback: string; meta?: unknown },
  ) => {
    const body: Record<string, unknown> = {
      ...data,
      key: stringField(previous, 'key') ?? stringField(data, 'key'),
      ut: stringField(previous, 'ut') ?? stringField(data, 'ut'),
    };
    if (options.status) body.st = options.status;
    if (typeof options.apr === 'boolean') body.apr = options.apr;
    const response = await ctx.http<R>(itemUrl(type, id), {
      method: 'PUT',
      body,
      fallback: options.fallback,
      product: metaString(options.meta, 'product'),
    });
    return response.data;
  };

  const deleteOne = async <R extends RaRecord>(
    type: string,
    id: Identifier,
    previous: unknown,
    meta: unknown,
  ) => {
    const base = previous ?? (await getOne<R>(type, id, meta));
    return updateFrom<R>(type, id, {}, base, {
      status: 'deleted',
      fallback: 'Delete operation failed',
      meta,
    });
  };

  const getList = async <R extends RaRecord>(
    type: string,
    params: GetListParams,
  ): Promise<GetListResult<R>> => {
    const response = await ctx.http<R[]>(itemUrl(type), {
      query: listQuery(params),
      fallback: `Fetch ${type} failed`,
      signal: params.signal,
      product: metaString(params.meta, 'product'),
    });
    return pageOf<R>(response);
  };

  return {
    getList,

    getOne: async (type, params) => ({
      data: await getOne(type, params.id, params.meta, params.signal),
    }),

    async getMany<R extends RaRecord>(
      type: string,
      params: GetManyParams<R>,
    ): Promise<GetManyResult<R>> {
      const keys = metaValue(params.meta, 'keys');
      if (Array.isArray(keys) && keys.length > 0) {
        const response = await ctx.http<R[]>(`${ctx.baseForType(type)}/content`, {
          query: { keys: keys.filter((k): k is string => typeof k === 'string') },
          fallback: 'Failed to retrieve data',
          signal: params.signal,
          product: metaString(params.meta, 'product'),
        });
        return { data: rowsOf<R>(response) };
      }
      const found = await Promise.all(
        params.ids.map((id) =>
          getOne<R>(type, id, params.meta, params.signal).catch((error: unknown) => {
            // A referenced item that no longer exists is left out rather than failing the page.
            if (error instanceof ConsoleHttpError && error.status === 404) return undefined;
            throw error;
          }),
        ),
      );
      return { data: found.filter((record) => record !== undefined) };
    },

    async getManyReference(type, params) {
      const filter: Record<string, unknown> = {
        ...(params.filter as Record<string, unknown> | undefined),
        [params.target]: params.id,
      };
      return getList(type, { ...params, filter });
    },

    async create<R extends Omit<RaRecord, 'id'>, RR extends RaRecord = R & { id: Identifier }>(
      type: string,
      params: CreateParams,
    ): Promise<CreateResult<RR>> {
      const response = await ctx.http<RR>(itemUrl(type), {
        method: 'POST',
        body: params.data,
        fallback: 'Create operation failed!',
        product: metaString(params.meta, 'product'),
      });
      return { data: response.data };
    },

    async update<R extends RaRecord>(
      type: string,
      params: UpdateParams<R>,
    ): Promise<UpdateResult<R>> {
      const data = await updateFrom<R>(type, params.id, params.data, params.previousData, {
        status: metaString(params.meta, 'status'),
        apr: metaValue(params.meta, 'apr'),
        fallback: 'Update operation failed',
        meta: params.meta,
      });
      return { data };
    },

    async updateMany(type, params) {
      const changes = params.data as Record<string, unknown>;
      await Promise.all(
        params.ids.map(async (id) => {
          const current = await getOne(type, id, params.meta);
          return updateFrom(type, id, changes, current, {
            fallback: 'Update operation failed',
            meta: params.meta,
          });
        }),
      );
      return { data: params.ids };
    },

    delete: async (type, params) => ({
      data: await deleteOne(type, params.id, params.previousData, params.meta),
    }),

    async deleteMany(type, params) {
      await Promise.all(params.ids.map((id) => deleteOne(type, id, undefined, params.meta)));
      return { data: params.ids };
    },
  };
}
