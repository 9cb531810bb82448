import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  authAs,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { PlayerEngineContext } from '../../kit/player/PlayerEngineContext';
import type { PlayerEngineFactory } from '../../kit/player/shakaEngine';
import { messages as player } from '../../kit/player/i18n/player';
import { messages } from './i18n/programs';
import { ProgramEditPage } from './ProgramEditorPage';
import { PROGRAM_PATHS } from './paths';

afterEach(cleanup);

const labels = {
  enums: {
    st: { draft: 'Draft', published: 'Published' },
    lang: { en: 'English', zh: 'Chinese', ms: 'Malay', ta: 'Tamil' },
  },
};

const program = {
  id: 'p1',
  key: 'p1-v1',
  ut: '2026-01-01T00:00:00.000Z',
  st: 'published',
  lon: [{ lang: 'en', n: 'Morning Show' }],
  sg: [
    { seg_ty: 'bumper', dur: 5 },
    { seg_ty: 'vod', sp: 10, ep: 610.5, ctkey: 'movie-1' },
    { seg_ty: 'ad', dur: 30 },
  ],
};

/** jsdom plays nothing: an engine that loads whatever it is given. */
const loaded: string[] = [];
const fakeEngine: PlayerEngineFactory = () =>
  Promise.resolve({
    attach: () => Promise.resolve(),
    load: (url: string) => {
      loaded.push(url);
      return Promise.resolve();
    },
    destroy: () => Promise.resolve(),
  });

function renderEditor(returned: string, roles = ['vll_admin']) {
  const update = vi.fn(() => Promise.resolve({ data: { ...program, st: returned } }));
  const requestPlayback = vi.fn(() =>
    Promise.resolve({
      manifestUrl: '/media/program-p1.mpd',
      durationSeconds: 600.5,
      ranges: [{ key: 'movie-1', startFrame: 300, endFrame: 18314 }],
    }),
  );
  const dataProvider = {
    ...fakeDataProvider({
      getOne: () => Promise.resolve({ data: program }) as never,
      getVersions: () =>
        Promise.resolve([{ key: 'p1-v1', st: 'published', name: 'V1 - published' }]),
      getLockStatus: () => Promise.resolve({ ls: 'open' }),
      acquireLock: () => Promise.resolve({ ls: 'u1', lo_uid: 'u1' }),
      releaseLock: () => Promise.resolve(),
      heartbeatLock: () => Promise.resolve(),
      update: update as never,
    }),
    getProgramUsage: () =>
      Promise.resolve([
        {
          channelId: 'v1',
          channelName: 'Alpha',
          dt: '2026-11-24',
          st: 'draft',
          airings: 2,
          firstStart: '',
        },
      ]),
    requestPlayback,
  } as unknown as ConsoleDataProvider;
  const visited: string[] = [];
  renderInAdmin(null, {
    path: '/apps/main/live/program',
    dataProvider,
    i18nProvider: strictI18nProvider(messages, player, labels),
    authProvider: authAs(roles),
    routes: {
      [PROGRAM_PATHS.edit]: (
        <PlayerEngineContext.Provider value={fakeEngine}>
          <ProgramEditPage />
        </PlayerEngineContext.Provider>
      ),
      [PROGRAM_PATHS.list]: <Link to="/apps/main/live/program/p1">open</Link>,
    },
    onLocation: (path) => visited.push(path),
    notifications: true,
  });
  return { update, visited, requestPlayback };
}

/** Edit (the lock), then a change to the Malay title so Save is enabled. */
async function editTitle() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const malay = await screen.findByLabelText('Title (Malay)');
  await waitFor(() => expect(malay).not.toBeDisabled());
  await userEvent.type(malay, 'Pagi');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('the program editor', () => {
  it('shows the segment timeline, the derived duration, timecodes in the segment-info dialog and usage', async () => {
    renderEditor('draft');
    await userEvent.click(await screen.findByText('open'));
    expect(await screen.findByRole('heading', { name: 'Program: Morning Show' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Content duration').value).toBe('00:10:35');
    const blocks = screen.getAllByRole('button', { name: /^(Bumper|Content|Ad) / });
    expect(blocks.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bumper 00:00:00;00-00:00:05;00',
      'Content 00:00:05;00-00:10:05;15',
      'Ad 00:10:05;15-00:10:35;15',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByLabelText(/^Title \(English\)/)).not.toBeDisabled());
    await userEvent.click(blocks[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Segment information' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('In-point (HH:MM:SS;FF)').value).toBe(
      '00:00:10;00',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Out-point (HH:MM:SS;FF)').value).toBe(
      '00:10:10;15',
    );
    await userEvent.clear(within(dialog).getByLabelText('Out-point (HH:MM:SS;FF)'));
    await userEvent.type(within(dialog).getByLabelText('Out-point (HH:MM:SS;FF)'), '00:10:10;45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('A timecode is HH:MM:SS;FF at 30 fps')).toBeTruthy();
    // The shared dialog: Escape does not close it; the title bar's close button does.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Segment information' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Usage grouped by channel; one channel only, so its days show.
    const usage = screen.getByRole('region', { name: 'Where it airs' });
    expect(
      await within(usage).findByRole('button', { name: /^Alpha/, expanded: true }),
    ).toBeTruthy();
    const days = within(usage).getByRole('table', { name: 'Days on Alpha' });
    expect(within(days).getByRole('row', { name: '2026-11-24 Draft 2' })).toBeTruthy();
  });

  it('previews the content segments in the one player (kit/player) through the playback service', async () => {
    const { requestPlayback } = renderEditor('published', ['content_user']);
    await userEvent.click(await screen.findByText('open'));
    await screen.findByRole('heading', { name: 'Program: Morning Show' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('1 content range to play')).toBeTruthy();
    await userEvent.click(within(preview).getByRole('button', { name: 'Play preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Morning Show' });
    // The content segment only (not the bumper, not the ad), in seconds at 30 fps, ending at its
    // ep (SMIL clipEnd: frames 300..18314).
    expect(requestPlayback).toHaveBeenCalledWith([
      { key: 'movie-1', start: 10, end: 18315 / 30, fps: 30 },
    ]);
    expect(await within(dialog).findByText('Duration 00:10:00')).toBeTruthy();
    await waitFor(() => expect(loaded).toContain('/media/program-p1.mpd'));
    expect(within(dialog).getByLabelText('Video: Morning Show')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('returns to the previous screen after a save; the toast only when neither status is draft', async () => {
    const { update, visited } = renderEditor('draft');
    await userEvent.click(await screen.findByText('open'));
    await screen.findByRole('heading', { name: 'Program: Morning Show' });
    expect(screen.getByLabelText(/^Title \(English\)/)).toBeDisabled();
    await editTitle();
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = (update.mock.calls[0] as unknown as [string, { data: { lon: unknown } }])[1].data;
    expect(sent.lon).toEqual([
      { lang: 'en', n: 'Morning Show' },
      { lang: 'ms', n: 'Pagi' },
    ]);
    await waitFor(() => expect(visited.at(-1)).toBe('/apps/main/live/program'));
    expect(screen.queryByText('Program updated sucessfully!')).toBeNull();
    cleanup();
    const second = renderEditor('published');
    await userEvent.click(await screen.findByText('open'));
    await screen.findByRole('heading', { name: 'Program: Morning Show' });
    await editTitle();
    expect(await screen.findByText('Program updated sucessfully!')).toBeTruthy();
    await waitFor(() => expect(second.visited.at(-1)).toBe('/apps/main/live/program'));
  });

  it('is read-only for a viewer: no Edit, titles disabled, the version shown', async () => {
    renderEditor('published', ['content_user']);
    await userEvent.click(await screen.findByText('open'));
    await screen.findByRole('heading', { name: 'Program: Morning Show' });
    expect(screen.getByLabelText(/^Title \(English\)/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByText('You can see the programs but not change them.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Preview' })).toBeTruthy();
  });
});
