import { useEffect, useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SmilItem } from '../../domain/media/api';
import { formatDuration } from '../../domain/timecode';
import type { PlaybackSpeed } from '../../domain/videoEditor/clipEdit';
import { playbackServiceOf } from '../../dataProvider/playback/playbackProvider';
import { readFailure } from '../../dataProvider/envelopeReader';
import { ConsoleDialog } from '../dialog/ConsoleDialog';
import { SpeedSelect } from './SpeedSelect';
import { VideoPlayer } from './VideoPlayer';

/**
 * A preview of content ranges (a program's content segments, a VOD item whole) in a dialog: asks
 * the playback service for a manifest of exactly those ranges and plays it in the console's one
 * player, with a speed choice. Nothing to play says so; a refused request shows its message.
 * It is the console's shared dialog: the title bar's close button closes it, Escape does not.
 */
export function PlaybackPreviewDialog({
  open,
  title,
  smil,
  onClose,
}: {
  open: boolean;
  title: string;
  /** The ranges to play, in order; empty when there is nothing to play. */
  smil: readonly SmilItem[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const service = playbackServiceOf(useDataProvider());
  const [manifest, setManifest] = useState<{ url: string; seconds: number } | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const smilKey = JSON.stringify(smil);

  useEffect(() => {
    if (!open || smil.length === 0) return undefined;
    let cancelled = false;
    setFailure(undefined);
    setManifest(undefined);
    service.requestPlayback(smil).then(
      (answer) => {
        if (!cancelled) setManifest({ url: answer.manifestUrl, seconds: answer.durationSeconds });
      },
      (error: unknown) => {
        if (!cancelled) setFailure(readFailure(error, 'Request failed').message);
      },
    );
    return () => {
      cancelled = true;
    };
    // The ranges by value: a new array of the same ranges does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, smilKey, service]);

  useEffect(() => {
    if (video) video.playbackRate = speed;
  }, [video, speed]);

  return (
    <ConsoleDialog
      open={open}
      title={translate('console.player.previewTitle', { title })}
      onClose={onClose}
      maxWidth="md"
    >
      {smil.length === 0 ? (
        <Alert severity="info">{translate('console.player.nothingToPlay')}</Alert>
      ) : failure ? (
        <Alert severity="error">{failure}</Alert>
      ) : (
        <Stack spacing={2}>
          <VideoPlayer
            manifestUrl={manifest?.url}
            label={translate('console.player.videoLabel', { title })}
            nativeControls
            onVideo={setVideo}
          />
          <Stack direction="row" spacing={2} alignItems="center">
            <SpeedSelect value={speed} onChange={setSpeed} disabled={!video} />
            {manifest && (
              <Typography variant="body2" color="text.secondary">
                {translate('console.player.duration', {
                  duration: formatDuration(manifest.seconds),
                })}
              </Typography>
            )}
          </Stack>
        </Stack>
      )}
    </ConsoleDialog>
  );
}
