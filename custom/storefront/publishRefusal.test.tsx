import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { AuthProvider } from 'react-admin';
import { useSetLocale } from 'react-admin';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type {
  StorefrontMethods,
  StoredStoreItem,
} from '../../dataProvider/storefront/storefrontProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { HEADER_CODE } from '../../domain/envelope';
import type { EnvelopeError } from '../../domain/envelope';
import {
  createStrictI18nProvider,
  fakeDataProvider,
  renderInAdmin,
} from '../../kit/testing/renderInAdmin';
import type { OtherLocale } from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/storefront';
import { messages as malay } from './i18n/storefront.ms';
import { messages as tamil } from './i18n/storefront.ta';
import { messages as chinese } from './i18n/storefront.zh';
import { STOREFRONT_PATHS } from './paths';
import { StorefrontEditPage } from './StorefrontPages';

afterEach(cleanup);

const OTHER: Readonly<Record<OtherLocale, typeof malay>> = { ms: malay, ta: tamil, zh: chinese };

function SwitchLanguage({ to }: { to: OtherLocale }) {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale(to);
  }, [setLocale, to]);
  return null;
}

const auth: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () =>
    Promise.resolve({ id: 'u1', uid: 'u1', username: 'mia', roles: ['storefront_admin'] }),
};

// Noon UTC: the day shown is the same in any time zone the test runs in.
const home: StoredStoreItem = {
  id: 'home',
  key: 'k1',
  st: 'draft',
  ut: '2026-01-05T10:00:00.000Z',
  n: 'Home',
  lon: [{ lang: 'en', n: 'Home' }],
  ty: 'home',
  st_dt: '2026-01-01T12:00:00.000Z',
  ed_dt: '2026-12-31T12:00:00.000Z',
  t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: ['hero', 'late'] }],
};
const withImages = (id: string, n: string, extra: Record<string, unknown> = {}) => ({
  id,
  key: `${id}-k`,
  st: 'published',
  ut: '2026-01-05T10:00:00.000Z',
  n,
  ck: 'regular',
  iar: '16x9',
  ex_ia: [{ u: `/images/main/${id}/upload?image=p`, t: 'Poster', r: '16x9' }],
  ...extra,
});
const containers: Record<string, StoredStoreItem> = {
  hero: withImages('hero', 'Featured'),
  late: withImages('late', 'Winter rail', { ed_dt: '2027-02-15T12:00:00.000Z' }),
};

/**
 * The service's refusal: its English description, and the reason with its values — one
 * container's window outside the page's, another's published version lacking a 4:3 image (the
 * service reads the published version; the console's own check passed on the draft it read).
 */
const refusal: EnvelopeError[] = [
  {
    code: 400,
    field: '/t/0/c/1',
    description:
      "/t/0/c/1: container late (Winter rail) runs open to 2027-02-15T12:00:00.000Z, outside the page's window 2026-01-01T12:00:00.000Z to 2026-12-31T12:00:00.000Z; the page cannot be published until its dates fit",
    reason: 'containerOutsidePage',
    params: {
      container: 'late',
      name: 'Winter rail',
      end: '2027-02-15T12:00:00.000Z',
      pageStart: '2026-01-01T12:00:00.000Z',
      pageEnd: '2026-12-31T12:00:00.000Z',
    },
  },
  {
    code: 400,
    field: '/t/0/c/0',
    description:
      '/t/0/c/0: container hero (Featured) has no image in 4x3 (tablet); the page cannot be published until it has',
    reason: 'containerImagesMissing',
    params: {
      container: 'hero',
      name: 'Featured',
      missing: [{ ratio: '4x3', devices: ['tablet'] }],
    },
  },
];

type Language = 'en' | OtherLocale;
const WORDS: Readonly<Record<Language, typeof messages>> = { en: messages, ...OTHER };

function render(language: Language) {
  const updateStoreItem = vi.fn<StorefrontMethods['updateStoreItem']>(() =>
    Promise.reject(
      new ConsoleHttpError(refusal[0]?.description ?? '', 400, {
        data: null,
        header: { code: HEADER_CODE.error, count: 0, errors: refusal },
      }),
    ),
  );
  const methods: StorefrontMethods = {
    listStoreItems: vi.fn(() => Promise.resolve({ data: [home], total: 1 })),
    getStoreItem: vi.fn<StorefrontMethods['getStoreItem']>((type, id) =>
      Promise.resolve(type === 'storefront' ? [home] : [containers[id]!]),
    ),
    getStoreItemVersion: vi.fn(() => Promise.resolve(home)),
    getStoreItemVersions: vi.fn(() => Promise.resolve('none' as const)),
    createStoreItem: vi.fn(() => Promise.reject(new Error('not called'))),
    updateStoreItem,
    getContainerAudit: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
    getContainerUsage: vi.fn(() => Promise.resolve([])),
    searchCollections: vi.fn(() => Promise.resolve([])),
    searchTitles: vi.fn(() => Promise.resolve([])),
    chosenNames: vi.fn(() => Promise.resolve([])),
    viewStorefront: vi.fn(() =>
      Promise.resolve({
        page: { id: 'home', key: 'k1', st: 'draft', n: 'Home' },
        tabs: [],
        hidden: [],
        missing: [],
      }),
    ),
    readSlideContent: vi.fn(() => Promise.resolve({ external: true as const })),
    uploadStoreImage: vi.fn(() => Promise.reject(new Error('not called'))),
  };
  const dataProvider = {
    ...fakeDataProvider({ getLockStatus: () => Promise.resolve({ ls: 'open' }) }),
    ...methods,
    listPersonas: () => Promise.resolve([]),
    listPolicies: () => Promise.resolve({ data: [], total: 0 }),
  } as ConsoleDataProvider;
  renderInAdmin(language === 'en' ? <></> : <SwitchLanguage to={language} />, {
    path: '/apps/main/storefront/home',
    dataProvider,
    i18nProvider: createStrictI18nProvider({
      english: [messages],
      otherLocales: (locale) => Promise.resolve([OTHER[locale]]),
    }),
    authProvider: auth,
    notifications: true,
    routes: { [STOREFRONT_PATHS.storefront]: <StorefrontEditPage /> },
  });
  return { updateStoreItem };
}

describe("a page's publish refused by the service", () => {
  it.each([
    ['en', 'Winter rail runs from no limit to 15 Feb 2027', '31 Dec 2026'],
    ['ms', 'Winter rail berjalan dari tiada had hingga 15 Feb 2027', '31 Dis 2026'],
    ['zh', 'Winter rail 的时间为 不限 至 15 2月 2027', '31 12月 2026'],
    ['ta', 'Winter rail வரம்பு இல்லை முதல் 15 பிப். 2027', '31 டிச. 2026'],
  ] as const)(
    'is worded in %s, dates in the display format, on the rows and above the list',
    async (language, rowStart, pageEnd) => {
      const { updateStoreItem } = render(language);
      const words = WORDS[language].console.storefront;
      // The language loads first (slow on a loaded machine).
      await screen.findByRole('list', { name: words.containers.title }, { timeout: 10_000 });
      await userEvent.click(await screen.findByRole('button', { name: words.actions.publish }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: words.actions.publish }));
      await waitFor(() => expect(updateStoreItem).toHaveBeenCalled());
      // The missing image in the catalogue's words: the container, the ratio and the device.
      const imagesMissing = words.gallery.problems.containerBlocked
        .replace('%{name}', 'Featured')
        .replace('%{ratios}', `${words.ratios['4x3']} (${words.devices.tablet})`);
      // Above the tab's containers, and on each container's own row.
      const alert = await screen.findByText((_, element) =>
        Boolean(element?.matches('[role="alert"]') && element.textContent?.includes(rowStart)),
      );
      expect(alert.textContent).toContain(pageEnd);
      expect(alert.textContent).toContain(imagesMissing);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const list = await screen.findByRole('list', { name: words.containers.title });
      const rowOf = (name: string) =>
        within(list)
          .getAllByRole('listitem')
          .find((item) => item.querySelector('a')?.textContent === name);
      expect(rowOf('Winter rail')?.textContent).toContain(rowStart);
      expect(rowOf('Winter rail')?.textContent).toContain(pageEnd);
      expect(rowOf('Winter rail')?.textContent).not.toContain(imagesMissing);
      expect(rowOf('Featured')?.textContent).toContain(imagesMissing);
      // The notification points at them in the same language; the service's own words are not
      // shown (nor its ISO dates and ratio names).
      expect(await screen.findByText(words.notify.refused)).toBeTruthy();
      const shown = document.body.textContent ?? '';
      for (const error of refusal) expect(shown).not.toContain(error.description);
      expect(shown).not.toContain('2026-12-31');
      expect(shown).not.toContain('open to');
      expect(shown).not.toContain('4x3');
      if (language !== 'en') expect(shown).not.toContain('outside the page');
    },
  );
});
