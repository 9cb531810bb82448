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
import { ChannelCreatePage, ChannelEditPage } from './ChannelEditorPage';
import { messages } from './i18n/virtualChannels';

afterEach(cleanup);

/** The shell's title slot (src/layout/PageTitleSlot): where <Title> puts the page's heading. */
const titleSlot = <h1 id="react-admin-title" />;

const labels = {
  enums: {
    st: { draft: 'Draft', published: 'Published' },
    lang: { en: 'English', zh: 'Chinese', ms: 'Malay', ta: 'Tamil' },
  },
};

const channel = {
  id: 'v1',
  key: 'v1-v1',
  ut: '2026-01-01T00:00:00.000Z',
  st: 'published',
  cn: 7,
  tz: 'Europe/London',
  lon: [{ lang: 'en', n: 'Alpha' }],
  loop: false,
  schedule: 'manual',
};

const refusal = (
  status: number,
  code: number,
  description: string,
  field?: string,
  data?: unknown,
) =>
  new ConsoleHttpError(description, status, {
    data: data ?? null,
    header: { code, count: 0, errors: [{ code, description, ...(field ? { field } : {}) }] },
  });

function renderEdit(roles: string[], extra: Partial<Record<string, unknown>> = {}) {
  const update = vi.fn((_type: string, params: { data: Record<string, unknown> }) =>
    Promise.resolve({ data: { ...channel, ...params.data, key: 'v1-v2', st: 'draft' } }),
  );
  const dataProvider = {
    ...fakeDataProvider({
      getVersions: () =>
        Promise.resolve([{ key: 'v1-v1', st: 'published', name: 'V1 - published' }]),
      getOne: () => Promise.resolve({ data: channel }) as never,
      getList: () => Promise.resolve({ data: [], total: 0 }),
      getLockStatus: () => Promise.resolve({ ls: 'open' }),
      acquireLock: () => Promise.resolve({ ls: 'u1', lo_uid: 'u1' }),
      releaseLock: () => Promise.resolve(),
      heartbeatLock: () => Promise.resolve(),
      update: update as never,
    }),
    getChannelEvents: () =>
      Promise.resolve({
        channel: 'v1',
        name: 'Alpha',
        tz: 'UTC',
        channel_start_time: null,
        events: [],
      }),
    changeChannelNumber: vi.fn(),
    ...extra,
  } as unknown as ConsoleDataProvider;
  renderInAdmin(titleSlot, {
    path: '/apps/main/live/virtuallivechannel/v1',
    dataProvider,
    i18nProvider: strictI18nProvider(messages, labels),
    authProvider: authAs(roles),
    routes: { '/apps/:product?/live/virtuallivechannel/:channelId': <ChannelEditPage /> },
    notifications: true,
  });
  return { update };
}

describe('the virtual channel editor', () => {
  it('is read-only until Edit takes the lock, then saves names in four languages', async () => {
    const { update } = renderEdit(['vll_admin']);
    const zh = await screen.findByLabelText('Name (Chinese)');
    expect(zh).toBeDisabled();
    expect(screen.getByLabelText(/Version/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByLabelText('Name (Chinese)')).not.toBeDisabled());
    await userEvent.type(screen.getByLabelText('Name (Chinese)'), '阿尔法');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const sent = update.mock.calls[0]?.[1].data;
    expect(sent?.lon).toEqual([
      { lang: 'en', n: 'Alpha' },
      { lang: 'zh', n: '阿尔法' },
    ]);
    expect(sent?.tz).toBe('Europe/London');
    expect(await screen.findByText('Virtual channel updated sucessfully!')).toBeTruthy();
  });

  it('changes the number in the editor: duplicate dialog, active draft message, success', async () => {
    const change = vi
      .fn()
      .mockRejectedValueOnce(
        refusal(409, 40220351, 'Channel number 9 is already used by Bravo', undefined, {
          name: 'Bravo',
        }),
      )
      .mockRejectedValueOnce(
        refusal(
          409,
          40220304,
          'Active Draft version exists, please save existing draft before editing channel number',
        ),
      )
      .mockResolvedValueOnce({ ...channel, cn: 9 });
    renderEdit(['vll_admin'], { changeChannelNumber: change });
    const open = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Change channel number' }));
      const dialog = await screen.findByRole('dialog', { name: 'Channel number of Alpha' });
      const input = within(dialog).getByLabelText('Channel number');
      await userEvent.clear(input);
      await userEvent.type(input, '9');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    };
    await open();
    const duplicate = await screen.findByRole('dialog', { name: 'Duplicate channel number' });
    expect(within(duplicate).getByText(/already used by Bravo/)).toBeTruthy();
    // The shared dialog: a title bar with its close button; Escape does not close it.
    expect(within(duplicate).getByRole('button', { name: 'Close' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Duplicate channel number' })).toBeTruthy();
    await userEvent.click(within(duplicate).getByRole('button', { name: 'OK' }));
    // The number dialog stays open with the number typed: save it again.
    const dialog = await screen.findByRole('dialog', { name: 'Channel number of Alpha' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Active Draft version exists, please save existing draft before editing channel number',
      ),
    ).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Channel number of Alpha' })).getByRole('button', {
        name: 'Save',
      }),
    );
    expect(await screen.findByText('Successfully Updated Channel Number for Alpha')).toBeTruthy();
    expect(change).toHaveBeenLastCalledWith('v1', { cn: 9, key: 'v1-v1', ut: channel.ut });
  });

  it('shows its title once: one heading, in the shell title slot', async () => {
    renderEdit(['vll_admin']);
    await screen.findByLabelText('Name (Chinese)');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: 'Virtual channel: Alpha' })).toHaveLength(1),
    );
    expect(screen.getAllByText('Virtual channel: Alpha')).toHaveLength(1);
  });

  it('shows a viewer everything read-only, with no Edit, number change or playout actions', async () => {
    renderEdit(['content_user']);
    expect(await screen.findByLabelText(/^Name \(English\)/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change channel number' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set start time' })).toBeNull();
    expect(await screen.findByText('Nothing published plays in the next 24 hours.')).toBeTruthy();
  });
});

describe('New Virtual Channel', () => {
  it('asks for an English name, then shows the service refusal next to its field', async () => {
    const create = vi.fn(() =>
      Promise.reject(refusal(400, 400, 'no-such is not a program of this product', '/content/0')),
    );
    const dataProvider = fakeDataProvider({
      getList: () => Promise.resolve({ data: [], total: 0 }),
      create: create as never,
    });
    renderInAdmin(titleSlot, {
      path: '/apps/main/live/virtuallivechannel/add',
      dataProvider,
      i18nProvider: strictI18nProvider(messages, labels),
      authProvider: authAs(['vll_admin']),
      routes: { '/apps/:product?/live/virtuallivechannel/add': <ChannelCreatePage /> },
      notifications: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    // Its title once, in the shell's title slot.
    expect(screen.getAllByRole('heading', { name: 'New Virtual Channel' })).toHaveLength(1);
    expect(await screen.findByText('An English name is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name (English) *'), 'Gamma');
    await userEvent.type(screen.getByLabelText('Name (Tamil)'), 'காமா');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const sent = (create.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }])[1]
      .data;
    expect(sent).toMatchObject({
      st: 'draft',
      tz: 'UTC',
      lon: [
        { lang: 'en', n: 'Gamma' },
        { lang: 'ta', n: 'காமா' },
      ],
    });
    const programs = screen.getByRole('combobox', { name: 'Programs' });
    const field = programs.closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByText('no-such is not a program of this product')).toBeTruthy();
  });
});
