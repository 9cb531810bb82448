import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withPlaybackService } from '../../dataProvider/playback/playbackProvider';
import type { PlaybackMethods } from '../../dataProvider/playback/playbackProvider';
import type { SmilItem } from '../../domain/media/api';
import { fakeDataProvider, renderInAdmin, strictI18nProvider } from '../testing/renderInAdmin';
import { messages } from './i18n/player';
import { PlaybackPreviewDialog } from './PlaybackPreviewDialog';
import { PlayerEngineContext } from './PlayerEngineContext';
import type { PlayerEngineFactory } from './shakaEngine';

const SMIL: SmilItem[] = [{ key: 'movie-1', start: 10, end: 20.5, fps: 30 }];

/** jsdom plays nothing: an engine that records what it was asked to load. */
function recordingEngine(loaded: string[]): PlayerEngineFactory {
  return () =>
    Promise.resolve({
      attach: () => Promise.resolve(),
      load: (url: string) => {
        loaded.push(url);
        return Promise.resolve();
      },
      destroy: () => Promise.resolve(),
    });
}

function Harness({ smil, onClosed }: { smil: readonly SmilItem[]; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <PlaybackPreviewDialog
      open={open}
      title="Big Buck"
      smil={smil}
      onClose={() => {
        setOpen(false);
        onClosed();
      }}
    />
  );
}

function renderDialog(
  smil: readonly SmilItem[],
  requestPlayback: PlaybackMethods['requestPlayback'],
) {
  const loaded: string[] = [];
  const onClosed = vi.fn();
  const methods = new Proxy({ requestPlayback } as PlaybackMethods, {
    get: (target, name: keyof PlaybackMethods) =>
      target[name] ?? vi.fn(() => Promise.reject(new Error(`unexpected call to ${name}`))),
  });
  renderInAdmin(
    <PlayerEngineContext.Provider value={recordingEngine(loaded)}>
      <Harness smil={smil} onClosed={onClosed} />
    </PlayerEngineContext.Provider>,
    {
      dataProvider: withPlaybackService(fakeDataProvider(), methods),
      i18nProvider: strictI18nProvider(messages),
    },
  );
  return { loaded, onClosed };
}

describe('the playback preview dialog', () => {
  it("is the console's shared dialog: plays the ranges, Escape does not close it, the title bar's close button does", async () => {
    const requestPlayback = vi.fn<PlaybackMethods['requestPlayback']>(() =>
      Promise.resolve({
        manifestUrl: '/media/clip.mpd',
        durationSeconds: 10.5,
        ranges: [{ key: 'movie-1', startFrame: 300, endFrame: 615 }],
      }),
    );
    const { loaded, onClosed } = renderDialog(SMIL, requestPlayback);
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Big Buck' });
    expect(requestPlayback).toHaveBeenCalledWith(SMIL);
    expect(await within(dialog).findByText('Duration 00:00:10')).toBeVisible();
    await waitFor(() => expect(loaded).toEqual(['/media/clip.mpd']));
    expect(within(dialog).getByLabelText('Video: Big Buck')).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Preview: Big Buck' })).toBeVisible();

    // One close button (the title bar's): no second one at the bottom.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when there is nothing to play, and asks for nothing', async () => {
    const none = vi.fn<PlaybackMethods['requestPlayback']>();
    renderDialog([], none);
    expect(await screen.findByText('There is no content to play.')).toBeVisible();
    expect(none).not.toHaveBeenCalled();
  });

  it("shows the playback service's refusal", async () => {
    const refused = vi.fn<PlaybackMethods['requestPlayback']>(() =>
      Promise.reject(new Error('Range past the end of movie-1')),
    );
    renderDialog(SMIL, refused);
    expect(await screen.findByText('Range past the end of movie-1')).toBeVisible();
  });
});
