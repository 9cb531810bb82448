import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { Ingestion, VllMethods } from '../../dataProvider/vll/vllProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  identitySettled,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/mediaOps';
import { EventProcessingPanel } from './EventProcessingPanel';

afterEach(cleanup);

function job(status: string, over: Partial<Ingestion> = {}): Ingestion {
  return {
    id: 'j1',
    kind: 'event',
    channelId: 'e1',
    title: 'Cup Final',
    station: 'ST-1',
    start: '2026-11-24',
    day: '2026-11-24',
    teamId: 'team-red',
    status,
    count: 0,
    success: 0,
    ct: '',
    ut: '',
    ...over,
  };
}

function renderPanel({
  latest,
  roles = ['l2v_admin'],
  type = 'sportliveevent',
  record = {
    id: 'e1',
    lws: '2026-11-25T18:00:00.000Z',
    tms: [{ id: 'team-red', lon: [{ lang: 'en', n: 'Reds' }] }, { id: 'team-blue' }],
  },
}: {
  latest: () => Ingestion | null;
  roles?: string[];
  type?: string;
  record?: Record<string, unknown>;
}) {
  const methods = {
    getLatestIngestion: vi.fn<VllMethods['getLatestIngestion']>(() => Promise.resolve(latest())),
    startIngestion: vi.fn<VllMethods['startIngestion']>(() =>
      Promise.resolve(job('yet-to-start', { id: 'j2' })),
    ),
    resetIngestion: vi.fn<VllMethods['resetIngestion']>(() => Promise.resolve(job('cancelled'))),
  };
  const dataProvider = { ...fakeDataProvider(), ...methods } as unknown as ConsoleDataProvider;
  renderInAdmin(
    <EventProcessingPanel
      area="live"
      type={type}
      id="e1"
      record={record}
      data={undefined}
      editing={false}
      canUpdate
      onChange={() => undefined}
      reload={() => undefined}
    />,
    {
      dataProvider,
      i18nProvider: strictI18nProvider(messages),
      authProvider: authAs(roles),
      notifications: true,
    },
  );
  return methods;
}

const region = () => screen.findByRole('region', { name: 'Event processing' });

describe('EventProcessingPanel', () => {
  it("offers re-process when completed: the same request again, the spec's message", async () => {
    let current = job('completed');
    const methods = renderPanel({ latest: () => current });
    const panel = await region();
    expect(await within(panel).findByText('Completed')).toBeTruthy();
    expect(within(panel).getByText('Day 2026-11-24, team team-red, station ST-1')).toBeTruthy();
    expect(methods.getLatestIngestion).toHaveBeenCalledWith('event', 'e1', expect.anything());
    current = job('yet-to-start', { id: 'j2' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Re-process' }));
    expect(methods.startIngestion).toHaveBeenCalledWith('event', {
      channelId: 'e1',
      teamId: 'team-red',
      station: 'ST-1',
      start: '2026-11-24',
    });
    expect(
      await screen.findByText('Successfully! Initiated Event re-process for Cup Final'),
    ).toBeTruthy();
    // Now in flight: Processing, no re-process.
    expect(await within(panel).findByText('Processing')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Re-process' })).toBeNull();
  });

  it('offers re-process when cancelled too', async () => {
    renderPanel({ latest: () => job('cancelled') });
    const panel = await region();
    expect(await within(panel).findByText('Cancelled')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Re-process' })).toBeTruthy();
  });

  it("shows Processing while in flight, and cancels it with the spec's message", async () => {
    let current = job('processing', { count: 10, success: 4 });
    const methods = renderPanel({ latest: () => current });
    const panel = await region();
    expect(await within(panel).findByText('Processing 4/10')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Re-process' })).toBeNull();
    current = job('cancelled');
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel re-process' }));
    expect(methods.resetIngestion).toHaveBeenCalledWith('event', 'j1');
    expect(
      await screen.findByText('Successfully cancelled the re-process for Cup Final!'),
    ).toBeTruthy();
    expect(await within(panel).findByText('Cancelled')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Re-process' })).toBeTruthy();
  });

  it("says the spec's failure message when the re-process is refused", async () => {
    const methods = renderPanel({ latest: () => job('completed') });
    methods.startIngestion.mockImplementation(() => Promise.reject(new Error('')));
    const panel = await region();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Re-process' }));
    expect(await screen.findByText('Event re-process failed')).toBeTruthy();
  });

  it('starts the first processing for a team of the event from a station', async () => {
    const methods = renderPanel({ latest: () => null });
    const panel = await region();
    expect(await within(panel).findByText('Not processed yet')).toBeTruthy();
    const start = within(panel).getByRole('button', { name: 'Process the event' });
    expect(start).toHaveProperty('disabled', true);
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'team-blue' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Station' }), 'ST-9');
    await userEvent.click(start);
    await waitFor(() =>
      expect(methods.startIngestion).toHaveBeenCalledWith('event', {
        channelId: 'e1',
        teamId: 'team-blue',
        station: 'ST-9',
        start: '2026-11-25',
      }),
    );
    expect(
      await screen.findByText('Successfully! Initiated Event re-process for Cup Final'),
    ).toBeTruthy();
  });

  it('asks for teams when the event has none', async () => {
    renderPanel({ latest: () => null, record: { id: 'e1' } });
    const panel = await region();
    expect(
      await within(panel).findByText('Add the teams to the event (and save it) to process it.'),
    ).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Process the event' })).toBeNull();
  });

  it('shows a viewer the status only', async () => {
    renderPanel({ latest: () => job('completed'), roles: ['content_user'] });
    const panel = await region();
    expect(await within(panel).findByText('Completed')).toBeTruthy();
    expect(
      within(panel).getByText(
        'You can see the processing of this event but not start or cancel it.',
      ),
    ).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('is not shown on other types', async () => {
    const methods = renderPanel({ latest: () => null, type: 'liveevent' });
    await identitySettled();
    expect(screen.queryByRole('region', { name: 'Event processing' })).toBeNull();
    expect(methods.getLatestIngestion).not.toHaveBeenCalled();
  });

  it('has no axe violations (jsdom: structure and names, not colours)', async () => {
    renderPanel({ latest: () => job('completed') });
    const panel = await region();
    await within(panel).findByText('Completed');
    const options = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    const result = await axe.run(document.body, options);
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
