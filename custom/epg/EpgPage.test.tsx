import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  EpgLiveEvent,
  GuideChannel,
  Ingestion,
  VllMethods,
} from '../../dataProvider/vll/vllProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/epg';
import { EpgPage } from './EpgPage';

afterEach(cleanup);

const DAY = new Date().toISOString().slice(0, 10);

function job(id: string, status: string, title: string): Ingestion {
  return {
    id,
    kind: 'epg',
    channelId: id,
    title,
    station: 'ST-1',
    start: DAY,
    day: DAY,
    status,
    count: 10,
    success: status === 'completed' ? 10 : 4,
    ct: '',
    ut: '',
  };
}

/** The live event panels are the composition root's (src/routes/epgLiveEvents.test.tsx). */
const STUB_PANELS = {
  liveToVod: ({ id }: { id: string }) => <p>Live to VOD of {id}</p>,
  eventProcessing: ({ id }: { id: string }) => <p>Event processing of {id}</p>,
};

const CUP: EpgLiveEvent = {
  id: 'match-1',
  type: 'sportliveevent',
  title: 'Cup Final',
  lon: [{ lang: 'en', n: 'Cup Final' }],
  status: 'published',
  lws: `${DAY}T18:00:00.000Z`,
  lwe: `${DAY}T20:00:00.000Z`,
  tms: [
    { id: 'team-red', name: 'Red', lon: [{ lang: 'en', n: 'Red' }] },
    { id: 'team-blue', name: 'Blue', lon: [{ lang: 'en', n: 'Blue' }] },
  ],
};

function renderPage(roles = ['content_admin'], liveEvents: EpgLiveEvent[] = [CUP]) {
  const guide: GuideChannel[] = [
    {
      channelId: 'c1',
      name: 'News One',
      cn: 101,
      ingestion: job('j1', 'completed', 'News One'),
      airings: [
        {
          id: 'j1-1',
          pgm_id: 'p',
          title: 'Morning',
          a_st_dt: `${DAY}T00:00:00.000Z`,
          a_ed_dt: `${DAY}T06:00:00.000Z`,
          dur: 21600,
          station: 'ST-1',
        },
      ],
    },
    {
      channelId: 'c2',
      name: 'Sport Two',
      cn: 102,
      ingestion: job('j2', 'processing', 'Sport Two'),
      airings: [],
    },
  ];
  const methods = {
    getEpgGuide: vi.fn<VllMethods['getEpgGuide']>(() => Promise.resolve(guide)),
    getEpgLiveEvents: vi.fn<VllMethods['getEpgLiveEvents']>(() => Promise.resolve(liveEvents)),
    getLatestIngestion: vi.fn<VllMethods['getLatestIngestion']>(() =>
      Promise.resolve(
        roles.includes('content_user') ? { ...job('j9', 'completed', 'Cup'), kind: 'event' } : null,
      ),
    ),
    getIngestionStatus: vi.fn<VllMethods['getIngestionStatus']>(() =>
      Promise.resolve([job('j2', 'processing', 'Sport Two')]),
    ),
    startIngestion: vi.fn<VllMethods['startIngestion']>((_kind, request) =>
      Promise.resolve(job('j3', 'yet-to-start', request.channelId === 'c1' ? 'News One' : 'Cup')),
    ),
    resetIngestion: vi.fn<VllMethods['resetIngestion']>(() =>
      Promise.resolve(job('j2', 'cancelled', 'Sport Two')),
    ),
    changeChannelNumber: vi.fn(),
    getProgramUsage: vi.fn(),
    updateAiring: vi.fn(),
  };
  const dataProvider = {
    ...fakeDataProvider({
      getList: ((resource: string) =>
        resource === 'virtuallivechannel'
          ? Promise.resolve({
              data: [{ id: 'main-vll-1', cn: 201, lon: [{ lang: 'en', n: 'Retro TV' }] }],
              total: 1,
            })
          : Promise.reject(new Error(resource))) as ConsoleDataProvider['getList'],
    }),
    ...methods,
  } as unknown as ConsoleDataProvider;
  renderInAdmin(null, {
    path: '/apps/main/live/epg',
    dataProvider,
    i18nProvider: strictI18nProvider(messages),
    // The datastore (the VOD item's page) only for a role that has it: not l2v_admin.
    authProvider: {
      ...authAs(roles),
      canAccess: ({ resource }: { resource: string }) =>
        Promise.resolve(resource !== 'movie' || roles.includes('content_admin')),
    },
    routes: { '/apps/:product?/live/epg': <EpgPage panels={STUB_PANELS} /> },
    notifications: true,
  });
  return methods;
}

describe('the EPG page', () => {
  it("shows each channel's guide and ingestion, re-processes a finished one with the spec's message", async () => {
    const methods = renderPage();
    const row = (await screen.findByText('News One')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(row).getByText('1 airing')).toBeTruthy();
    expect(within(row).getByRole('listitem', { name: 'Morning, 00:00-06:00 UTC' })).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Re-process: News One' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-process the guide of News One' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Station').value).toBe('ST-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(methods.startIngestion).toHaveBeenCalledWith('epg', {
        channelId: 'c1',
        start: DAY,
        station: 'ST-1',
      }),
    );
    expect(
      await screen.findByText('Successfully! Initiated EPG re-process for News One'),
    ).toBeTruthy();
  });

  it('shows Processing for one in flight (polled), and cancels it', async () => {
    const methods = renderPage();
    const row = (await screen.findByText('Sport Two')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Processing 4/10')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Re-process/ })).toBeNull();
    await waitFor(() =>
      expect(methods.getIngestionStatus).toHaveBeenCalledWith('epg', ['j2'], expect.anything()),
    );
    await userEvent.click(
      within(row).getByRole('button', { name: 'Cancel re-process: Sport Two' }),
    );
    expect(
      await screen.findByText('Successfully cancelled the re-process for Sport Two!'),
    ).toBeTruthy();
    expect(methods.resetIngestion).toHaveBeenCalledWith('epg', 'j2');
  });

  it("lists the day's live events and opens an event's panel in the dialog", async () => {
    renderPage();
    const row = (await screen.findByText('Cup Final')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sports live event')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Event processing: Cup Final' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event processing: Cup Final' });
    expect(within(dialog).getByText('Event processing of match-1')).toBeTruthy();
  });

  it('is read-only for a viewer', async () => {
    renderPage(['content_user']);
    const row = (await screen.findByText('News One')).closest('tr') as HTMLElement;
    expect(screen.getByText('You can see the guide but not ingest or change it.')).toBeTruthy();
    expect(
      within(row).getByRole<HTMLButtonElement>('button', { name: 'Re-process: News One' }).disabled,
    ).toBe(true);
  });

  it('lists the virtual channels for who may see their schedules, each opening its guide', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Virtual channels' });
    const row = (await within(section).findByText('Retro TV')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Guide: Retro TV' }).getAttribute('href')).toBe(
      '/apps/main/live/virtuallivechannel/schedule/published/main-vll-1?view=guide',
    );
    expect(within(row).getByRole('link', { name: 'Schedule: Retro TV' }).getAttribute('href')).toBe(
      '/apps/main/live/virtuallivechannel/schedule/draft/main-vll-1',
    );
  });

  it('shows no virtual channels to a role without the schedules (l2v_admin)', async () => {
    renderPage(['l2v_admin']);
    await screen.findByText('News One');
    expect(screen.queryByRole('region', { name: 'Virtual channels' })).toBeNull();
  });
});
