import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import type {
  AppConfigMethods,
  StoredConfig,
} from '../../dataProvider/appConfig/appConfigProvider';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { ConfigCreatePage } from './ConfigEditorPage';
import { messages } from './i18n/appconfig';
import { CONFIG_PATHS } from './paths';

afterEach(cleanup);

// JSON Forms loads lazily; loaded once here so the form's 10 s wait measures only the render.
beforeAll(async () => {
  await import('../../kit/jsonforms/ResourceJsonForm');
}, 60_000);

const playerType = {
  type: 'player',
  schema: {
    type: 'object',
    properties: {
      maxBitrateKbps: { type: 'integer', minimum: 100, maximum: 100000 },
    },
  },
  uischema: {
    type: 'VerticalLayout',
    elements: [
      {
        type: 'Control',
        scope: '#/properties/maxBitrateKbps',
        label: 'console.appConfig.labels.player.maxBitrateKbps',
      },
    ],
  },
};

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () =>
    Promise.resolve({ id: 'u1', uid: 'u1', username: 'ana', roles: ['operations_super_admin'] }),
};

function renderCreate(createConfig: AppConfigMethods['createConfig']) {
  const create = vi.fn(createConfig);
  const dataProvider: ConsoleDataProvider = {
    ...fakeDataProvider(),
    listConfigTypes: () => Promise.resolve([playerType]),
    listConfigs: () => Promise.resolve({ data: [], total: 0 }),
    listApplications: () => Promise.resolve([{ id: 'web', n: 'Web' }]),
    createConfig: create,
  };
  renderInAdmin(null, {
    path: '/apps/main/config/add',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider,
    notifications: true,
    routes: {
      [CONFIG_PATHS.add]: <ConfigCreatePage />,
      [CONFIG_PATHS.edit]: <p>edit page</p>,
    },
  });
  return create;
}

async function fillIn() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Application' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Web' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Configuration type' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Player settings' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Web player');
  const bitrate = await screen.findByLabelText(/Highest bitrate/, {}, { timeout: 10_000 });
  await userEvent.type(bitrate, '200');
  // JSON Forms' material inputs report a keystroke 300 ms after it.
  await waitFor(() => expect(bitrate).toHaveProperty('value', '200'));
  await new Promise((resolve) => setTimeout(resolve, 400));
}

describe('App Configuration add page', () => {
  it("shows the service's refusal of a value under its field", async () => {
    const create = renderCreate(() =>
      Promise.reject(
        new ConsoleHttpError('Invalid configuration', 400, {
          data: null,
          header: {
            code: 1,
            count: 0,
            errors: [
              { code: 400, field: '/value/maxBitrateKbps', description: 'Too low for this app' },
            ],
          },
        }),
      ),
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Too low for this app')).toBeTruthy();
    expect(create).toHaveBeenCalledWith({
      app: 'web',
      type: 'player',
      n: 'Web player',
      value: { maxBitrateKbps: 200 },
    });
    // Nothing typed is lost.
    expect(screen.getByLabelText<HTMLInputElement>(/Highest bitrate/).value).toBe('200');
  });

  it('creates the draft and opens it', async () => {
    renderCreate((input) =>
      Promise.resolve({
        ...input,
        id: 'c9',
        key: 'k1',
        st: 'draft',
        ut: '2026-01-01T00:00:00.000Z',
      } satisfies StoredConfig),
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Configuration created sucessfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('edit page')).toBeTruthy());
  });
});
