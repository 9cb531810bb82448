import { useCallback } from 'react';
import type { KeyboardEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePermission } from '../../authProvider/usePermission';
import { formatDuration } from '../../domain/timecode';
import { VideoPlayer } from '../../kit/player/VideoPlayer';
import { CutPanel, MarkBar } from './CutPanel';
import { ClipPanel, ClipSearchPanel } from './ClipPanels';
import { EditorTimeline } from './EditorTimeline';
import { ItemPicker } from './ItemPicker';
import { TransportBar } from './TransportBar';
import { useMp4Download } from './useMp4Download';
import { useVideoEditor } from './useVideoEditor';

/** Starts the browser's download of a file the server serves (the finished MP4). */
function startDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** Keys typed into a field, a list or a slider stay theirs. */
function ownsKeys(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  const role = target.getAttribute('role') ?? '';
  return ['slider', 'combobox', 'option', 'listbox', 'menuitem', 'menu', 'spinbutton'].includes(
    role,
  );
}

/**
 * The video editor (`/apps/:product?/videoeditor`, issue 14): choose a VOD item, play it in the
 * console's player at the spec's speeds, step frame by frame (arrows), mark in and out (I and O)
 * and compose segments with their kinds and ad markers on a timeline with the keyframes; play
 * the clip, export it as an MP4 (polled every 5000 ms; the download starts when it is ready),
 * make it ready for air; search saved clips. A viewer plays but sees no cut controls.
 */
export function VideoEditorPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`console.videoEditor.${key}`, options);
  const { product } = useParams<{ product?: string }>();
  const canCut = usePermission('create', 'cp_datastore');
  // The item is in the address (`?type=movie&id=...`): a link from a VOD item's page names it.
  const editor = useVideoEditor();
  const title = editor.info?.title ?? editor.item?.title ?? '';
  const mp4 = useMp4Download(
    useCallback((url: string) => startDownload(url, `${title || 'clip'}.mp4`), [title]),
  );
  const info = editor.info;
  const inClip = editor.source.kind === 'clip';
  const frames =
    editor.source.kind === 'clip'
      ? Math.round(editor.source.durationSeconds * 30) + 1
      : editor.frameCount;
  const manifestUrl =
    editor.source.kind === 'clip'
      ? editor.source.manifestUrl
      : info?.status === 'ready'
        ? info.manifestUrl
        : undefined;
  // The demo media's first making: how far it is and about how long is left, once known.
  const processingText =
    info?.progress !== undefined && info.etaSeconds !== undefined
      ? t('media.progress', {
          percent: Math.round(info.progress * 100),
          seconds: info.etaSeconds,
        })
      : t('media.processing');
  const shortsPath = `/apps/${product ? `${encodeURIComponent(product)}/` : ''}vod/shortvideo`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return;
    const key = event.key.toLowerCase();
    let handled = true;
    if (key === 'arrowright' || key === '.') editor.step(1);
    else if (key === 'arrowleft' || key === ',') editor.step(-1);
    else if (key === 'k') editor.togglePlay();
    else if (key === 'i' && canCut && !inClip) editor.markIn();
    else if (key === 'o' && canCut && !inClip) editor.markOut();
    else handled = false;
    if (handled) event.preventDefault();
  };

  return (
    <Box sx={{ p: 2, maxWidth: 1400 }} onKeyDown={onKeyDown}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {!canCut && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t('viewerNote')}
        </Alert>
      )}
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <ItemPicker value={editor.item && { ...editor.item, title }} onChange={editor.choose} />
        {info && (
          <Typography variant="body2" color="text.secondary">
            {t('media.summary', {
              duration: formatDuration(info.durationSeconds),
              frames: info.frameCount,
            })}
          </Typography>
        )}
      </Stack>
      {!editor.item && <Alert severity="info">{t('pick.choose')}</Alert>}
      {editor.item && editor.media.isPending && (
        <Stack spacing={1} role="status">
          <Typography variant="body2">{t('media.processing')}</Typography>
          <LinearProgress aria-label={t('media.processing')} />
        </Stack>
      )}
      {editor.media.error && <Alert severity="error">{editor.media.error.message}</Alert>}
      {info?.status === 'failed' && (
        <Alert severity="error">{t('media.failed', { message: info.message ?? '' })}</Alert>
      )}
      {editor.item && info && info.status !== 'failed' && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              {inClip && editor.source.kind === 'clip' && (
                <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
                  <Typography variant="body2" data-testid="clip-mode">
                    {t('player.clipMode', { label: editor.source.label })}
                  </Typography>
                  <Button size="small" onClick={editor.backToSource}>
                    {t('player.backToSource')}
                  </Button>
                </Stack>
              )}
              <Box
                tabIndex={0}
                role="group"
                aria-label={t('player.region')}
                data-testid="player-region"
                sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
              >
                <VideoPlayer
                  manifestUrl={manifestUrl}
                  label={t('player.label', { title })}
                  onVideo={editor.setVideo}
                  startSeconds={editor.startSeconds}
                  overlay={info.status === 'processing' ? processingText : undefined}
                  overlayProgress={
                    info.status === 'processing' && info.progress !== undefined
                      ? Math.round(info.progress * 100)
                      : undefined
                  }
                />
              </Box>
              <Box sx={{ mt: 1 }}>
                <TransportBar editor={editor} frames={frames} />
              </Box>
              {/* The marks sit under the transport bar, beside 'Go to': at 1440x900 they are on
                  screen with the player (under the clip search they were ~1,000 px down). */}
              {canCut && !inClip && (
                <Box sx={{ mt: 1 }}>
                  <MarkBar editor={editor} />
                </Box>
              )}
              {!inClip && (
                <Box sx={{ mt: 1 }}>
                  <EditorTimeline
                    frameCount={editor.frameCount}
                    keyframeSeconds={info.keyframeSeconds}
                    segments={editor.segments}
                    selected={editor.selected}
                    onSelect={editor.setSelected}
                    inFrame={editor.inFrame}
                    outFrame={editor.outFrame}
                    frame={editor.frame}
                  />
                </Box>
              )}
            </Paper>
          </Stack>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <ClipPanel editor={editor} mp4={mp4} canCut={canCut} shortsPath={shortsPath} />
            <ClipSearchPanel editor={editor} />
          </Stack>
          {/* The segments table takes the page's whole width (in the player's column its seven
              columns scrolled sideways at 1440 px). */}
          {canCut && !inClip && (
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <CutPanel editor={editor} />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
