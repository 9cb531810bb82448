import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleHttpError } from '../../dataProvider/errors';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/virtualChannels';
import { VirtualChannelsPage } from './VirtualChannelsPage';

afterEach(cleanup);

const labels = { enums: { st: { draft: 'Draft', published: 'Published' } } };

const channel = {
  id: 'v1',
  key: 'v1-v1',
  ut: '2026-01-01T00:00:00.000Z',
  st: 'published',
  cn: 7,
  tz: 'Europe/London',
  lon: [{ lang: 'en', n: 'Alpha' }],
};

function renderPage(changeChannelNumber: ReturnType<typeof vi.fn>, roles = ['vll_admin']) {
  const dataProvider = {
    ...fakeDataProvider({
      getList: () => Promise.resolve({ data: [channel], total: 1 }) as never,
    }),
    changeChannelNumber,
  } as unknown as ConsoleDataProvider;
  renderInAdmin(null, {
    path: '/apps/main/live/virtuallivechannel',
    dataProvider,
    i18nProvider: strictI18nProvider(messages, labels),
    authProvider: authAs(roles),
    routes: { '/apps/:product?/live/virtuallivechannel': <VirtualChannelsPage /> },
    notifications: true,
  });
}

async function changeTo(value: string) {
  const row = (await screen.findByText('Alpha')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Europe/London')).toBeTruthy();
  expect(within(row).getByRole('link', { name: 'Schedule: Alpha' }).getAttribute('href')).toBe(
    '/apps/main/live/virtuallivechannel/schedule/draft/v1',
  );
  await userEvent.click(within(row).getByRole('button', { name: 'Change channel number: Alpha' }));
  const dialog = await screen.findByRole('dialog', { name: 'Channel number of Alpha' });
  const input = within(dialog).getByLabelText('Channel number');
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('the virtual channels list', () => {
  it("changes a channel number with the spec's message", async () => {
    const change = vi.fn(() => Promise.resolve({ ...channel, cn: 9 }));
    renderPage(change);
    expect(await screen.findByRole('heading', { name: 'Virtual Channels' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'New Virtual Channel' })).toBeTruthy();
    await changeTo('9');
    await waitFor(() =>
      expect(change).toHaveBeenCalledWith('v1', { cn: 9, key: 'v1-v1', ut: channel.ut }),
    );
    expect(await screen.findByText('Successfully Updated Channel Number for Alpha')).toBeTruthy();
  });

  it('opens the duplicate dialog naming the holder, and refuses while a draft is active', async () => {
    const duplicate = new ConsoleHttpError('Channel number 101 is already used by News', 409, {
      data: { id: 'c', name: 'News', cn: 101 },
      header: { code: 400000, count: 0, errors: [{ code: 40220351, description: 'dup' }] },
    });
    const change = vi.fn().mockRejectedValueOnce(duplicate);
    renderPage(change);
    await changeTo('101');
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate channel number' });
    expect(
      within(dialog).getByText(
        'Channel number 101 is already used by News. Choose another number.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    cleanup();
    const draft = new ConsoleHttpError('x', 409, {
      data: null,
      header: { code: 400000, count: 0, errors: [{ code: 40220304, description: 'x' }] },
    });
    renderPage(vi.fn().mockRejectedValueOnce(draft));
    await changeTo('12');
    expect(
      await screen.findByText(
        'Active Draft version exists, please save existing draft before editing channel number',
      ),
    ).toBeTruthy();
  });

  it('offers no change to a viewer', async () => {
    renderPage(vi.fn(), ['content_user']);
    const row = (await screen.findByText('Alpha')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /Change channel number/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New Virtual Channel' })).toBeNull();
  });
});
