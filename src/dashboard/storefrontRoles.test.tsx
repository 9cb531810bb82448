import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { strictI18nProvider } from '../../kit/testing/renderInAdmin';
import { messages as storefront } from '../../custom/storefront/i18n/storefront';
import { messages as dashboard } from '../i18n/fragments/dashboard';
import { fakeDataProvider, renderInAdmin } from '../layout/testing/shellTestKit';
import { Dashboard } from './Dashboard';

const session = vi.hoisted(() => ({ allowed: new Set<string>() }));

vi.mock('../../authProvider/usePermission', () => ({
  usePermission: (action: string, resource: string) => session.allowed.has(`${action} ${resource}`),
}));
vi.mock('../../kit/product/useProduct', () => ({
  useProduct: () => ({ product: 'main', products: ['main'], setProduct: () => undefined }),
}));

afterEach(cleanup);

function renderAs(allowed: string[]) {
  session.allowed = new Set(allowed);
  const dataProvider = {
    ...fakeDataProvider({
      countResources: () => Promise.resolve([]),
      getList: () => Promise.resolve({ data: [], total: 0 }),
    }),
    listStoreItems: () => Promise.resolve({ data: [], total: 0 }),
  } as unknown as ConsoleDataProvider;
  renderInAdmin(<Dashboard />, {
    dataProvider,
    path: '/apps/main/dashboards/project',
    i18nProvider: strictI18nProvider(dashboard, storefront),
  });
}

/* How the dashboard is chosen by role: the storefront roles get their storefront work. */
describe('the dashboard of the storefront roles', () => {
  it('shows a storefront role its storefront work', async () => {
    renderAs(['view cp_storefront']);
    expect(
      await screen.findByRole('heading', {
        name: storefront.console.storefront.dashboard.title,
      }),
    ).toBeTruthy();
  });

  it('leaves the other roles’ dashboards as they were', async () => {
    // The storefront part is a lazy component, loaded once: shown here first to a storefront
    // role, it would render with the page's first heading below were it chosen there.
    renderAs(['view cp_storefront']);
    await screen.findByRole('heading', { name: storefront.console.storefront.dashboard.title });
    cleanup();
    renderAs(['view cp_storefront', 'view cp_datastore']);
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.queryByRole('heading', { name: storefront.console.storefront.dashboard.title }),
    ).toBeNull();
  });
});
