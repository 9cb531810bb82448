import { Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SEGMENT_COLOURS, isSegmentKind } from '../../domain/programs/segments';
import type { PlacedSegment } from '../../domain/programs/segments';

/**
 * Black or white text, whichever reads better on a segment colour (WCAG relative luminance: the
 * promo colour #A48434 gave white text a 3.5:1 contrast, under the 4.5:1 axe asks for).
 */
function textOn(hex: string): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000' : '#fff';
}

/**
 * A program's segments end to end as coloured blocks (the spec's colours by kind), as wide as
 * each lasts; a block is a button opening the segment-info dialog.
 */
export function SegmentTimeline({
  placed,
  onOpen,
}: {
  placed: readonly PlacedSegment[];
  onOpen: (index: number) => void;
}) {
  const translate = useTranslate();
  const total = placed.reduce((sum, s) => sum + s.seconds, 0);
  if (placed.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('console.programs.timelineEmpty')}
      </Typography>
    );
  return (
    <Box
      role="group"
      sx={{
        display: 'flex',
        height: 40,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {placed.map((segment, index) => {
        const kind = isSegmentKind(segment.seg_ty) ? segment.seg_ty : 'vod';
        const label = translate('console.programs.segment.label', {
          kind: translate(`console.programs.kinds.${kind}`),
          start: segment.startTimecode,
          end: segment.endTimecode,
        });
        return (
          <Tooltip key={`${index}-${segment.startTimecode}`} title={label}>
            <ButtonBase
              aria-label={label}
              onClick={() => onOpen(index)}
              sx={{
                flex: `${Math.max(segment.seconds, total / 200)} 0 0`,
                bgcolor: SEGMENT_COLOURS[kind],
                color: textOn(SEGMENT_COLOURS[kind]),
                borderRight: 1,
                borderColor: 'grey.500',
                fontSize: 11,
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                '&:focus-visible': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: -2,
                },
              }}
            >
              {translate(`console.programs.kinds.${kind}`)}
            </ButtonBase>
          </Tooltip>
        );
      })}
    </Box>
  );
}
