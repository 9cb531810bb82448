import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveToVodJob } from '../../domain/media/liveToVod';
import { withMediaOpsService } from '../../dataProvider/mediaOps/mediaOpsProvider';
import type { MediaOpsMethods } from '../../dataProvider/mediaOps/mediaOpsProvider';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages } from './i18n/mediaOps';
import { LiveToVodPanel } from './LiveToVodPanel';

const job = (over: Partial<LiveToVodJob>): LiveToVodJob => ({
  id: 'j1',
  eventId: 'e1',
  cty: 'liveevent',
  title: 'Cup Final',
  st_dt: '2026-11-24T10:00:00.000Z',
  ed_dt: '2026-11-24T11:00:00.000Z',
  status: 'completed',
  vodId: 'l2v-j1',
  ct: '2026-11-24T09:00:00.000Z',
  ut: '2026-11-24T11:00:05.000Z',
  ...over,
});

function renderPanel(jobs: LiveToVodJob[]) {
  const methods = { listLiveToVod: () => Promise.resolve(jobs) } as Partial<MediaOpsMethods>;
  renderInAdmin(
    <LiveToVodPanel
      area="live"
      type="liveevent"
      id="e1"
      record={{ id: 'e1', lws: '2026-11-24T09:00:00.000Z', lwe: '2026-11-24T12:00:00.000Z' }}
      data={undefined}
      editing={false}
      canUpdate
      onChange={() => undefined}
      reload={() => undefined}
    />,
    {
      dataProvider: withMediaOpsService(fakeDataProvider(), methods as MediaOpsMethods),
      i18nProvider: strictI18nProvider(messages),
      authProvider: authAs(['l2v_admin']),
    },
  );
}

describe('LiveToVodPanel', () => {
  it("notes when the VOD item holds only the window's first part (the recorder's limit)", async () => {
    renderPanel([job({ recordedSeconds: 300 })]);
    expect(
      await screen.findByText(
        'The VOD item holds the first 300 s of the window (the demo recorder renders no more).',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing more when the whole window was recorded', async () => {
    renderPanel([job({ id: 'j2', recordedSeconds: 3600, vodId: 'l2v-j2' })]);
    expect(await screen.findByText(/l2v-j2/)).toBeInTheDocument();
    expect(screen.queryByText(/demo recorder/)).not.toBeInTheDocument();
  });

  it('links a completed conversion to the VOD item made', async () => {
    renderPanel([job({ id: 'j3', vodId: 'l2v-j3', title: 'Cup Final replay' })]);
    const link = await screen.findByRole('link', { name: 'Open the VOD item Cup Final replay' });
    expect(link.getAttribute('href')).toMatch(/\/vod\/movie\/l2v-j3$/);
  });

  it("starts the window fields at the event's live window (the browser's local time)", async () => {
    renderPanel([]);
    const from = await screen.findByLabelText<HTMLInputElement>('Recorded from');
    const until = screen.getByLabelText<HTMLInputElement>('Recorded until');
    // A local time: Date.parse reads it in the local zone (the normalised value drops ':00').
    expect(Date.parse(from.value)).toBe(Date.parse('2026-11-24T09:00:00.000Z'));
    expect(Date.parse(until.value)).toBe(Date.parse('2026-11-24T12:00:00.000Z'));
  });
});
