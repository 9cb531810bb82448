import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import type { ReactElement } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { playbackServiceOf } from '../../dataProvider/playback/playbackProvider';
import { MEDIA_FPS, VIDEO_POLL_MS } from '../../domain/media/api';
import type { SmilItem } from '../../domain/media/api';
import type { JsonSchemaObject } from '../../domain/jsonSchema';
import { marksToSmilRange } from '../../domain/videoEditor/clipEdit';
import type { ItemExtraProps } from '../../kit/editor/itemExtras';
import { MediaSection } from './MediaSection';
import { LoadingBar } from '../../kit/feedback/LoadingBar';

/**
 * The player dialog, loaded when a preview first opens: VOD editors are in the console's main
 * chunk, and the player (its component and shaka) stays out of what the dashboard loads.
 */
const PlaybackPreviewDialog = lazy(() =>
  import('../../kit/player/PlaybackPreviewDialog').then((module) => ({
    default: module.PlaybackPreviewDialog,
  })),
);

/** Whether a type's items carry segments (`sg`): what the playback service plays. */
function hasSegments(schema: JsonSchemaObject | undefined): boolean {
  const properties = schema?.properties;
  return typeof properties === 'object' && properties !== null && 'sg' in properties;
}

/**
 * The VOD view's preview (spec section 2: 'VOD view with preview dialog'): on a saved VOD item,
 * anyone who may view it opens a dialog that plays the item whole through the console's one
 * player (kit/player). The item's media is read when asked for; while it is being made the
 * section says so and asks again every VIDEO_POLL_MS.
 */
export function VodPreview({
  area,
  type,
  id,
  schema,
  record,
}: ItemExtraProps): ReactElement | null {
  const translate = useTranslate();
  const service = playbackServiceOf(useDataProvider());
  const [wanted, setWanted] = useState(false);
  const media = useQuery({
    queryKey: ['playback', 'media', type, id],
    queryFn: ({ signal }) => service.getMedia(type, id, signal),
    enabled: wanted && area === 'vod' && record !== undefined && hasSegments(schema),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? VIDEO_POLL_MS : false),
    retry: false,
  });
  // Only a type that carries segments has something to play (not a series, a bundle, a
  // promotion or a sponsorship).
  if (area !== 'vod' || !record || !hasSegments(schema)) return null;
  const info = media.data;
  const ready = wanted && info?.status === 'ready';
  const smil: SmilItem[] =
    info && info.frameCount > 0
      ? [
          {
            key: info.key,
            ...marksToSmilRange({ inFrame: 0, outFrame: info.frameCount - 1 }),
            fps: MEDIA_FPS,
          },
        ]
      : [];
  const title = info?.title ?? (typeof record.id === 'string' ? record.id : id);
  return (
    <MediaSection
      headingId="vod-preview-title"
      title={translate('console.mediaOps.preview.title')}
      intro={translate('console.mediaOps.preview.intro')}
      actions={
        <Button
          variant="outlined"
          disabled={wanted && !ready && !media.error && info?.status !== 'failed'}
          onClick={() => {
            setWanted(true);
            if (media.error || info?.status === 'failed') void media.refetch();
          }}
        >
          {translate('console.player.preview')}
        </Button>
      }
    >
      {wanted && !ready && !media.error && info?.status !== 'failed' && (
        <Stack spacing={1} sx={{ mt: 2 }} role="status">
          <Typography variant="body2">
            {/* The demo media's first making: how far it is and about how long is left. */}
            {info?.progress !== undefined && info.etaSeconds !== undefined
              ? translate('console.mediaOps.preview.progress', {
                  percent: Math.round(info.progress * 100),
                  seconds: info.etaSeconds,
                })
              : translate('console.mediaOps.preview.preparing')}
          </Typography>
          <LoadingBar />
        </Stack>
      )}
      {wanted && (media.error || info?.status === 'failed') && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {media.error?.message ?? info?.message ?? translate('console.mediaOps.preview.failed')}
        </Alert>
      )}
      {ready && (
        <Suspense fallback={<LoadingBar />}>
          <PlaybackPreviewDialog open title={title} smil={smil} onClose={() => setWanted(false)} />
        </Suspense>
      )}
    </MediaSection>
  );
}
