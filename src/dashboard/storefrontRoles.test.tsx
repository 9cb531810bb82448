import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { authAs, identitySettled, strictI18nProvider } from '../../kit/testing/renderInAdmin';
import { messages as storefront } from '../../custom/storefront/i18n/storefront';
import { messages as dashboard } from '../i18n/fragments/dashboard';
import { fakeDataProvider, renderInAdmin } from '../layout/testing/shellTestKit';
import { Dashboard } from './Dashboard';

afterEach(cleanup);

/** The dashboard, signed in with `roles`, working in the product main. */
function renderAs(roles: string[]) {
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
    authProvider: authAs(roles),
    product: { product: 'main' },
  });
}

/* How the dashboard is chosen by role: the storefront roles get their storefront work. */
describe('the dashboard of the storefront roles', () => {
  it('shows a storefront role its storefront work', async () => {
    // A storefront viewer: the storefront's pages and no catalogue's.
    renderAs(['storefront_user']);
    expect(
      await screen.findByRole('heading', {
        name: storefront.console.storefront.dashboard.title,
      }),
    ).toBeTruthy();
  });

  it('leaves the other roles’ dashboards as they were', async () => {
    // The storefront part is a lazy component, loaded once: shown here first to a storefront
    // role, it would render with the page's first heading below were it chosen there.
    renderAs(['storefront_user']);
    await screen.findByRole('heading', { name: storefront.console.storefront.dashboard.title });
    cleanup();
    // An editor: the storefront's pages and the catalogue's.
    renderAs(['creator']);
    await identitySettled();
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.queryByRole('heading', { name: storefront.console.storefront.dashboard.title }),
    ).toBeNull();
  });
});
