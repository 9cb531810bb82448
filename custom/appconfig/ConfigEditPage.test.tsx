import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import type {
  AppConfigMethods,
  StoredConfig,
} from '../../dataProvider/appConfig/appConfigProvider';
import type { ConsoleDataProvider, LockStatus } from '../../dataProvider/types';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { ConfigEditPage } from './ConfigEditorPage';
import { messages } from './i18n/appconfig';
import { CONFIG_PATHS } from './paths';

afterEach(cleanup);

// The page loads JSON Forms lazily. Loading it here, once and with a hook's time, keeps that
// module load (seconds on a loaded 2-core CI machine) out of the first test's 10 s wait for the
// form, which then measures only the render (it failed there once under load).
beforeAll(async () => {
  await import('../../kit/jsonforms/ResourceJsonForm');
}, 60_000);

const published: StoredConfig = {
  id: 'c1',
  key: 'k1',
  st: 'published',
  ut: '2026-01-05T10:00:00.000Z',
  app: 'web',
  type: 'player',
  n: 'Web player',
  value: { autoplay: true, maxBitrateKbps: 3000 },
};
const draft: StoredConfig = {
  ...published,
  key: 'k2',
  st: 'draft',
  ut: '2026-01-06T10:00:00.000Z',
  value: { autoplay: true, maxBitrateKbps: 5000 },
};

const playerType = {
  type: 'player',
  schema: {
    type: 'object',
    properties: {
      autoplay: { type: 'boolean' },
      maxBitrateKbps: { type: 'integer', minimum: 100, maximum: 100000 },
    },
  },
  uischema: {
    type: 'VerticalLayout',
    elements: [
      {
        type: 'Control',
        scope: '#/properties/autoplay',
        label: 'console.appConfig.labels.player.autoplay',
      },
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

function renderEdit(lockStatus: LockStatus = { ls: 'open' }) {
  const versions = [published, draft];
  const updateConfig = vi.fn<AppConfigMethods['updateConfig']>((_id, body) => {
    const saved: StoredConfig = { ...draft, ...body, key: 'k3' };
    versions.push(saved);
    return Promise.resolve(saved);
  });
  const acquireLock = vi.fn(() => Promise.resolve({ ls: 'u1', lo_uid: 'u1', lo_name: 'ana' }));
  const dataProvider: ConsoleDataProvider = {
    ...fakeDataProvider({
      getLockStatus: () => Promise.resolve(lockStatus),
      acquireLock,
      heartbeatLock: () => Promise.resolve(),
      releaseLock: () => Promise.resolve(),
    }),
    listConfigTypes: () => Promise.resolve([playerType]),
    getConfig: () => Promise.resolve(versions),
    getConfigVersion: (_id: string, key: string) => {
      const found = versions.find((version) => version.key === key);
      return found ? Promise.resolve(found) : Promise.reject(new Error(`no ${key}`));
    },
    getConfigVersions: () =>
      Promise.resolve([
        { key: 'k1', st: 'published', name: 'V1 - published' },
        { key: 'k2', st: 'draft', name: 'V2 - draft' },
      ]),
    updateConfig,
    listApplications: () => Promise.resolve([{ id: 'web', n: 'Web' }]),
  };
  renderInAdmin(null, {
    path: '/apps/main/config/c1',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    authProvider,
    notifications: true,
    routes: { [CONFIG_PATHS.edit]: <ConfigEditPage /> },
  });
  return { updateConfig, acquireLock };
}

describe('App Configuration edit page', () => {
  it('is read-only until Edit takes the lock', async () => {
    const { acquireLock } = renderEdit();
    // The first render loads JSON Forms and its renderers.
    const bitrate = await screen.findByLabelText(/Highest bitrate/, {}, { timeout: 10_000 });
    expect((bitrate as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText('The configuration is read-only. Choose Edit to change it.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(acquireLock).toHaveBeenCalledWith('appconfig', 'c1'));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/Highest bitrate/).disabled).toBe(false),
    );
  });

  it('says who holds the lock and keeps Edit closed', async () => {
    renderEdit({ ls: 'u2', lo_uid: 'u2', lo_name: 'Bo' });
    expect(await screen.findByText(/Bo is editing this configuration/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit' }).disabled).toBe(true);
  });

  it('shows the difference from the published version before publishing the draft', async () => {
    const { updateConfig } = renderEdit();
    await screen.findByLabelText(/Highest bitrate/, {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Publish V2 - draft?')).toBeTruthy();
    expect(await within(dialog).findByText('3000')).toBeTruthy();
    expect(within(dialog).getByText('5000')).toBeTruthy();
    expect(updateConfig).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(updateConfig).toHaveBeenCalledWith('c1', {
        st: 'published',
        key: 'k2',
        ut: draft.ut,
      }),
    );
  });

  it('offers Save from the first keystroke and saves what was typed; typed back, it sends nothing', async () => {
    const { updateConfig } = renderEdit();
    await screen.findByLabelText(/Highest bitrate/, {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const bitrate = () => screen.getByLabelText<HTMLInputElement>(/Highest bitrate/);
    await waitFor(() => expect(bitrate().disabled).toBe(false));
    const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save().disabled).toBe(true);
    await userEvent.type(bitrate(), '0');
    // JSON Forms passes the number on 300 ms later: Save is offered already.
    expect(save().disabled).toBe(false);
    await userEvent.click(save());
    await waitFor(() =>
      expect(updateConfig).toHaveBeenCalledWith(
        'c1',
        expect.objectContaining({ value: { autoplay: true, maxBitrateKbps: 50000 } }),
      ),
    );

    await waitFor(() => expect(save().disabled).toBe(true));
    await userEvent.type(bitrate(), '1{Backspace}');
    // Typed back: nothing is sent, whether Save is clicked before JSON Forms reports the keys
    // (still offered then, as the first keystroke above shows) or after
    // (no longer offered: a busy machine may take 300 ms to type two keys).
    fireEvent.click(save());
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(updateConfig).toHaveBeenCalledTimes(1);
  });
});
