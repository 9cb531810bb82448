import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withPlaybackService } from '../../dataProvider/playback/playbackProvider';
import type { PlaybackMethods } from '../../dataProvider/playback/playbackProvider';
import type { JsonSchemaObject } from '../../domain/jsonSchema';
import {
  fakeDataProvider,
  renderInAdmin,
  strictI18nProvider,
} from '../../kit/testing/renderInAdmin';
import { messages as player } from '../../kit/player/i18n/player';
import { messages } from './i18n/mediaOps';
import { VodPreview } from './VodPreview';

function renderPreview(
  type: string,
  schema: JsonSchemaObject,
  getMedia?: PlaybackMethods['getMedia'],
  requestPlayback?: PlaybackMethods['requestPlayback'],
) {
  const unexpected = () => Promise.reject(new Error('unexpected call'));
  // Only the given service methods answer; any other call is unexpected.
  const methods = getMedia
    ? ({
        getMedia,
        ...(requestPlayback ? { requestPlayback } : {}),
      } as Partial<PlaybackMethods> as PlaybackMethods)
    : new Proxy({} as PlaybackMethods, { get: () => vi.fn(unexpected) });
  renderInAdmin(
    <VodPreview
      area="vod"
      type={type}
      id="x1"
      schema={schema}
      record={{ id: 'x1' }}
      data={undefined}
      editing={false}
      canUpdate={false}
      onChange={() => undefined}
      reload={() => undefined}
    />,
    {
      dataProvider: withPlaybackService(fakeDataProvider(), methods),
      i18nProvider: strictI18nProvider(messages, player),
    },
  );
}

/** The item's media as the playback service describes it: a 96 s movie at 30 fps, in `state`. */
function mediaOf(state: Partial<Awaited<ReturnType<PlaybackMethods['getMedia']>>>) {
  return vi.fn<PlaybackMethods['getMedia']>(() =>
    Promise.resolve({
      key: 'x1',
      type: 'movie',
      id: 'x1',
      title: 'Big Buck',
      durationSeconds: 96,
      frameCount: 2880,
      fps: 30,
      qualities: ['HD'],
      keyframeSeconds: [],
      status: 'ready',
      ...state,
    }),
  );
}

describe('VodPreview', () => {
  it('offers the preview on a type whose items carry segments (something to play)', () => {
    renderPreview('movie', { type: 'object', properties: { sg: { type: 'array' } } });
    expect(screen.getByRole('region', { name: 'Preview' })).toBeInTheDocument();
  });

  it('says how far the video being made is and about how long is left', async () => {
    const getMedia = mediaOf({ status: 'processing', progress: 0.25, etaSeconds: 90 });
    renderPreview('movie', { type: 'object', properties: { sg: { type: 'array' } } }, getMedia);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Preparing the video: 25% done, about 90 s left')).toBeVisible();
  });

  it('plays the whole item: a range from 0 s that ends (SMIL clipEnd) after its last frame', async () => {
    const getMedia = mediaOf({
      status: 'ready',
      manifestUrl: '/api/playback/files/t/source/v1/manifest.mpd',
    });
    const requestPlayback = vi.fn<PlaybackMethods['requestPlayback']>(
      () => new Promise(() => undefined),
    );
    renderPreview(
      'movie',
      { type: 'object', properties: { sg: { type: 'array' } } },
      getMedia,
      requestPlayback,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(requestPlayback).toHaveBeenCalledTimes(1));
    // Frames 0..2879: the range stops at 2880 / 30 = 96 s, not at the last frame's 95.9667 s.
    expect(requestPlayback).toHaveBeenCalledWith([{ key: 'x1', start: 0, end: 96, fps: 30 }]);
  });

  it('shows nothing on a VOD type without segments (a sponsorship, a series)', () => {
    renderPreview('sponsorship', { type: 'object', properties: { lon: { type: 'array' } } });
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
