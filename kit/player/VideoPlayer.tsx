import { useContext, useEffect, useRef, useState } from 'react';
import { Alert, Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PlayerEngineContext } from './PlayerEngineContext';

export interface VideoPlayerProps {
  /** The DASH manifest to play; nothing plays while it is undefined. */
  manifestUrl: string | undefined;
  /** The video's accessible name. */
  label: string;
  /** Receives the video element once the manifest is loaded (null when it goes). */
  onVideo?: (video: HTMLVideoElement | null) => void;
  /** The browser's own controls (the preview dialogs); the editor draws its own. */
  nativeControls?: boolean;
  /** Draws this over the picture when set (e.g. the media is still being made). */
  overlay?: string | undefined;
  /** How far what the overlay waits for is, 0..100 (a determinate bar); unknown: a moving bar. */
  overlayProgress?: number | undefined;
  /** Where a load starts, in seconds (read when a manifest is loaded; a change alone reloads nothing). */
  startSeconds?: number | undefined;
}

/**
 * THE player of the console (issue 14: one player in the product): a video element driven by
 * shaka-player, which is loaded only when a player is first shown. The element keeps a 16:9 box
 * so the page does not jump while the manifest loads; a manifest that fails shows its message.
 */
export function VideoPlayer({
  manifestUrl,
  label,
  onVideo,
  nativeControls = false,
  overlay,
  overlayProgress,
  startSeconds,
}: VideoPlayerProps) {
  const translate = useTranslate();
  const createEngine = useContext(PlayerEngineContext);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onVideoRef = useRef(onVideo);
  onVideoRef.current = onVideo;
  const startRef = useRef(startSeconds);
  startRef.current = startSeconds;
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    const video = videoRef.current;
    if (!manifestUrl || !video) return undefined;
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    setState('loading');
    void (async () => {
      try {
        const engine = await createEngine();
        destroy = () => engine.destroy();
        if (cancelled) {
          await engine.destroy();
          return;
        }
        await engine.attach(video);
        await engine.load(manifestUrl, startRef.current);
        if (cancelled) return;
        setState('ready');
        onVideoRef.current?.(video);
      } catch (error) {
        if (cancelled) return;
        setFailure(error instanceof Error && error.message ? error.message : String(error));
        setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      onVideoRef.current?.(null);
      void destroy?.();
    };
  }, [manifestUrl, createEngine]);

  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: '#000' }}>
      <video
        ref={videoRef}
        aria-label={label}
        controls={nativeControls}
        playsInline
        style={{ width: '100%', height: '100%', display: 'block' }}
        data-testid="console-video"
      />
      {(state === 'loading' || overlay) && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            alignItems: 'center',
            color: '#fff',
            gap: 1,
          }}
        >
          <span>{overlay ?? translate('console.player.loading')}</span>
          <LinearProgress
            sx={{ width: '40%' }}
            aria-label={overlay ?? translate('console.player.loading')}
            {...(overlay && overlayProgress !== undefined
              ? { variant: 'determinate' as const, value: overlayProgress }
              : {})}
          />
        </Box>
      )}
      {state === 'failed' && (
        <Alert severity="error" sx={{ position: 'absolute', left: 8, right: 8, bottom: 8 }}>
          {translate('console.player.failed', { message: failure })}
        </Alert>
      )}
    </Box>
  );
}
