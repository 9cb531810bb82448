import { vi } from 'vitest';
import { useEffect, type ReactNode } from 'react';
import { useSetLocale } from 'react-admin';
import type { SearchMethods } from '../../dataProvider/searchProvider';
import type { ConsoleDataProvider, SearchHit } from '../../dataProvider/types';
import type { SearchFilterLists } from '../../domain/search/searchFilters';
import type { MessageTree } from '../../kit/i18n/messageTree';
import { RuntimeFeaturesProvider, type RuntimeFeatures } from '../../kit/config/RuntimeFeatures';
import {
  authAs,
  createStrictI18nProvider,
  fakeDataProvider,
  renderInAdmin,
  type OtherLocale,
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

const TRANSLATIONS: Readonly<Record<OtherLocale, () => Promise<{ messages: MessageTree }>>> = {
  zh: () => import('./i18n/search.zh'),
  ms: () => import('./i18n/search.ms'),
  ta: () => import('./i18n/search.ta'),
};

function SwitchLanguage({ to }: { to: OtherLocale }) {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale(to);
  }, [setLocale, to]);
  return null;
}

/** Renders `ui` (and `routes`) at `path` over a provider with the search methods given. */
export function renderSearch(
  ui: ReactNode,
  options: {
    path: string;
    searchContent: SearchContent;
    getSearchFields?: SearchMethods['getSearchFields'];
    routes?: Record<string, ReactNode>;
    /** The runtime features; saved filters in this browser unless said otherwise. */
    features?: RuntimeFeatures;
    /** The user setting calls (the stored filters when they are kept on the server). */
    settings?: Partial<
      Pick<
        ConsoleDataProvider,
        'listSettings' | 'createSetting' | 'updateSetting' | 'deleteSetting'
      >
    >;
    /** Switches the UI to this language once rendered (the search's messages in it loaded). */
    language?: OtherLocale;
    /** The signed-in user's roles; a content administrator (who may search) by default. */
    roles?: string[];
  },
) {
  const locations: string[] = [];
  const features = options.features ?? { serverSavedFilters: false };
  // The page routes render beside `ui`: each gets the features too.
  const withFeatures = (node: ReactNode) => (
    <RuntimeFeaturesProvider value={features}>{node}</RuntimeFeaturesProvider>
  );
  const dataProvider: ConsoleDataProvider & SearchMethods = {
    ...fakeDataProvider(options.settings),
    searchContent: options.searchContent,
    getSearchFields: options.getSearchFields ?? vi.fn(() => Promise.resolve(FIELD_LISTS)),
  };
  const result = renderInAdmin(
    withFeatures(
      <>
        {options.language ? <SwitchLanguage to={options.language} /> : null}
        {ui}
      </>,
    ),
    {
      path: options.path,
      dataProvider,
      authProvider: authAs(options.roles ?? ['content_admin']),
      i18nProvider: createStrictI18nProvider({
        english: [messages],
        otherLocales: async (locale) => [(await TRANSLATIONS[locale]()).messages],
      }),
      onLocation: (pathname) => locations.push(pathname),
      ...(options.routes
        ? {
            routes: Object.fromEntries(
              Object.entries(options.routes).map(([path, node]) => [path, withFeatures(node)]),
            ),
          }
        : {}),
    },
  );
  return { ...result, locations };
}
