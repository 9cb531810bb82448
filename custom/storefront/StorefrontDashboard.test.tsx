import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type {
  StoreQuery,
  StoreType,
  StoredStoreItem,
} from '../../dataProvider/storefront/storefrontProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { ProductContext } from '../../kit/product/ProductContext';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/storefront';
import { StorefrontDashboard } from './StorefrontDashboard';

const NOW = new Date('2026-11-25T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const words = messages.console.storefront.dashboard;

const item = (id: string, n: string, st: string, extra: Partial<StoredStoreItem> = {}) =>
  ({ id, key: `${id}-k`, n, st, ut: '2026-11-01T10:00:00.000Z', ...extra }) as StoredStoreItem;

const STORE: Record<'storefront' | 'container', StoredStoreItem[]> = {
  storefront: [
    item('home', 'Home', 'published', { ut: '2026-11-24T09:00:00.000Z' }),
    item('xmas', 'Christmas', 'draft', {
      st_dt: '2026-11-28T00:00:00.000Z',
      ut: '2026-11-10T10:00:00.000Z',
    }),
  ],
  container: [
    item('rail', 'New arrivals', 'published', {
      ed_dt: '2026-11-30T00:00:00.000Z',
      ut: '2026-11-20T10:00:00.000Z',
    }),
    item('hero', 'Hero', 'draft', { ut: '2026-11-25T08:00:00.000Z' }),
    item('late', 'Later', 'draft', { st_dt: '2027-01-10T00:00:00.000Z' }),
  ],
};

/*
 * A merchandiser's dashboard: the product's pages and containers counted by status, the ones
 * changed last and what goes live or ends in the next 7 days, each leading to its page.
 */
describe("the storefront roles' dashboard", () => {
  it('counts pages and containers by status, lists the latest changes and the next 7 days', async () => {
    const listStoreItems = vi.fn((type: StoreType, query: StoreQuery) => {
      const all = STORE[type as 'storefront' | 'container'] ?? [];
      const data = all.filter((row) => (query.st ?? 'draft,published').split(',').includes(row.st));
      return Promise.resolve({ data, total: data.length });
    });
    const dataProvider = {
      ...fakeDataProvider(),
      listStoreItems,
    } as unknown as ConsoleDataProvider;
    renderInAdmin(
      <ProductContext.Provider
        value={{ product: 'main', products: ['main'], setProduct: () => undefined }}
      >
        <StorefrontDashboard />
      </ProductContext.Provider>,
      {
        path: '/apps/main/dashboards/project',
        dataProvider,
        i18nProvider: strictI18nProvider(messages),
      },
    );
    const counts = await screen.findByRole('list', { name: words.counts });
    const pages = within(counts).getByRole('link', { name: /Storefronts/ });
    expect(pages.getAttribute('href')).toBe('/apps/main/storefront');
    expect(await within(pages).findByText('1 published · 1 draft')).toBeTruthy();
    const containers = within(counts).getByRole('link', { name: /Containers/ });
    expect(containers.getAttribute('href')).toBe('/apps/main/Container');
    expect(await within(containers).findByText('1 published · 2 draft')).toBeTruthy();

    const recent = screen.getByRole('list', { name: words.recent });
    const recentLinks = within(recent).getAllByRole('link');
    expect(recentLinks.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Hero'),
      expect.stringContaining('Home'),
      expect.stringContaining('New arrivals'),
      expect.stringContaining('Christmas'),
      expect.stringContaining('Later'),
    ]);
    expect(recentLinks[0]?.getAttribute('href')).toBe('/apps/main/Container/hero');

    const soon = screen.getByRole('list', { name: words.soon });
    const soonRows = within(soon)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(soonRows).toEqual([
      expect.stringMatching(/Goes live.*Christmas/),
      expect.stringMatching(/Ends.*New arrivals/),
    ]);
    expect(
      within(soon)
        .getByRole('link', { name: /Christmas/ })
        .getAttribute('href'),
    ).toBe('/apps/main/storefront/xmas');
    expect(screen.getByRole('link', { name: words.calendar }).getAttribute('href')).toBe(
      '/apps/main/storefront/calendar',
    );
  });
});
