import { Box, ButtonBase, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SEGMENT_COLOURS } from '../../domain/programs/segments';
import { framesToTimecode } from '../../domain/timecode';
import { markerFrame } from '../../domain/videoEditor/clipEdit';
import type { ClipSegment } from '../../domain/videoEditor/clipEdit';

const pct = (frame: number, frames: number) =>
  `${Math.min(100, Math.max(0, (frame / Math.max(1, frames - 1)) * 100))}%`;

/**
 * The source item's timeline: its keyframes as ticks (every 2 s), the segments as blocks in the
 * program segment colours (a block is a button selecting its segment), their ad markers, the
 * in and out marks and the playhead.
 */
export function EditorTimeline({
  frameCount,
  keyframeSeconds,
  segments,
  selected,
  onSelect,
  inFrame,
  outFrame,
  frame,
}: {
  frameCount: number;
  keyframeSeconds: readonly number[];
  segments: readonly ClipSegment[];
  selected: number | undefined;
  onSelect: (index: number) => void;
  inFrame: number | null;
  outFrame: number | null;
  frame: number;
}) {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate('console.videoEditor.segments.timelineLabel')}
      sx={{
        position: 'relative',
        height: 56,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        title={translate('console.videoEditor.segments.keyframes')}
        data-testid="keyframes"
        data-count={keyframeSeconds.length}
        sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 10 }}
      >
        {keyframeSeconds.map((seconds) => (
          <Box
            key={seconds}
            sx={{
              position: 'absolute',
              left: pct(Math.round(seconds * 30), frameCount),
              bottom: 0,
              width: '1px',
              height: 8,
              bgcolor: 'text.secondary',
            }}
          />
        ))}
      </Box>
      {segments.map((segment, index) => {
        const kind = translate(`console.videoEditor.kinds.${segment.kind}`);
        const label = translate('console.videoEditor.segments.segmentLabel', {
          kind,
          in: framesToTimecode(segment.inFrame),
          out: framesToTimecode(segment.outFrame),
        });
        const left = (segment.inFrame / Math.max(1, frameCount - 1)) * 100;
        const width = ((segment.outFrame - segment.inFrame + 1) / Math.max(1, frameCount)) * 100;
        return (
          <Tooltip key={`${segment.inFrame}-${segment.outFrame}-${index}`} title={label}>
            <ButtonBase
              aria-label={label}
              aria-pressed={selected === index}
              onClick={() => onSelect(index)}
              sx={{
                position: 'absolute',
                top: 4,
                height: 30,
                left: `${left}%`,
                width: `max(${width}%, 6px)`,
                bgcolor: SEGMENT_COLOURS[segment.kind],
                border: 2,
                borderColor: selected === index ? 'primary.main' : 'grey.500',
                borderRadius: 0.5,
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            />
          </Tooltip>
        );
      })}
      {segments.flatMap((segment, index) =>
        segment.markers.map((position) => {
          const at = markerFrame(segment, position);
          return (
            <Box
              key={`m-${index}-${position}`}
              data-testid="ad-marker"
              title={translate('console.videoEditor.segments.markerLabel', {
                position: translate(`console.videoEditor.segments.positions.${position}`),
                timecode: framesToTimecode(at),
              })}
              sx={{
                position: 'absolute',
                top: 0,
                left: pct(at, frameCount),
                width: 0,
                height: 0,
                borderLeft: '6px solid transparent',
                borderRight: '6px solid transparent',
                borderTop: '10px solid #FFC107',
                transform: 'translateX(-6px)',
              }}
            />
          );
        }),
      )}
      {[inFrame, outFrame].map((mark, i) =>
        mark === null ? null : (
          <Box
            key={i === 0 ? 'in' : 'out'}
            aria-hidden
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: pct(mark, frameCount),
              width: '2px',
              bgcolor: i === 0 ? 'success.main' : 'error.main',
            }}
          />
        ),
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: pct(frame, frameCount),
          width: '2px',
          bgcolor: 'primary.main',
        }}
      />
    </Box>
  );
}
