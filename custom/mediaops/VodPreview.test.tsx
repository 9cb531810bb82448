import { screen } from '@testing-library/react';
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

function renderPreview(type: string, schema: JsonSchemaObject) {
  const unexpected = () => Promise.reject(new Error('unexpected call'));
  const methods = new Proxy({} as PlaybackMethods, { get: () => vi.fn(unexpected) });
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

  it('shows nothing on a VOD type without segments (a sponsorship, a series)', () => {
    renderPreview('sponsorship', { type: 'object', properties: { lon: { type: 'array' } } });
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
