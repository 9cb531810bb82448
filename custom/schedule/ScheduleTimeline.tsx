import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslate } from 'react-admin';
import { airingInterval } from '../../domain/schedule/airing';
import type { AiringInterval } from '../../domain/schedule/airing';
import { TIMELINE_BLANK_ENTRIES } from '../../domain/schedule/minuteTimeline';
import { MS_PER_MINUTE } from '../../domain/schedule/utcTime';
import {
  QUARTER_HOUR_MINUTES,
  availabilityCrossings,
  conflictsWith,
  snappedTarget,
} from '../../domain/schedule/viewEdit';
import type { AvailabilityFacts, AvailabilityProblem } from '../../domain/schedule/viewEdit';
import {
  hourTicks,
  layoutBlocks,
  localHourMinute,
  localTimelineRows,
  positionOf,
} from '../../domain/schedule/viewTimeline';
import type { LocalDay, TimelineBlock } from '../../domain/schedule/viewTimeline';
import { AiringBlock, MIN_BLOCK_PX } from './AiringBlock';
import type { EditAiring } from './scheduleModel';
import { useBlockDrag } from './useBlockDrag';
import type { BlockRef } from './useBlockDrag';

/** Pixels per minute: the week fits a screen's width, the day gives each minute more room. */
export const PX_PER_MINUTE = { weekly: 1, daily: 2 } as const;

/** Where a dragged airing would land, with what it would overlap and the windows it crosses. */
export interface DragTarget {
  airing: EditAiring;
  range: AiringInterval;
  conflicts: EditAiring[];
  crossings: AvailabilityProblem[];
}

export interface ScheduleTimelineProps {
  days: readonly LocalDay[];
  airings: readonly EditAiring[];
  timeZone: string;
  now: Date;
  pxPerMinute: number;
  dragAllowed: (airing: EditAiring) => boolean;
  selectedKey: string | undefined;
  errors: ReadonlyMap<string, string>;
  onSelect: (airing: EditAiring) => void;
  /** A drop on a new range (snapped); the caller moves, refuses or asks for pin confirmation. */
  onDrop: (airing: EditAiring, range: AiringInterval) => void;
  availabilityOf: (airing: EditAiring) => AvailabilityFacts;
  dayLabel: (day: LocalDay) => string;
  /** Day-level messages under each column's heading: a short label, the full text for readers. */
  dayNotes: ReadonlyMap<string, readonly { short: string; text: string }[]>;
}

const GUTTER = 52;

type Block = TimelineBlock<EditAiring>;

/**
 * The blocks of each day column, each day's list kept (the same array) while its blocks are
 * the same airings at the same places: an edit redraws the days it touched, not the week.
 */
function useBlocksPerDay(airings: readonly EditAiring[], days: readonly LocalDay[]): Block[][] {
  const previous = useRef<Block[][]>([]);
  return useMemo(() => {
    const columns = days.map((): Block[] => []);
    for (const block of layoutBlocks(airings, days)) columns[block.dayIndex]?.push(block);
    // In start order: the column lays its blocks out in its flow (and Tab follows the clock).
    for (const column of columns) column.sort((a, b) => a.topMinute - b.topMinute);
    const kept = columns.map((column, index) => {
      const before = previous.current[index];
      return before && sameBlocks(before, column) ? before : column;
    });
    previous.current = kept;
    return kept;
  }, [airings, days]);
}

function sameBlocks(a: readonly Block[], b: readonly Block[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i];
    const y = b[i];
    if (
      !x ||
      !y ||
      x.airing !== y.airing ||
      x.topMinute !== y.topMinute ||
      x.lengthMinutes !== y.lengthMinutes
    )
      return false;
  }
  return true;
}

/**
 * The week or day on the minute timeline: one column per local day (its 1441 entries, or
 * 1381/1501 on a daylight-saving day, plus the 60 blank entries on each side), hour marks in
 * local time, airing blocks absolutely placed (no element per minute), the current time line,
 * and while dragging the snapped target with its conflicts and the availability windows it
 * crosses, drawn before the drop. Dragging (pointer and keyboard) is one listener set for the
 * whole grid (`useBlockDrag`): while an airing is dragged only its target redraws.
 */
export function ScheduleTimeline(props: ScheduleTimelineProps) {
  const { days, airings, pxPerMinute, dragAllowed, onDrop, availabilityOf, timeZone } = props;
  const { selectedKey, errors, onSelect } = props;
  const translate = useTranslate();
  const gridRef = useRef<HTMLDivElement | null>(null);
  const liveRef = useRef<HTMLDivElement | null>(null);
  const instructionsId = `sched-drag-help-${useId().replace(/:/g, '')}`;
  const [target, setTarget] = useState<DragTarget | undefined>(undefined);
  const [hint, setHint] = useState<BlockHint | undefined>(undefined);

  const perDay = useBlocksPerDay(airings, days);
  // The grid finds a block's airing by the block's `data-block`.
  const blocksById = useMemo(() => {
    const map = new Map<string, BlockRef<EditAiring>>();
    perDay.forEach((column, dayIndex) => {
      for (const block of column)
        map.set(`${block.airing.key}@${dayIndex}`, { airing: block.airing, dayIndex });
    });
    return map;
  }, [perDay]);

  const announce = useCallback((text: string) => {
    if (liveRef.current) liveRef.current.textContent = text;
  }, []);

  const drag = useBlockDrag<EditAiring>({
    gridRef,
    days,
    pxPerMinute,
    quarterMinutes: QUARTER_HOUR_MINUTES,
    blocksById,
    intervalOf: airingInterval,
    snap: (interval, deltaMs) => snappedTarget(interval, deltaMs, timeZone),
    onTarget: (airing, range) => {
      if (!range) {
        setTarget(undefined);
        return;
      }
      setTarget({
        airing,
        range,
        conflicts: conflictsWith(range, airings, airing),
        crossings: availabilityCrossings(range, availabilityOf(airing)),
      });
    },
    onStart: (airing) =>
      announce(translate('console.schedule.drag.picked', { title: airing.content_name })),
    onCancel: () => announce(translate('console.schedule.drag.cancelled')),
    onDrop: (airing, range) => {
      announce(translate('console.schedule.drag.dropped'));
      const interval = airingInterval(airing);
      if (range && interval && range.startMs !== interval.startMs) onDrop(airing, range);
    },
    onSelect,
  });

  // The full name of the block under the pointer or with the focus (one element for the grid,
  // not a tooltip per block); none while a block is dragged.
  const showHint = useCallback(
    (event: { target: EventTarget | null }) => {
      const grid = gridRef.current;
      const element =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-block]') : null;
      if (!grid || !element || drag.kind() !== undefined) {
        setHint(undefined);
        return;
      }
      const box = element.getBoundingClientRect();
      const gridBox = grid.getBoundingClientRect();
      const text = element.getAttribute('aria-label') ?? '';
      setHint((before) =>
        before && before.id === element.dataset.block && before.text === text
          ? before
          : {
              id: element.dataset.block ?? '',
              text,
              top: box.bottom - gridBox.top + 2,
              left: Math.max(box.left - gridBox.left, 0),
            },
      );
    },
    [drag],
  );
  const hideHint = useCallback(() => setHint(undefined), []);

  // A keyboard move keeps its target in view (the timeline scrolls; the page does not jump).
  useEffect(() => {
    if (!target || drag.kind() !== 'keyboard') return;
    gridRef.current
      ?.querySelector<HTMLElement>('[data-testid="drag-target"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [target, drag]);

  const nowPosition = positionOf(props.now.getTime(), days);
  const blank = TIMELINE_BLANK_ENTRIES * pxPerMinute;
  const maxRows = Math.max(...days.map((day) => localTimelineRows(day)));
  const gutterTicks = useMemo(() => {
    const normal = days.find((day) => day.minutes === 1440) ?? days[0];
    return normal ? hourTicks(normal, timeZone) : [];
  }, [days, timeZone]);
  const lockedLabel = translate('console.schedule.block.locked');
  const draggableLabel = translate('console.schedule.block.draggable');
  const describe = useCallback(
    (airing: EditAiring, start: string, end: string) =>
      translate('console.schedule.block.label', { title: airing.content_name, start, end }),
    [translate],
  );
  const selectedAiring = selectedKey
    ? airings.find((airing) => airing.key === selectedKey)
    : undefined;

  const columnsStyle: CSSProperties = {
    gridTemplateColumns: `${GUTTER}px repeat(${days.length}, minmax(84px, 1fr))`,
  };

  return (
    <>
      <div id={instructionsId} className="sched-visually-hidden">
        {translate('console.schedule.drag.instructions')}
      </div>
      <div
        ref={liveRef}
        className="sched-visually-hidden"
        aria-live="assertive"
        aria-atomic="true"
      />
      <div
        className="sched-grid"
        ref={gridRef}
        style={columnsStyle}
        role="group"
        onPointerDown={(event) => {
          setHint(undefined);
          drag.onPointerDown(event);
        }}
        onKeyDown={(event) => {
          setHint(undefined);
          drag.onKeyDown(event);
        }}
        onClick={drag.onClick}
        onPointerOver={showHint}
        onPointerLeave={hideHint}
        onFocus={showHint}
        onBlur={hideHint}
      >
        <div className="sched-corner" style={{ gridRow: 1, gridColumn: 1 }} />
        {days.map((day, dayIndex) => (
          <div
            key={day.day}
            className="sched-day-head"
            role="heading"
            aria-level={2}
            style={{ gridRow: 1, gridColumn: dayIndex + 2 }}
          >
            <span>{props.dayLabel(day)}</span>
            {day.minutes !== 1440 ? (
              <span className="sched-day-hours">
                {translate('console.schedule.hours', { smart_count: day.minutes / 60 })}
              </span>
            ) : null}
            {(props.dayNotes.get(day.day) ?? []).map((note) => (
              // The full message on hover (title) and on focus (drawn under the label).
              <span key={note.text} className="sched-day-note" tabIndex={0} title={note.text}>
                <span aria-hidden="true">{note.short}</span>
                <span className="sched-note-full">{note.text}</span>
              </span>
            ))}
          </div>
        ))}
        <div
          className="sched-gutter"
          style={{ height: maxRows * pxPerMinute, gridRow: 2, gridColumn: 1 }}
          aria-hidden="true"
        >
          {gutterTicks.map((tick) => (
            <span key={tick.minute} style={{ top: blank + tick.minute * pxPerMinute }}>
              {tick.label}
            </span>
          ))}
        </div>
        {days.map((day, dayIndex) => {
          const column = perDay[dayIndex] ?? [];
          return (
            <DayColumn
              key={day.day}
              day={day}
              dayIndex={dayIndex}
              timeZone={timeZone}
              pxPerMinute={pxPerMinute}
              nowMinute={nowPosition?.dayIndex === dayIndex ? nowPosition.minute : undefined}
              nowLabel={translate('console.schedule.now')}
            >
              <DayBlocks
                blocks={column}
                dayIndex={dayIndex}
                pxPerMinute={pxPerMinute}
                timeZone={timeZone}
                dragAllowed={dragAllowed}
                describe={describe}
                lockedLabel={lockedLabel}
                draggableLabel={draggableLabel}
                // Only the column holding the selection or an error redraws for it.
                selectedKey={
                  selectedAiring && column.some((block) => block.airing === selectedAiring)
                    ? selectedKey
                    : undefined
                }
                errors={errors}
                describedBy={instructionsId}
              />
            </DayColumn>
          );
        })}
        {/* The target is drawn over the columns in the same grid cells, on a layer of its own:
            moving it repaints neither the columns nor their blocks. */}
        {target
          ? days.map((day, dayIndex) =>
              target.range.endMs > day.startMs && target.range.startMs < day.endMs ? (
                <div
                  key={day.day}
                  className="sched-target-cell"
                  style={{ gridRow: 2, gridColumn: dayIndex + 2 }}
                >
                  <TargetMark
                    target={target}
                    day={day}
                    pxPerMinute={pxPerMinute}
                    timeZone={timeZone}
                  />
                </div>
              ) : null,
            )
          : null}
        {hint && !target ? (
          <div
            className="sched-hint"
            role="tooltip"
            data-testid="block-hint"
            style={{ top: hint.top, left: hint.left }}
          >
            {hint.text}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The hovered or focused block's full name, placed under it in the grid. */
interface BlockHint {
  id: string;
  text: string;
  top: number;
  left: number;
}

/** A day column's blocks: drawn again only when that day's blocks, selection or errors change. */
const DayBlocks = memo(function DayBlocks({
  blocks,
  dayIndex,
  pxPerMinute,
  timeZone,
  dragAllowed,
  describe,
  lockedLabel,
  draggableLabel,
  selectedKey,
  errors,
  describedBy,
}: {
  blocks: readonly Block[];
  dayIndex: number;
  pxPerMinute: number;
  timeZone: string;
  dragAllowed: (airing: EditAiring) => boolean;
  describe: (airing: EditAiring, start: string, end: string) => string;
  lockedLabel: string;
  draggableLabel: string;
  selectedKey: string | undefined;
  errors: ReadonlyMap<string, string>;
  describedBy: string;
}) {
  const blank = TIMELINE_BLANK_ENTRIES * pxPerMinute;
  // The column's flow: each block's offset from the bottom of the one before it.
  let bottom = 0;
  return (
    <>
      {blocks.map((block) => {
        const { airing } = block;
        const movable = dragAllowed(airing);
        const interval = airingInterval(airing);
        const start = interval ? localHourMinute(interval.startMs, timeZone) : '';
        const end = interval ? localHourMinute(interval.endMs, timeZone) : '';
        const id = `${airing.key}@${dayIndex}`;
        const top = blank + block.topMinute * pxPerMinute;
        const natural = block.lengthMinutes * pxPerMinute;
        const height = Math.max(natural, MIN_BLOCK_PX);
        const offset = top - bottom;
        bottom = top + height;
        return (
          <AiringBlock
            key={id}
            id={id}
            airing={airing}
            offset={offset}
            height={height}
            short={natural < MIN_BLOCK_PX}
            label={interval ? describe(airing, start, end) : airing.content_name}
            caption={interval ? `${start}–${end}` : ''}
            locked={!movable}
            lockedLabel={lockedLabel}
            draggableLabel={draggableLabel}
            draggable={movable}
            selected={selectedKey === airing.key}
            error={errors.get(airing.key)}
            describedBy={describedBy}
          />
        );
      })}
    </>
  );
});

const DayColumn = memo(function DayColumn({
  day,
  dayIndex,
  timeZone,
  pxPerMinute,
  nowMinute,
  nowLabel,
  children,
}: {
  day: LocalDay;
  dayIndex: number;
  timeZone: string;
  pxPerMinute: number;
  nowMinute: number | undefined;
  nowLabel: string;
  children: React.ReactNode;
}) {
  const blank = TIMELINE_BLANK_ENTRIES * pxPerMinute;
  const ticks = useMemo(() => hourTicks(day, timeZone), [day, timeZone]);
  const odd = day.minutes !== 1440;
  return (
    <div
      className="sched-column"
      data-day={day.day}
      data-minutes={day.minutes}
      style={{ height: localTimelineRows(day) * pxPerMinute, gridRow: 2, gridColumn: dayIndex + 2 }}
    >
      <div
        className="sched-daybox"
        style={{ top: blank, height: (day.minutes + 1) * pxPerMinute }}
        aria-hidden="true"
      />
      {ticks.map((tick) => (
        <div
          key={tick.minute}
          className="sched-hour"
          data-hour={tick.label}
          style={{ top: blank + tick.minute * pxPerMinute }}
          aria-hidden="true"
        >
          {odd ? <span>{tick.label}</span> : null}
        </div>
      ))}
      {nowMinute !== undefined ? (
        <div
          className="sched-now"
          style={{ top: blank + nowMinute * pxPerMinute }}
          role="img"
          aria-label={nowLabel}
        />
      ) : null}
      {children}
    </div>
  );
});

function TargetMark({
  target,
  day,
  pxPerMinute,
  timeZone,
}: {
  target: DragTarget;
  day: LocalDay;
  pxPerMinute: number;
  timeZone: string;
}) {
  const translate = useTranslate();
  const { range } = target;
  if (range.endMs <= day.startMs || range.startMs >= day.endMs) return null;
  const blank = TIMELINE_BLANK_ENTRIES * pxPerMinute;
  const top = (Math.max(range.startMs, day.startMs) - day.startMs) / MS_PER_MINUTE;
  const bottom = (Math.min(range.endMs, day.endMs) - day.startMs) / MS_PER_MINUTE;
  const conflicting = target.conflicts.length > 0;
  const problems = [
    ...(conflicting
      ? [
          translate('console.schedule.drag.conflicts', {
            names: target.conflicts.map((airing) => airing.content_name).join(', '),
          }),
        ]
      : []),
    ...target.crossings.map((problem) => translate(`console.schedule.crossing.${problem}`)),
  ];
  return (
    <div
      className={`sched-target${conflicting ? ' sched-target-conflict' : ''}`}
      data-testid="drag-target"
      style={{ top: blank + top * pxPerMinute, height: Math.max((bottom - top) * pxPerMinute, 4) }}
    >
      <span className="sched-target-time">
        {localHourMinute(range.startMs, timeZone)}–{localHourMinute(range.endMs, timeZone)}
      </span>
      {problems.map((problem) => (
        <span key={problem} className="sched-target-problem">
          {problem}
        </span>
      ))}
    </div>
  );
}
