import type { DataProvider } from 'react-admin';
import type { SearchFilterLists, SearchFilterOption } from '../domain/search/searchFilters';
import { pageOf, rowsOf } from './envelopeReader';
import type { HttpClient, TokenGetter } from './httpClient';
import { createHttpClient } from './httpClient';
import type { ProviderContext } from './providerContext';
import { createProviderContext } from './providerContext';
import type { ServiceArea } from './runtimeConfig';
import { serviceOf, withService } from './serviceMethods';
import type { SearchHit } from './types';

/** One page of the global search: a term, the fields and types it is narrowed to, the page. */
export interface GlobalSearchQuery {
  term: string;
  /** Fields to match in (the 'Search Across' values); all when absent. */
  fields?: readonly string[] | undefined;
  /** Content types; every type the user may view when absent. */
  cty?: readonly string[] | undefined;
  /** Statuses, comma-joined; 'all' by default (spec: search status defaults to all). */
  st?: string | undefined;
  pageNumber: number;
  pageSize: number;
}

/**
 * The global search's calls (section 7 'Global search'): the hits of a term (`GET
 * /content/search` under the search service) and the search field configuration (`GET
 * /config/search-fields`, its lists in `data[0].attrs`). Each rejects with `ConsoleHttpError`,
 * whose message is the envelope's first description or the spec's fallback ('Search Operation
 * Failed', 'Error fetching global search field mappers'); a cancelled call rejects with the
 * AbortError, which callers keep silent.
 */
export interface SearchMethods {
  searchContent(
    query: GlobalSearchQuery,
    signal?: AbortSignal,
  ): Promise<{ data: SearchHit[]; total: number }>;
  getSearchFields(signal?: AbortSignal): Promise<SearchFilterLists>;
}

/** The content lookup of the search service (`contentLookupOf` finds it on the data provider). */
export interface ContentLookupMethods {
  /**
   * `POST /content/lookup`: the current versions, of the types the user may view in the product,
   * matching every filter (match ALL; a filter's values are accepted alternatives), one page.
   * Falls back to 'Filter operation failed!'.
   */
  lookupContent(
    filters: readonly LookupFilter[],
    page: { pageNumber: number; pageSize: number },
    signal?: AbortSignal,
  ): Promise<{ data: Record<string, unknown>[]; total: number }>;
}

/** One filter of a content lookup: the field and the values it may hold. */
export interface LookupFilter {
  field: string;
  values: readonly string[];
}

const isOption = (value: unknown): value is SearchFilterOption => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['key', 'value', 'header', 'accessor'].every((name) => typeof entry[name] === 'string');
};

const optionsOf = (value: unknown): SearchFilterOption[] =>
  Array.isArray(value) ? value.filter(isOption) : [];

export function createSearchMethods(ctx: ProviderContext): SearchMethods & ContentLookupMethods {
  return {
    async searchContent(query, signal) {
      const response = await ctx.http<SearchHit[]>(`${ctx.base('search')}/content/search`, {
        query: {
          term: query.term.trim(),
          fields: query.fields,
          cty: query.cty,
          st: query.st ?? 'all',
          pageNumber: query.pageNumber,
          pageSize: query.pageSize,
        },
        fallback: 'Search Operation Failed',
        signal,
      });
      return pageOf<SearchHit>(response);
    },

    async getSearchFields(signal) {
      const response = await ctx.http<{ attrs?: Record<string, unknown> }[]>(
        `${ctx.base('config')}/config/search-fields`,
        { fallback: 'Error fetching global search field mappers', signal },
      );
      const attrs = rowsOf<{ attrs?: Record<string, unknown> }>(response)[0]?.attrs ?? {};
      return {
        searchAcross: optionsOf(attrs.searchAcross),
        contentTypes: optionsOf(attrs.contentTypes),
      };
    },

    async lookupContent(filters, page, signal) {
      const response = await ctx.http<Record<string, unknown>[]>(
        `${ctx.base('search')}/content/lookup`,
        {
          method: 'POST',
          body: {
            filters: filters.map((filter) => ({
              field: filter.field,
              term: filter.values.join(','),
              operator: 'equals',
            })),
            pageNumber: page.pageNumber,
            pageSize: page.pageSize,
          },
          fallback: 'Filter operation failed!',
          signal,
        },
      );
      return pageOf<Record<string, unknown>>(response);
    },
  };
}

export interface SearchProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The search methods with their own envelope client, for the composition root. */
export function createSearchProvider(
  options: SearchProviderOptions,
): SearchMethods & ContentLookupMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createSearchMethods(createProviderContext(http, options.services, options.origin));
}

/** The console's data provider with the search methods added. */
export function withSearchService<P extends DataProvider, M extends SearchMethods>(
  provider: P,
  methods: M,
): P & M {
  return withService(provider, methods);
}

const METHOD_NAMES: readonly (keyof SearchMethods)[] = ['searchContent', 'getSearchFields'];

/** The search methods of the console's data provider; a clear Error when missing. */
export function searchServiceOf(provider: DataProvider): SearchMethods {
  return serviceOf<SearchMethods>(
    provider,
    METHOD_NAMES,
    'search',
    'withSearchService (dataProvider/searchProvider.ts)',
  );
}

/**
 * The content lookup of the console's data provider, or undefined when it has none (a page
 * mounted without the search service): callers that only enrich what they show go without.
 */
export function contentLookupOf(
  provider: DataProvider,
): ContentLookupMethods['lookupContent'] | undefined {
  const lookup = (provider as unknown as Partial<ContentLookupMethods>).lookupContent;
  return typeof lookup === 'function' ? lookup.bind(provider) : undefined;
}
