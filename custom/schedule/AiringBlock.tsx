import { memo } from 'react';
import { REASON } from '../../domain/envelope';
import { hasWarningCode } from '../../domain/schedule/scheduleWarnings';
import { segmentDurationSeconds } from '../../domain/schedule/segmentTimeline';
import { SCHEDULE_COLOURS, colourOfKind } from '../../domain/schedule/viewColours';
import type { EditAiring } from './scheduleModel';

/**
 * The block's background: the airing's segments side by side in their spec colours (one
 * gradient, no element per segment), an ad break in the ad colour, and expired content
 * (warning 11340201) in the expired colour.
 */
export function blockBackground(airing: EditAiring): string {
  let background = backgrounds.get(airing);
  if (background === undefined) {
    background = computeBackground(airing);
    backgrounds.set(airing, background);
  }
  return background;
}

/** Once per airing object: a week redraws 2,000 blocks, most of them unchanged. */
const backgrounds = new WeakMap<EditAiring, string>();

function computeBackground(airing: EditAiring): string {
  if (hasWarningCode(airing, REASON.vodContentExpired)) return SCHEDULE_COLOURS.expired;
  if (airing.type === 'ad') return SCHEDULE_COLOURS.ad;
  const segments = airing.pgm?.sg ?? [];
  const total = segments.reduce((sum, segment) => sum + segmentDurationSeconds(segment), 0);
  if (segments.length < 2 || total <= 0) {
    return colourOfKind(segments[0]?.seg_ty);
  }
  let elapsed = 0;
  const stops = segments.map((segment) => {
    const colour = colourOfKind(segment.seg_ty);
    const from = (elapsed / total) * 100;
    elapsed += segmentDurationSeconds(segment);
    const to = (elapsed / total) * 100;
    return `${colour} ${from.toFixed(2)}% ${to.toFixed(2)}%`;
  });
  return `linear-gradient(to bottom, ${stops.join(', ')})`;
}

/**
 * The least height a block is drawn with: a 3-minute short or a 60 s ad break in the week (a
 * pixel a minute) can still be seen, pressed, dragged and hovered.
 */
export const MIN_BLOCK_PX = 12;

export interface AiringBlockProps {
  /** Unique per block (an airing crossing midnight has a block in each day). */
  id: string;
  airing: EditAiring;
  /**
   * Pixels between the previous block's bottom (or the column's top) and this block's top:
   * blocks are laid out in the column's flow, in start order, not absolutely placed (2,000
   * absolutely placed blocks were 2,000 paint layers, repainted and layerized each frame).
   * Negative when it overlaps the previous one.
   */
  offset: number;
  /** Drawn height in pixels (at least `MIN_BLOCK_PX`). */
  height: number;
  /** Drawn taller than its minutes (a short airing or an ad break): kept over the next block. */
  short?: boolean;
  label: string;
  caption: string;
  locked: boolean;
  lockedLabel: string;
  /** The translated role description of a draggable block. */
  draggableLabel: string;
  draggable: boolean;
  selected: boolean;
  error: string | undefined;
  /** The id of the drag instructions, for a draggable block. */
  describedBy: string;
}

/**
 * One airing's block in a day column: a plain button, absolutely placed and memoised, that
 * selects the airing. It holds no drag state and no listener of its own: the timeline listens
 * once for the whole grid (pointer and keyboard: Space or Enter picks a draggable block up,
 * the arrows move it, Enter drops, Escape cancels), finds the block by its `data-block`, and
 * marks the one being dragged itself, so a drag redraws no block.
 */
export const AiringBlock = memo(function AiringBlock({
  id,
  airing,
  offset,
  height,
  short = false,
  label,
  caption,
  locked,
  lockedLabel,
  draggableLabel,
  draggable,
  selected,
  error,
  describedBy,
}: AiringBlockProps) {
  // Also the block's title: a narrow column (the week at 1024 px) ends the name in an ellipsis,
  // hovering shows it whole.
  const name = draggable ? label : `${label}, ${lockedLabel}`;
  return (
    <button
      type="button"
      className={`sched-block${draggable ? ' sched-block-draggable' : ''}${height >= 14 ? ' sched-block-texted' : ''}${short ? ' sched-block-short' : ''}${selected || error ? ' sched-block-raised' : ''}`}
      data-block={id}
      data-airing={airing.key}
      {...(draggable
        ? { 'aria-roledescription': draggableLabel, 'aria-describedby': describedBy }
        : { 'data-locked': 'true' })}
      aria-label={name}
      title={name}
      style={{ marginTop: offset, height, background: blockBackground(airing) }}
    >
      {height >= 14 ? (
        <span className="sched-block-text">
          <span className={`sched-block-name${locked ? ' sched-block-locked' : ''}`}>
            {airing.content_name}
          </span>{' '}
          {height >= 28 ? <span className="sched-block-time">{caption}</span> : null}
        </span>
      ) : null}
      {error ? (
        <span className="sched-block-error" role="alert">
          {error}
        </span>
      ) : null}
      {selected ? <span className="sched-block-selected" /> : null}
    </button>
  );
});
