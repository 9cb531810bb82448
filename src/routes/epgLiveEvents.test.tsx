import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  EpgLiveEvent,
  GuideChannel,
  Ingestion,
  VllMethods,
} from '../../dataProvider/vll/vllProvider';
import type { LiveToVodJob } from '../../domain/media/liveToVod';
import { withMediaOpsService } from '../../dataProvider/mediaOps/mediaOpsProvider';
import type { MediaOpsMethods } from '../../dataProvider/mediaOps/mediaOpsProvider';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages as mediaOps } from '../../custom/mediaops/i18n/mediaOps';
import { EventProcessingPanel } from '../../custom/mediaops/EventProcessingPanel';
import { LiveToVodPanel } from '../../custom/mediaops/LiveToVodPanel';
import { messages } from '../../custom/epg/i18n/epg';
import { EpgPage } from '../../custom/epg/EpgPage';

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
  const l2vJobs: LiveToVodJob[] = [
    {
      id: 'v1',
      eventId: 'match-1',
      cty: 'sportliveevent',
      title: 'Cup Final replay',
      st_dt: `${DAY}T18:00:00.000Z`,
      ed_dt: `${DAY}T18:10:00.000Z`,
      status: 'completed',
      vodId: 'l2v-v1',
      ct: '',
      ut: '',
    },
  ];
  const dataProvider = withMediaOpsService({ ...fakeDataProvider(), ...methods }, {
    listLiveToVod: () => Promise.resolve(l2vJobs),
  } as Partial<MediaOpsMethods> as MediaOpsMethods);
  renderInAdmin(null, {
    path: '/apps/main/live/epg',
    dataProvider,
    i18nProvider: strictI18nProvider(messages, mediaOps),
    // The datastore (the VOD item's page) only for a role that has it: not l2v_admin.
    authProvider: {
      ...authAs(roles),
      canAccess: ({ resource }: { resource: string }) =>
        Promise.resolve(resource !== 'movie' || roles.includes('content_admin')),
    },
    routes: {
      '/apps/:product?/live/epg': (
        <EpgPage panels={{ liveToVod: LiveToVodPanel, eventProcessing: EventProcessingPanel }} />
      ),
    },
    notifications: true,
  });
  return methods;
}

describe("the EPG page's live events", () => {
  it("lists the day's live events and opens live-to-VOD and event processing in the dialog", async () => {
    const methods = renderPage(['l2v_admin']);
    const row = (await screen.findByText('Cup Final')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sports live event')).toBeTruthy();
    expect(methods.getEpgLiveEvents).toHaveBeenCalledWith(DAY, 'en', expect.anything());
    await userEvent.click(within(row).getByRole('button', { name: 'Live to VOD: Cup Final' }));
    const l2v = await screen.findByRole('dialog', { name: 'Live to VOD: Cup Final' });
    expect(await within(l2v).findByRole('button', { name: 'Convert to VOD' })).toBeTruthy();
    // l2v_admin may not open the datastore: the completed conversion has no link to its VOD item.
    expect(await within(l2v).findByText(/Completed/)).toBeTruthy();
    expect(within(l2v).queryByRole('link')).toBeNull();
    await userEvent.click(within(l2v).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(row).getByRole('button', { name: 'Event processing: Cup Final' }));
    const processing = await screen.findByRole('dialog', { name: 'Event processing: Cup Final' });
    // The team is picked from the event's teams, not typed.
    await userEvent.click(await within(processing).findByLabelText('Team'));
    await userEvent.click(await screen.findByRole('option', { name: 'Red (team-red)' }));
    await userEvent.type(within(processing).getByLabelText('Station'), 'ST-9');
    await userEvent.click(within(processing).getByRole('button', { name: 'Process the event' }));
    await waitFor(() =>
      expect(methods.startIngestion).toHaveBeenCalledWith('event', {
        channelId: 'match-1',
        teamId: 'team-red',
        station: 'ST-9',
        start: DAY,
      }),
    );
    expect(
      await screen.findByText('Successfully! Initiated Event re-process for Cup'),
    ).toBeTruthy();
  });

  it('says so when the day has no live events', async () => {
    const methods = renderPage(['l2v_admin'], []);
    expect(await screen.findByText('No live events around this day.')).toBeTruthy();
    expect(methods.getEpgLiveEvents).toHaveBeenCalled();
  });

  it("shows a viewer an event's processing status only", async () => {
    renderPage(['content_user']);
    const row = (await screen.findByText('Cup Final')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Event processing: Cup Final' }));
    const processing = await screen.findByRole('dialog', { name: 'Event processing: Cup Final' });
    expect(await within(processing).findByText('Completed')).toBeTruthy();
    expect(within(processing).queryByRole('button', { name: 'Re-process' })).toBeNull();
    expect(within(processing).queryByLabelText('Station')).toBeNull();
  });
});
