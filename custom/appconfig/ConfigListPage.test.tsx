import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type {
  AppConfigMethods,
  StoredConfig,
} from '../../dataProvider/appConfig/appConfigProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { ConfigListPage } from './ConfigListPage';
import { messages } from './i18n/appconfig';
import { CONFIG_PATHS } from './paths';

afterEach(cleanup);

const webPlayer: StoredConfig = {
  id: 'c1',
  key: 'k1',
  st: 'published',
  ut: '2026-01-05T10:00:00.000Z',
  app: 'web',
  type: 'player',
  n: 'Web player',
  value: {},
};
const mobileFlags: StoredConfig = {
  ...webPlayer,
  id: 'c2',
  key: 'k2',
  st: 'draft',
  app: 'mobile',
  type: 'features',
  n: 'Mobile feature flags',
};

function renderList(configs: StoredConfig[], roles = ['operations_super_admin']) {
  const listConfigs = vi.fn<AppConfigMethods['listConfigs']>((query) => {
    const rows = configs.filter(
      (config) =>
        (!query.app || config.app === query.app) &&
        (!query.q || config.n.toLowerCase().includes(query.q.toLowerCase())),
    );
    return Promise.resolve({ data: rows, total: rows.length });
  });
  const dataProvider: ConsoleDataProvider = {
    ...fakeDataProvider(),
    listConfigs,
    listConfigTypes: () =>
      Promise.resolve(
        ['player', 'features'].map((type) => ({ type, schema: { type: 'object' }, uischema: {} })),
      ),
    listApplications: () =>
      Promise.resolve([
        { id: 'web', n: 'Web' },
        { id: 'mobile', n: 'Mobile' },
      ]),
  };
  renderInAdmin(null, {
    path: '/apps/main/config/list',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider: authAs(roles),
    routes: { [CONFIG_PATHS.list]: <ConfigListPage /> },
  });
  return listConfigs;
}

describe('App Configuration list', () => {
  it("shows the product's configurations, each linking to its page", async () => {
    const listConfigs = renderList([webPlayer, mobileFlags]);
    const table = await screen.findByRole('table', { name: 'App Configuration' });
    const link = await within(table).findByRole('link', { name: 'Web player' });
    expect(link.getAttribute('href')).toContain('/apps/main/config/c1');
    expect(within(table).getByText('Mobile feature flags')).toBeTruthy();
    expect(listConfigs).toHaveBeenCalledWith(
      expect.objectContaining({ pageNumber: 1 }),
      expect.anything(),
    );
    expect(await screen.findByRole('link', { name: 'Add configuration' })).toBeTruthy();
  });

  it('searches by name', async () => {
    const listConfigs = renderList([webPlayer, mobileFlags]);
    await screen.findByText('Mobile feature flags');
    await userEvent.type(screen.getByLabelText('Search by name'), 'mobile');
    await waitFor(() => expect(screen.queryByText('Web player')).toBeNull());
    expect(listConfigs).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'mobile' }),
      expect.anything(),
    );
  });

  it('says what to do when there is nothing yet, and hides Add from a viewer', async () => {
    renderList([], ['service_admin']);
    expect(await screen.findByText('No configurations yet')).toBeTruthy();
    expect(screen.getByText('Nobody has added a configuration to this product yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add configuration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add configuration' })).toBeNull();
  });

  it('has no axe violations (jsdom: structure and names, not colours)', async () => {
    renderList([webPlayer, mobileFlags]);
    await screen.findByText('Web player');
    const options = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const result = await axe.run(document.body, options);
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
