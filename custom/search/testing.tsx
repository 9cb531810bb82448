import { vi } from 'vitest';
import type { ReactNode } from 'react';
import type { SearchMethods } from '../../dataProvider/searchProvider';
import type { ConsoleDataProvider, SearchHit } from '../../dataProvider/types';
import type { SearchFilterLists } from '../../domain/search/searchFilters';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/search';

/** The search field configuration as the config service serves it (a few of its types). */
export const FIELD_LISTS: SearchFilterLists = {
  searchAcross: [
    { key: 'lon.n', value: 'lon.n', header: 'Name', accessor: 'name' },
    { key: 'id', value: 'id', header: 'Id', accessor: 'id' },
    { key: 'ex_id', value: 'ex_id', header: 'External Id', accessor: 'ex_id' },
  ],
  contentTypes: [
    'movie',
    'tvseries',
    'tvseason',
    'tvepisode',
    'shortvideo',
    'channel',
    'image',
  ].map((type) => ({
    key: type,
    value: type,
    header: type,
    accessor: type,
    area: type === 'channel' ? 'live' : type === 'image' ? 'assets' : 'vod',
  })),
};

/** A hit named in the four languages, as the search service answers. */
export function hit(id: string, cty: string, names: { en: string; ta: string }, st = 'published') {
  return {
    id,
    key: `${id}-k`,
    cty,
    st,
    lon: [
      { lang: 'en', n: names.en },
      { lang: 'ta', n: names.ta },
    ],
    prt_ic: 'false',
    ...(cty === 'channel' ? { chty: 'linear' } : {}),
  } satisfies SearchHit;
}

type SearchContent = SearchMethods['searchContent'];

/** Renders `ui` (and `routes`) at `path` over a provider with the search methods given. */
export function renderSearch(
  ui: ReactNode,
  options: {
    path: string;
    searchContent: SearchContent;
    getSearchFields?: SearchMethods['getSearchFields'];
    routes?: Record<string, ReactNode>;
  },
) {
  const locations: string[] = [];
  const dataProvider: ConsoleDataProvider & SearchMethods = {
    ...fakeDataProvider(),
    searchContent: options.searchContent,
    getSearchFields: options.getSearchFields ?? vi.fn(() => Promise.resolve(FIELD_LISTS)),
  };
  const result = renderInAdmin(ui, {
    path: options.path,
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    onLocation: (pathname) => locations.push(pathname),
    ...(options.routes ? { routes: options.routes } : {}),
  });
  return { ...result, locations };
}
