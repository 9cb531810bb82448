import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withPlaybackService } from '../../dataProvider/playbackProvider';
import type { PlaybackMethods } from '../../dataProvider/playbackProvider';
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
) {
  const unexpected = () => Promise.reject(new Error('unexpected call'));
  // Only the given service method answers; any other call is unexpected.
  const methods = getMedia
    ? ({ getMedia } as Partial<PlaybackMethods> as PlaybackMethods)
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

describe('VodPreview', () => {
  it('offers the preview on a type whose items carry segments (something to play)', () => {
    renderPreview('movie', { type: 'object', properties: { sg: { type: 'array' } } });
    expect(screen.getByRole('region', { name: 'Preview' })).toBeInTheDocument();
  });

  it('says how far the video being made is and about how long is left', async () => {
    const getMedia = vi.fn<PlaybackMethods['getMedia']>(() =>
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
        status: 'processing',
        progress: 0.25,
        etaSeconds: 90,
      }),
    );
    renderPreview('movie', { type: 'object', properties: { sg: { type: 'array' } } }, getMedia);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Preparing the video: 25% done, about 90 s left')).toBeVisible();
  });

  it('shows nothing on a VOD type without segments (a sponsorship, a series)', () => {
    renderPreview('sponsorship', { type: 'object', properties: { lon: { type: 'array' } } });
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
