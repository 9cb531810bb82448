import type { DataProvider } from 'react-admin';
import type { Association, SeriesSuggestion, SeriesType } from '../domain/series/seriesLinks';
import { pageOf, rowsOf } from './envelopeReader';
import type { HttpClient, TokenGetter } from './httpClient';
import { createHttpClient } from './httpClient';
import type { ProviderContext } from './providerContext';
import { createProviderContext, segment } from './providerContext';
import type { ServiceArea } from './runtimeConfig';
import { serviceOf } from './serviceMethods';

/**
 * The catalogue service's series calls (section 7 `GET /content/series/...`, `GET
 * /content/{id}/assocmetadata`). Each rejects with `ConsoleHttpError` (fallback 'Failed to
 * retrieve data'); a cancelled call rejects with the AbortError, which callers keep silent.
 */
export interface SeriesMethods {
  /** Series whose name (any language) or id holds the query: `{pkg_id, lon, cty, st}`. */
  suggestSeries(
    query: { query: string; cty?: SeriesType | undefined; pageSize?: number },
    signal?: AbortSignal,
  ): Promise<{ data: SeriesSuggestion[]; total: number }>;
  /** An item's series and season and its children (a series' seasons, a season's episodes). */
  getAssociations(id: string, signal?: AbortSignal): Promise<Association[]>;
}

export function createSeriesMethods(ctx: ProviderContext): SeriesMethods {
  const contentUrl = (path: string) => `${ctx.base('catalog')}/content${path}`;
  return {
    async suggestSeries(query, signal) {
      const response = await ctx.http<SeriesSuggestion[]>(contentUrl('/series/suggestions'), {
        query: { query: query.query.trim(), cty: query.cty, pageSize: query.pageSize },
        fallback: 'Failed to retrieve data',
        signal,
      });
      return pageOf<SeriesSuggestion>(response);
    },

    async getAssociations(id, signal) {
      const response = await ctx.http<Association[]>(contentUrl(`/${segment(id)}/assocmetadata`), {
        fallback: 'Failed to retrieve data',
        signal,
      });
      return rowsOf<Association>(response);
    },
  };
}

export interface SeriesProviderOptions {
  services: Record<ServiceArea, string>;
  origin?: string;
  tokenGetter?: TokenGetter;
  http?: HttpClient;
}

/** The series methods with their own envelope client, for the composition root. */
export function createSeriesProvider(options: SeriesProviderOptions): SeriesMethods {
  const http =
    options.http ??
    createHttpClient(options.tokenGetter ? { tokenGetter: options.tokenGetter } : {});
  return createSeriesMethods(createProviderContext(http, options.services, options.origin));
}

const METHOD_NAMES: readonly (keyof SeriesMethods)[] = ['suggestSeries', 'getAssociations'];

/** The series methods of the console's data provider; a clear Error when missing. */
export function seriesServiceOf(provider: DataProvider): SeriesMethods {
  return serviceOf<SeriesMethods>(
    provider,
    METHOD_NAMES,
    'series',
    'an entry in CONSOLE_SERVICES (dataProvider/consoleServices.ts)',
  );
}
