import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSetLocale } from 'react-admin';
import {
  act,
  cleanup,
  fireEvent,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { MediaInfo, Mp4Job } from '../../domain/media/api';
import type { PlaybackMethods } from '../../dataProvider/playback/playbackProvider';
import type { SearchMethods } from '../../dataProvider/searchProvider';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import {
  adminWrapper,
  authAs,
  createStrictI18nProvider,
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { PlayerEngineContext } from '../../kit/player/PlayerEngineContext';
import type { PlayerEngineFactory } from '../../kit/player/shakaEngine';
import { messages as player } from '../../kit/player/i18n/player';
import { messages as playerZh } from '../../kit/player/i18n/player.zh';
import { messages } from './i18n/videoEditor';
import { messages as zh } from './i18n/videoEditor.zh';
import { VideoEditorPage } from './VideoEditorPage';
import { useMp4Download } from './useMp4Download';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const MEDIA: MediaInfo = {
  key: 'movie-1',
  type: 'movie',
  id: 'movie-1',
  title: 'Big Buck',
  durationSeconds: 90,
  frameCount: 2700,
  fps: 30,
  qualities: ['Full HD', 'HD', 'SD'],
  keyframeSeconds: Array.from({ length: 45 }, (_, i) => i * 2),
  status: 'ready',
  manifestUrl: '/media/movie-1/manifest.mpd',
};

/** jsdom plays nothing: the fake engine gives the video element a clock the test can read. */
function fakeEngine(seeks: number[]): PlayerEngineFactory {
  return () =>
    Promise.resolve({
      attach(video) {
        let time = 0;
        let paused = true;
        Object.defineProperties(video, {
          currentTime: {
            configurable: true,
            get: () => time,
            set: (value: number) => {
              time = value;
              seeks.push(value);
              video.dispatchEvent(new Event('seeked'));
            },
          },
          paused: { configurable: true, get: () => paused },
        });
        video.pause = () => {
          if (!paused) {
            paused = true;
            video.dispatchEvent(new Event('pause'));
          }
        };
        video.play = () => {
          paused = false;
          video.dispatchEvent(new Event('play'));
          return Promise.resolve();
        };
        return Promise.resolve();
      },
      load: () => Promise.resolve(),
      destroy: () => Promise.resolve(),
    });
}

/** Switches the console to Chinese, as the language menu does (react-admin re-mounts the page). */
function SwitchToChinese() {
  const setLocale = useSetLocale();
  return (
    <button type="button" onClick={() => void setLocale('zh')}>
      switch-to-zh
    </button>
  );
}

function renderPage(roles = ['content_admin'], { switchable = false } = {}) {
  const seeks: number[] = [];
  const playback = {
    getMedia: vi.fn<PlaybackMethods['getMedia']>(() => Promise.resolve(MEDIA)),
    requestPlayback: vi.fn<PlaybackMethods['requestPlayback']>(() =>
      Promise.resolve({
        manifestUrl: '/media/clip.mpd',
        durationSeconds: 10.5,
        ranges: [{ key: 'movie-1', startFrame: 300, endFrame: 615 }],
      }),
    ),
    requestMp4: vi.fn<PlaybackMethods['requestMp4']>(),
    getMp4Job: vi.fn<PlaybackMethods['getMp4Job']>(),
    cancelMp4Job: vi.fn<PlaybackMethods['cancelMp4Job']>(),
    searchClips: vi.fn<PlaybackMethods['searchClips']>(() => Promise.resolve([])),
    saveClip: vi.fn<PlaybackMethods['saveClip']>(() => Promise.resolve({ id: 'clip-1' })),
    readyForAir: vi.fn<PlaybackMethods['readyForAir']>(() =>
      Promise.resolve({
        id: 'short-1',
        key: 'short-1',
        cty: 'shortvideo' as const,
        name: 'Goal',
        durationSeconds: 10.5,
      }),
    ),
  };
  const search: Pick<SearchMethods, 'searchContent'> = {
    searchContent: vi.fn(() =>
      Promise.resolve({
        data: [
          {
            id: 'movie-1',
            key: 'movie-1',
            cty: 'movie',
            st: 'published',
            lon: [{ lang: 'en', n: 'Big Buck' }],
            prt_ic: 'false' as const,
          },
        ],
        total: 1,
      }),
    ),
  };
  // The clip is saved through the playback service (checked on the editor's page), not create.
  const create = playback.saveClip;
  const dataProvider = {
    ...fakeDataProvider(),
    ...playback,
    ...search,
    getSearchFields: vi.fn(),
  } as unknown as ConsoleDataProvider;
  // The catalogue's type names are plural messages, as in the console's catalog.
  const english = [messages, player, { resources: { movie: { name: 'Movie |||| Movies' } } }];
  renderInAdmin(switchable ? <SwitchToChinese /> : null, {
    path: '/apps/main/videoeditor',
    dataProvider,
    i18nProvider: switchable
      ? createStrictI18nProvider({
          english,
          otherLocales: () =>
            Promise.resolve([zh, playerZh, { resources: { movie: { name: '电影' } } }]),
        })
      : strictI18nProvider(...english),
    authProvider: authAs(roles),
    routes: {
      '/apps/:product?/videoeditor': (
        <PlayerEngineContext.Provider value={fakeEngine(seeks)}>
          <VideoEditorPage />
        </PlayerEngineContext.Provider>
      ),
    },
  });
  return { playback, seeks, create };
}

async function openMovie() {
  await userEvent.type(await screen.findByRole('combobox', { name: 'VOD item' }), 'Big');
  // The type's name in the singular (a plural message asked for with its count).
  await userEvent.click(await screen.findByRole('option', { name: 'Big Buck · Movie' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next frame' })).toBeEnabled());
}

async function goTo(timecode: string) {
  const field = screen.getByRole('textbox', { name: 'Go to (HH:MM:SS;FF)' });
  await userEvent.clear(field);
  await userEvent.type(field, `${timecode}{Enter}`);
}

describe('the video editor', { timeout: 90_000 }, () => {
  it('steps single frames onto consecutive frames, each seek the middle of its frame (100 of 100: domain test and e2e)', async () => {
    const { seeks } = renderPage();
    await openMovie();
    expect(screen.getByTestId('timecode')).toHaveTextContent('00:00:00;00');
    const region = screen.getByRole('group', { name: /^Player\./ });
    region.focus();
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(seeks).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1.5) / 30));
    expect(screen.getByTestId('frame')).toHaveTextContent('Frame 10');
    expect(screen.getByTestId('timecode')).toHaveTextContent('00:00:00;10');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(screen.getByTestId('timecode')).toHaveTextContent('00:00:00;09');
  });

  it('marks 00:00:10;00 to 00:00:20;15 with I and O, adds the segment (316 frames) and an ad marker; plays the clip', async () => {
    const { playback } = renderPage();
    await openMovie();
    const region = screen.getByRole('group', { name: /^Player\./ });
    await goTo('00:00:10;00');
    fireEvent.keyDown(region, { key: 'i' });
    await goTo('00:00:20;15');
    fireEvent.keyDown(region, { key: 'o' });
    expect(screen.getByTestId('mark-in')).toHaveTextContent('In: 00:00:10;00');
    expect(screen.getByTestId('mark-out')).toHaveTextContent('Out: 00:00:20;15');
    await userEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    const row = screen.getByTestId('segment-row');
    expect(row).toHaveTextContent('00:00:10;00');
    expect(row).toHaveTextContent('00:00:20;15');
    expect(row).toHaveTextContent('316 frames');
    await userEvent.click(within(row).getByRole('button', { name: 'Add ad marker' }));
    expect(within(row).getByRole('button', { name: 'Mid-roll' })).toBeVisible();
    expect(screen.getAllByTestId('ad-marker')).toHaveLength(1);
    expect(screen.getByTestId('keyframes')).toHaveAttribute('data-count', '45');
    expect(
      screen.getByRole('button', { name: 'Content 00:00:10;00 to 00:00:20;15' }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Play the clip' }));
    await waitFor(() => expect(playback.requestPlayback).toHaveBeenCalledTimes(1));
    // The out mark is the last frame shown; the range sent ends after it (SMIL clipEnd). An
    // editor, who may change items, plays the composed clip as a remix.
    expect(playback.requestPlayback).toHaveBeenCalledWith(
      [{ key: 'movie-1', start: 10, end: 616 / 30, fps: 30 }],
      { remix: true },
    );
    expect(await screen.findByTestId('clip-mode')).toHaveTextContent('Playing: the composed clip');
    // The clip plays as soon as it is loaded (it used to load paused).
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeEnabled();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('keeps the marks, segments, ad markers and notes through a language switch (the page re-mounts); a note is written per language', async () => {
    const { create, playback } = renderPage(['content_admin'], { switchable: true });
    await openMovie();
    const region = screen.getByRole('group', { name: /^Player\./ });
    await goTo('00:00:10;00');
    fireEvent.keyDown(region, { key: 'i' });
    await goTo('00:00:20;15');
    fireEvent.keyDown(region, { key: 'o' });
    await userEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    const row = screen.getByTestId('segment-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Add ad marker' }));
    await userEvent.type(
      within(row).getByRole('textbox', { name: 'Segment note (English)' }),
      'Goal replay',
    );
    // A second, unfinished mark pair: marks are kept even when no segment holds them yet.
    await goTo('00:00:30;00');
    fireEvent.keyDown(region, { key: 'i' });
    const before = screen.getByTestId('player-region');

    await userEvent.click(screen.getByRole('button', { name: 'switch-to-zh' }));
    const ve = zh.console.videoEditor;
    expect(await screen.findByRole('heading', { name: ve.title })).toBeVisible();
    // The page was re-mounted (a new player region), and its work is all there.
    expect(screen.getByTestId('player-region')).not.toBe(before);
    // The playhead is where it was (frame 900), not back at frame 0.
    await waitFor(() => expect(screen.getByTestId('timecode')).toHaveTextContent('00:00:30;00'));
    expect(screen.getByTestId('mark-in')).toHaveTextContent(`${ve.marks.in}: 00:00:30;00`);
    expect(screen.getByTestId('mark-out')).toHaveTextContent(`${ve.marks.out}: 00:00:20;15`);
    const kept = screen.getByTestId('segment-row');
    expect(kept).toHaveTextContent('00:00:10;00');
    expect(kept).toHaveTextContent('00:00:20;15');
    expect(kept).toHaveTextContent('316');
    expect(screen.getAllByTestId('ad-marker')).toHaveLength(1);
    // The note field is now the Chinese note; the English one shows under it.
    const zhNote = within(kept).getByRole('textbox', { name: `${ve.segments.note} (中文)` });
    expect(zhNote).toHaveValue('');
    expect(kept).toHaveTextContent('English: Goal replay');
    await userEvent.type(zhNote, '进球回放');

    // Ready for air stores the note in both languages.
    // Ready for air names the clip (and its short) in the four languages: the UI language's name
    // is required, an empty other one takes it.
    await userEvent.click(screen.getByRole('button', { name: ve.ready.submit }));
    expect(await screen.findByText(ve.ready.nameRequired)).toBeVisible();
    expect(create).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(`^${ve.ready.name} \\(中文\\)`) }),
      '进球',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: `${ve.ready.name} (English)` }),
      'Goal',
    );
    await userEvent.click(screen.getByRole('button', { name: ve.ready.submit }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(playback.readyForAir).toHaveBeenCalledWith('clip-1');
    const [params] = create.mock.calls[0] ?? [];
    expect(params?.lon).toEqual([
      { lang: 'zh', n: '进球' },
      { lang: 'en', n: 'Goal' },
      { lang: 'ms', n: '进球' },
      { lang: 'ta', n: '进球' },
    ]);
    expect(await screen.findByText(/进球/, { selector: '.MuiAlert-message' })).toBeVisible();
    expect(params?.sg).toMatchObject([
      {
        sp: 10,
        ep: 616 / 30,
        am: [{ ap: 'mid' }],
        nt: [
          { lang: 'en', n: 'Goal replay' },
          { lang: 'zh', n: '进球回放' },
        ],
      },
    ]);
  });

  it('refuses an out-point before the in-point, and a bad timecode, next to the field', async () => {
    renderPage();
    await openMovie();
    await goTo('00:00:20;15');
    await userEvent.click(screen.getByRole('button', { name: 'Mark in (I)' }));
    await goTo('00:00:10;00');
    await userEvent.click(screen.getByRole('button', { name: 'Mark out (O)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The out-point must not come before the in-point',
    );
    expect(screen.queryByTestId('segment-row')).toBeNull();
    await goTo('00:00:10;45');
    expect(screen.getByText('A timecode is HH:MM:SS;FF at 30 fps')).toBeVisible();
  });

  it('shows how far the media being made is and about how long is left', async () => {
    const { playback } = renderPage();
    const { manifestUrl: _ready, ...pending } = MEDIA;
    playback.getMedia.mockResolvedValueOnce({
      ...pending,
      status: 'processing',
      progress: 0.4,
      etaSeconds: 42,
    });
    await userEvent.type(await screen.findByRole('combobox', { name: 'VOD item' }), 'Big');
    await userEvent.click(await screen.findByRole('option', { name: 'Big Buck · Movie' }));
    const text = 'The video is being prepared: 40% done, about 42 s left';
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: text })).toHaveAttribute('aria-valuenow', '40');
  });

  it('keeps Mark in, Mark out and Add segment with the player, beside Go to (not under the clip search)', async () => {
    renderPage();
    await openMovie();
    const goTo = screen.getByRole('textbox', { name: 'Go to (HH:MM:SS;FF)' });
    const playerPanel = goTo.closest('.MuiPaper-root');
    expect(playerPanel).not.toBeNull();
    for (const name of ['Mark in (I)', 'Mark out (O)', 'Add segment'])
      expect(playerPanel).toContainElement(screen.getByRole('button', { name }));
    // The clip search comes after them in the page's order (it is in the other column).
    const search = screen.getByRole('region', { name: 'Clip search' });
    expect(
      screen.getByRole('button', { name: 'Add segment' }).compareDocumentPosition(search) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('lets a viewer play but shows no cut controls', async () => {
    renderPage(['content_user']);
    await openMovie();
    expect(screen.getByText('You can play videos here but not cut them.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Mark in (I)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add segment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request MP4' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make it ready for air' })).toBeNull();
  });
});

describe('the MP4 download on screen', { timeout: 90_000 }, () => {
  async function addSegment() {
    await openMovie();
    const region = screen.getByRole('group', { name: /^Player\./ });
    await goTo('00:00:10;00');
    fireEvent.keyDown(region, { key: 'i' });
    await goTo('00:00:20;15');
    fireEvent.keyDown(region, { key: 'o' });
    await userEvent.click(screen.getByRole('button', { name: 'Add segment' }));
  }
  const job = (over: Partial<Mp4Job>): Mp4Job => ({
    id: 'j1',
    status: 'queued',
    progress: 0,
    quality: 'HD',
    durationSeconds: 10.5,
    ...over,
  });

  it("shows the job's progress, then 'Error fetching MP4' for a failure without a message, and the job's message for one with", async () => {
    const { playback } = renderPage();
    playback.requestMp4.mockResolvedValueOnce(job({})).mockResolvedValueOnce(job({ id: 'j2' }));
    playback.getMp4Job
      .mockResolvedValueOnce(job({ status: 'processing', progress: 0.42 }))
      .mockResolvedValueOnce(job({ status: 'failed', progress: 0.42 }))
      .mockResolvedValueOnce(
        job({ id: 'j2', status: 'failed', progress: 0.1, message: 'ffmpeg exited with code 1' }),
      );
    await addSegment();
    // The job's status is asked for every 5000 ms: the clock is faked from here and moved on a
    // poll at a time, and 10 ms more for the answer to reach the page (the query hands it on in
    // a timer of its own).
    vi.useFakeTimers();
    const poll = () => act(() => vi.advanceTimersByTimeAsync(5010));
    fireEvent.click(screen.getByRole('button', { name: 'Request MP4' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('mp4-status')).toHaveTextContent('Waiting to start');
    await poll();
    expect(screen.getByTestId('mp4-status')).toHaveTextContent('Preparing the MP4: 42%');
    await poll();
    expect(screen.getByTestId('mp4-failure')).toHaveTextContent('Error fetching MP4');
    expect(screen.getByTestId('mp4-status')).toHaveTextContent('The MP4 failed');

    fireEvent.click(screen.getByRole('button', { name: 'Request MP4' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    await poll();
    expect(screen.getByTestId('mp4-failure')).toHaveTextContent('ffmpeg exited with code 1');
  });

  it('shows a refused MP4 request (a 4xx) with its message', async () => {
    const { playback } = renderPage();
    playback.requestMp4.mockRejectedValueOnce(
      Object.assign(new Error('/quality: Full HD is not offered for this media (SD)'), {
        status: 400,
      }),
    );
    await addSegment();
    await userEvent.click(screen.getByRole('button', { name: 'Request MP4' }));
    expect(await screen.findByTestId('mp4-failure')).toHaveTextContent(
      '/quality: Full HD is not offered for this media (SD)',
    );
    expect(playback.getMp4Job).not.toHaveBeenCalled();
  });
});

describe('the MP4 download', () => {
  function setup(jobs: Mp4Job[]) {
    const methods = {
      requestMp4: vi.fn<PlaybackMethods['requestMp4']>(() =>
        Promise.resolve({
          id: 'j1',
          status: 'queued',
          progress: 0,
          quality: 'HD',
          durationSeconds: 10.5,
        } satisfies Mp4Job),
      ),
      getMp4Job: vi.fn<PlaybackMethods['getMp4Job']>(() =>
        Promise.resolve(jobs.shift() ?? (jobs[0] as Mp4Job)),
      ),
    };
    const dataProvider = {
      ...fakeDataProvider(),
      ...methods,
      getMedia: vi.fn(),
      requestPlayback: vi.fn(),
      cancelMp4Job: vi.fn(),
      searchClips: vi.fn(),
      saveClip: vi.fn(),
      readyForAir: vi.fn(),
    } as unknown as ConsoleDataProvider;
    const onReady = vi.fn();
    const hook = renderHook(() => useMp4Download(onReady), {
      wrapper: adminWrapper({ dataProvider }),
    });
    return { methods, onReady, hook };
  }
  const base = { id: 'j1', quality: 'HD' as const, durationSeconds: 10.5 };

  it('polls every 5000 ms and starts the download once when the job is ready', async () => {
    vi.useFakeTimers();
    const { methods, onReady, hook } = setup([
      { ...base, status: 'processing', progress: 0.5 },
      { ...base, status: 'ready', progress: 1, mp4Url: '/media/j1.mp4' },
    ]);
    await act(() =>
      hook.result.current.request('HD', [{ key: 'movie-1', start: 10, end: 20.5 }], 'Big Buck'),
    );
    expect(methods.requestMp4).toHaveBeenCalledWith({
      bandwidth: { audio: 128_000, video: 3_000_000 },
      quality: 'HD',
      lon: [{ lang: 'en', n: 'Big Buck' }],
      smil: [{ key: 'movie-1', start: 10, end: 20.5 }],
    });
    await act(() => vi.advanceTimersByTimeAsync(4990));
    expect(methods.getMp4Job).toHaveBeenCalledTimes(0);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(methods.getMp4Job).toHaveBeenCalledTimes(1);
    expect(hook.result.current.job?.status).toBe('processing');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(methods.getMp4Job).toHaveBeenCalledTimes(2);
    expect(onReady).toHaveBeenCalledWith('/media/j1.mp4', expect.objectContaining({ id: 'j1' }));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(methods.getMp4Job).toHaveBeenCalledTimes(2);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it("shows a failed job's message, else 'Error fetching MP4'", async () => {
    vi.useFakeTimers();
    const { hook } = setup([
      { ...base, status: 'failed', progress: 0.2, message: 'ffmpeg exited with code 1' },
    ]);
    await act(() => hook.result.current.request('SD', [{ key: 'm', start: 0, end: 1 }], 'M'));
    await act(() => vi.advanceTimersByTimeAsync(5010));
    expect(hook.result.current.failure).toBe('ffmpeg exited with code 1');

    const second = setup([{ ...base, status: 'failed', progress: 0 }]);
    await act(() =>
      second.hook.result.current.request('SD', [{ key: 'm', start: 0, end: 1 }], 'M'),
    );
    await act(() => vi.advanceTimersByTimeAsync(5010));
    expect(second.hook.result.current.failure).toBe('Error fetching MP4');
  });
});
