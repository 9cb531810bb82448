import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useSetLocale } from 'react-admin';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type {
  StoreQuery,
  StoreType,
  StorefrontMethods,
  StoredStoreItem,
} from '../../../dataProvider/storefront/storefrontProvider';
import type { ConsoleDataProvider } from '../../../dataProvider/types';
import {
  createStrictI18nProvider,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../../kit/testing/renderInAdmin';
import type { OtherLocale } from '../../../kit/testing/renderInAdmin';
import type { MessageTree } from '../../../kit/i18n/messageTree';
import { STOREFRONT_PATHS } from '../paths';
import { StorefrontCalendarPage } from './StorefrontCalendarPage';
import { messages } from './i18n/storefrontCalendar';

/*
 * The dates below are read in the runtime's zone, the console's default before preferences load;
 * these machines (and CI) run in UTC.
 */
const NOW = new Date('2026-12-16T12:00:00Z');

beforeEach(() => {
  // Only Date: Testing Library's waits keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const item = (id: string, n: string, fields: Partial<StoredStoreItem>): StoredStoreItem => ({
  id,
  key: `${id}-v1`,
  n,
  st: 'published',
  ut: '2026-11-01T00:00:00Z',
  ...fields,
});

const PAGES: StoredStoreItem[] = [
  item('winter', 'Winter home', {
    ty: 'home',
    st_dt: '2026-11-20T00:00:00Z',
    ed_dt: '2026-12-01T10:00:00Z',
  }),
  item('holiday', 'Holiday home', {
    ty: 'home',
    st_dt: '2026-12-03T00:00:00Z',
    ed_dt: '2026-12-28T00:00:00Z',
  }),
  item('new-year', 'New year home', { ty: 'home', st_dt: '2026-12-20T00:00:00Z' }),
  item('kids-winter', 'Kids winter', {
    ty: 'kids',
    st: 'draft',
    st_dt: '2026-12-10T00:00:00Z',
    ed_dt: '2026-12-20T00:00:00Z',
  }),
];

type Lister = StorefrontMethods['listStoreItems'];

/**
 * Answers by status as the service does: published alone, or the draft-like ones; containers
 * from their own list.
 */
function listing(
  items: readonly StoredStoreItem[],
  containers: readonly StoredStoreItem[] = [],
): Lister {
  return (type: StoreType, query: StoreQuery) => {
    const statuses = (query.st ?? '').split(',');
    const data = (type === 'container' ? containers : items).filter((one) =>
      statuses.includes(one.st),
    );
    return Promise.resolve({ data, total: data.length });
  };
}

const TRANSLATIONS: Readonly<Record<OtherLocale, () => Promise<{ messages: MessageTree }>>> = {
  zh: () => import('./i18n/storefrontCalendar.zh'),
  ms: () => import('./i18n/storefrontCalendar.ms'),
  ta: () => import('./i18n/storefrontCalendar.ta'),
};

function SwitchLanguage({ to }: { to: OtherLocale }) {
  const setLocale = useSetLocale();
  useEffect(() => {
    void setLocale(to);
  }, [setLocale, to]);
  return null;
}

function renderCalendar(
  listStoreItems: Lister,
  type: 'storefront' | 'collection' = 'storefront',
  language?: OtherLocale,
) {
  const list = vi.fn(listStoreItems);
  const methods: StorefrontMethods = {
    listStoreItems: list,
    getStoreItem: vi.fn(),
    getStoreItemVersion: vi.fn(),
    getStoreItemVersions: vi.fn(),
    createStoreItem: vi.fn(),
    updateStoreItem: vi.fn(),
    getContainerAudit: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
    getContainerUsage: vi.fn(),
    searchCollections: vi.fn(),
    searchTitles: vi.fn(),
    chosenNames: vi.fn(),
    viewStorefront: vi.fn(),
    readSlideContent: vi.fn(() => Promise.resolve({ external: true as const })),
    uploadStoreImage: vi.fn(),
  };
  const dataProvider: ConsoleDataProvider = { ...fakeDataProvider(), ...methods };
  const pattern =
    type === 'storefront'
      ? STOREFRONT_PATHS.storefrontCalendar
      : STOREFRONT_PATHS.collectionCalendar;
  renderInAdmin(language ? <SwitchLanguage to={language} /> : null, {
    path: STOREFRONT_PATHS.calendarOf(type, 'main'),
    dataProvider,
    i18nProvider: language
      ? createStrictI18nProvider({
          english: [messages],
          otherLocales: async (locale) => [(await TRANSLATIONS[locale]()).messages],
        })
      : strictI18nProvider(messages),
    routes: { [pattern]: <StorefrontCalendarPage type={type} /> },
  });
  return list;
}

const findingTexts = () =>
  within(screen.getByRole('region', { name: 'Gaps and overlaps' }))
    .getAllByRole('listitem')
    .map((entry) => entry.textContent);

describe('the storefront calendar page', () => {
  it('shows this month: bars linking to each page, status in words, gaps and overlaps listed', async () => {
    const list = renderCalendar(listing(PAGES));
    const holiday = await screen.findByRole('link', {
      name: 'Holiday home: Live, 3 Dec 00:00 to 28 Dec 00:00',
    });
    expect(holiday.getAttribute('href')).toBe('/apps/main/storefront/holiday');
    expect(holiday.textContent).toBe('Holiday home: Live, 3 Dec 00:00 to 28 Dec 00:00');
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Kids winter: Scheduled draft, 10 Dec 00:00 to 20 Dec 00:00' })
        .getAttribute('href'),
    ).toBe('/apps/main/storefront/kids-winter');
    expect(
      screen.getByRole('link', { name: 'New year home: Live, 20 Dec 00:00 to no end' }),
    ).toBeTruthy();
    // Rows grouped by kind, home pages first.
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Home pages', 'Kids pages']);
    expect(timeline.querySelectorAll('[data-mark="gap"]')).toHaveLength(2);
    expect(timeline.querySelectorAll('[data-mark="overlap"]')).toHaveLength(1);
    expect(findingTexts()).toEqual([
      'No live home page from 1 Dec 10:00 to 3 Dec 00:00',
      '2 home pages live at once from 20 Dec 00:00 to 28 Dec 00:00: Holiday home, New year home',
      'No live kids page from 1 Dec 00:00 to 1 Jan 00:00',
    ]);
    // Published and draft-like versions are read apart (together, a shadowed live one is left out).
    // The pages' containers are read the same way.
    expect(list.mock.calls.map(([type, query]) => [type, query.st])).toEqual([
      ['storefront', 'published'],
      ['storefront', 'draft,pre-draft,pending'],
      ['container', 'published'],
      ['container', 'draft,pre-draft,pending'],
    ]);
    // jsdom: structure and names, not colours; the page renders outside the layout's landmarks.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('moves by month, week and quarter with named buttons, and back to today', async () => {
    const user = userEvent.setup();
    const list = renderCalendar(listing(PAGES));
    await screen.findByRole('heading', { name: 'December 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    expect(findingTexts()).toEqual(['No live kids page from 1 Jan 00:00 to 1 Feb 00:00']);
    expect(
      screen.getByRole('link', { name: 'New year home: Live, 20 Dec 00:00 to no end' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Holiday home/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    // A week starts on the UI language's first day: Sunday in English (en-US).
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('heading', { name: '13 Dec – 19 Dec 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByRole('heading', { name: '6 Dec – 12 Dec 2026' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /New year home/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quarter' }));
    expect(screen.getByRole('heading', { name: 'Q4 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next quarter' })).toBeTruthy();
    // The windows do not depend on the period: moving reads nothing again.
    expect(list).toHaveBeenCalledTimes(4);
  });

  it("draws each page's containers' windows under it, each a link to its container", async () => {
    const holiday = PAGES[1];
    const pages = PAGES.map((one) =>
      one === holiday
        ? {
            ...one,
            t: [
              { id: 'main', c: ['holiday-rail', 'hero'] },
              { id: 'more', c: ['spring-rail', 'deleted-one'] },
            ],
          }
        : one,
    );
    renderCalendar(
      listing(pages, [
        item('hero', 'Hero banner', {}),
        item('holiday-rail', 'Holiday rail', {
          st_dt: '2026-12-10T00:00:00Z',
          ed_dt: '2026-12-20T00:00:00Z',
        }),
        item('holiday-rail', 'Holiday rail', { st: 'draft', st_dt: '2026-12-12T00:00:00Z' }),
        item('spring-rail', 'Spring rail', { st_dt: '2027-03-01T00:00:00Z' }),
      ]),
    );
    const containers = await screen.findByRole('list', { name: 'Containers of Holiday home' });
    expect(
      within(containers)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Holiday railHoliday rail: Live, 10 Dec 00:00 to 20 Dec 00:00Holiday rail: Scheduled draft, 12 Dec 00:00 to no end',
      'Hero bannerHero banner: Live, no start to no end',
      'Spring railNot in this period',
    ]);
    expect(
      within(containers)
        .getByRole('link', { name: 'Holiday rail: Live, 10 Dec 00:00 to 20 Dec 00:00' })
        .getAttribute('href'),
    ).toBe('/apps/main/Container/holiday-rail');
    // Only pages that hold containers get a list of them; containers make no gaps of their own.
    expect(screen.getAllByRole('list', { name: /^Containers of / })).toHaveLength(1);
    expect(findingTexts()).toHaveLength(3);
  });

  it('draws a line for now in the period that holds it, and none in another', async () => {
    const user = userEvent.setup();
    renderCalendar(listing(PAGES));
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const line = timeline.querySelector<HTMLElement>('[data-mark="today"]');
    // 16 Dec 12:00 is half way through December.
    expect(line?.style.left).toBe('50%');
    expect(within(timeline).getByText('Now').getAttribute('title')).toBe('Now: 16 Dec 12:00');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(timeline.querySelector('[data-mark="today"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: '13 Dec – 19 Dec 2026' })).toBeTruthy();
    // Wednesday 12:00 of a Sunday-to-Saturday week: 3.5 days of 7.
    expect(timeline.querySelector<HTMLElement>('[data-mark="today"]')?.style.left).toBe('50%');
  });

  it('says what to do when nothing is scheduled in the period', async () => {
    renderCalendar(listing([]));
    expect(await screen.findByText('Nothing is scheduled in this period')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the storefront pages' }).getAttribute('href'),
    ).toBe('/apps/main/storefront');
    expect(screen.queryByRole('region', { name: 'Timeline' })).toBeNull();
  });

  it('lists a kind with nothing live in the period even when nothing shows in it', async () => {
    renderCalendar(
      listing([item('old', 'Old home', { ty: 'home', ed_dt: '2026-11-01T00:00:00Z' })]),
    );
    expect(await screen.findByText('Nothing is scheduled in this period')).toBeTruthy();
    expect(findingTexts()).toEqual(['No live home page from 1 Dec 00:00 to 1 Jan 00:00']);
  });

  it("shows the service's failure with a retry that loads the calendar", async () => {
    let fail = true;
    const answer = listing(PAGES);
    const list = renderCalendar((type, query) =>
      fail ? Promise.reject(new Error('Storefront service unavailable')) : answer(type, query),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Storefront service unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Holiday home: Live/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(list.mock.calls.length).toBeGreaterThan(2);
  });

  it('keeps collections in one group and links each to its collection', async () => {
    renderCalendar(
      listing([
        item('c1', 'Top picks', { ed_dt: '2026-12-15T00:00:00Z' }),
        item('c2', 'Holiday films', { st_dt: '2026-12-10T00:00:00Z' }),
      ]),
      'collection',
    );
    const link = await screen.findByRole('link', { name: /Top picks: Live/ });
    expect(link.getAttribute('href')).toBe('/apps/main/collection/c1');
    expect(
      within(screen.getByRole('region', { name: 'Timeline' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Collections']);
    expect(findingTexts()).toEqual([
      '2 collections live at once from 10 Dec 00:00 to 15 Dec 00:00: Top picks, Holiday films',
    ]);
  });

  it('speaks Tamil, with the plural of a kind where more than one page is live', async () => {
    renderCalendar(listing(PAGES), 'storefront', 'ta');
    expect(await screen.findByRole('button', { name: 'அடுத்த மாதம்' })).toBeTruthy();
    const findings = within(screen.getByRole('region', { name: 'இடைவெளிகளும் மேற்பொருந்தல்களும்' }))
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(findings[0]).toMatch(/வரை செயலில் உள்ள முகப்புப் பக்கம் இல்லை$/);
    expect(findings[1]).toContain('2 முகப்புப் பக்கங்கள் ஒரே நேரத்தில் செயலில்');
  });
});
