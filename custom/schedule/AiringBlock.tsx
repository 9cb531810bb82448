import { memo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { REASON } from '../../domain/envelope';
import { hasWarningCode } from '../../domain/schedule/scheduleWarnings';
import { segmentDurationSeconds } from '../../domain/schedule/segmentTimeline';
import { SCHEDULE_COLOURS, colourOfKind } from '../../domain/schedule/viewColours';
import type { EditAiring } from './scheduleModel';

/** What a block is drawn from: where it sits and what it says. */
export interface BlockGeometry {
  top: number;
  height: number;
}

/**
 * The block's background: the airing's segments side by side in their spec colours (one
 * gradient, no element per segment), an ad break in the ad colour, and expired content
 * (warning 11340201) in the expired colour.
 */
export function blockBackground(airing: EditAiring): string {
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

interface BlockBodyProps {
  airing: EditAiring;
  geometry: BlockGeometry;
  label: string;
  caption: string;
  locked: boolean;
  selected: boolean;
  error: string | undefined;
  lockedLabel: string;
}

const BlockBody = memo(function BlockBody({
  airing,
  geometry,
  caption,
  locked,
  selected,
  error,
}: BlockBodyProps) {
  return (
    <>
      {geometry.height >= 14 ? (
        <span className={`sched-block-text${locked ? ' sched-block-locked' : ''}`}>
          {airing.content_name}{' '}
          {geometry.height >= 28 ? <span className="sched-block-time">{caption}</span> : null}
        </span>
      ) : null}
      {error ? (
        <span className="sched-block-error" role="alert">
          {error}
        </span>
      ) : null}
      {selected ? <span className="sched-block-selected" /> : null}
    </>
  );
});

export interface AiringBlockProps extends BlockBodyProps {
  /** Unique per block (an airing crossing midnight has a block in each day). */
  id: string;
  draggable: boolean;
  dragging: boolean;
  onSelect: (airing: EditAiring) => void;
  dayIndex: number;
}

function blockStyle(geometry: BlockGeometry, airing: EditAiring, dragging: boolean): CSSProperties {
  return {
    top: geometry.top,
    height: Math.max(geometry.height, 2),
    background: blockBackground(airing),
    opacity: dragging ? 0.45 : 1,
  };
}

/**
 * One airing's block in a day column: absolutely placed, memoised, a button that selects it;
 * a draggable airing is also a dnd-kit draggable (pointer, and keyboard: Space or Enter picks
 * it up, the arrows move it, Enter drops, Escape cancels). The block itself never moves while
 * dragging: the target is drawn by the timeline, snapped, so only the target redraws.
 */
export const AiringBlock = memo(function AiringBlock(props: AiringBlockProps) {
  return props.draggable ? <DraggableBlock {...props} /> : <StaticBlock {...props} />;
});

function StaticBlock({ airing, geometry, label, onSelect, dragging, ...rest }: AiringBlockProps) {
  return (
    <button
      type="button"
      className="sched-block"
      data-airing={airing.key}
      data-locked="true"
      aria-label={`${label}, ${rest.lockedLabel}`}
      style={blockStyle(geometry, airing, dragging)}
      onClick={() => onSelect(airing)}
    >
      <BlockBody airing={airing} geometry={geometry} label={label} {...rest} />
    </button>
  );
}

function DraggableBlock({
  id,
  airing,
  geometry,
  label,
  onSelect,
  dragging,
  dayIndex,
  ...rest
}: AiringBlockProps): ReactNode {
  const { attributes, listeners, setNodeRef } = useDraggable({
    id,
    data: { airing, dayIndex, top: geometry.top },
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className="sched-block sched-block-draggable"
      data-airing={airing.key}
      {...attributes}
      {...listeners}
      aria-label={label}
      style={blockStyle(geometry, airing, dragging)}
      onClick={() => onSelect(airing)}
    >
      <BlockBody airing={airing} geometry={geometry} label={label} {...rest} />
    </button>
  );
}
