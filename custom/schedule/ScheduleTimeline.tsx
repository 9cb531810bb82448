import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  Announcements,
  DragEndEvent,
  DragMoveEvent,
  DragStartEvent,
  KeyboardCoordinateGetter,
} from '@dnd-kit/core';
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
import type { LocalDay } from '../../domain/schedule/viewTimeline';
import { AiringBlock } from './AiringBlock';
import type { EditAiring } from './scheduleModel';

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

function captionOf(airing: EditAiring, timeZone: string): string {
  const interval = airingInterval(airing);
  return interval
    ? `${localHourMinute(interval.startMs, timeZone)}–${localHourMinute(interval.endMs, timeZone)}`
    : '';
}

function useTargetFinder(
  days: readonly LocalDay[],
  pxPerMinute: number,
  columnWidth: React.RefObject<number>,
) {
  return useCallback(
    (airing: EditAiring, dayIndex: number, delta: { x: number; y: number }) => {
      const interval = airingInterval(airing);
      if (!interval) return undefined;
      const width = columnWidth.current || 1;
      const shift = Math.round(delta.x / width);
      const from = days[dayIndex];
      const to = days[Math.min(days.length - 1, Math.max(0, dayIndex + shift))];
      const dayShiftMs = from && to ? to.startMs - from.startMs : 0;
      const minutes = delta.y / pxPerMinute;
      return snappedTarget(interval, dayShiftMs + minutes * MS_PER_MINUTE);
    },
    [days, pxPerMinute, columnWidth],
  );
}

/**
 * The week or day on the minute timeline: one column per local day (its 1441 entries, or
 * 1381/1501 on a daylight-saving day, plus the 60 blank entries on each side), hour marks in
 * local time, airing blocks absolutely placed (no element per minute), the current time line,
 * and while dragging the snapped target with its conflicts and the availability windows it
 * crosses, drawn before the drop.
 */
export function ScheduleTimeline(props: ScheduleTimelineProps) {
  const { days, airings, pxPerMinute, dragAllowed, onDrop, availabilityOf, timeZone } = props;
  const translate = useTranslate();
  const columnWidth = useRef(120);
  const gridRef = useRef<HTMLDivElement | null>(null);
  const [target, setTarget] = useState<DragTarget | undefined>(undefined);
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const findTarget = useTargetFinder(days, pxPerMinute, columnWidth);

  const blocks = useMemo(() => layoutBlocks(airings, days), [airings, days]);

  const keyboardCoordinates: KeyboardCoordinateGetter = useCallback(
    (event, { currentCoordinates }) => {
      const step = QUARTER_HOUR_MINUTES * pxPerMinute;
      switch (event.code) {
        case 'ArrowDown':
          return { ...currentCoordinates, y: currentCoordinates.y + step };
        case 'ArrowUp':
          return { ...currentCoordinates, y: currentCoordinates.y - step };
        case 'ArrowRight':
          return { ...currentCoordinates, x: currentCoordinates.x + columnWidth.current };
        case 'ArrowLeft':
          return { ...currentCoordinates, x: currentCoordinates.x - columnWidth.current };
        default:
          return undefined;
      }
    },
    [pxPerMinute],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboardCoordinates,
      keyboardCodes: {
        start: [KeyboardCode.Space, KeyboardCode.Enter],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
    }),
  );

  const measure = () => {
    const column = gridRef.current?.querySelector<HTMLElement>('.sched-column');
    if (column) columnWidth.current = column.getBoundingClientRect().width || 120;
  };

  const dataOf = (event: DragStartEvent | DragMoveEvent | DragEndEvent) =>
    event.active.data.current as { airing: EditAiring; dayIndex: number } | undefined;

  const onDragStart = (event: DragStartEvent) => {
    measure();
    const data = dataOf(event);
    setActiveKey(data?.airing.key);
  };

  const onDragMove = (event: DragMoveEvent) => {
    const data = dataOf(event);
    if (!data) return;
    const range = findTarget(data.airing, data.dayIndex, event.delta);
    if (!range) return;
    // Only a new quarter hour redraws: the pointer's pixels stay out of React's state.
    if (target && target.range.startMs === range.startMs && target.airing === data.airing) return;
    setTarget({
      airing: data.airing,
      range,
      conflicts: conflictsWith(range, airings, data.airing),
      crossings: availabilityCrossings(range, availabilityOf(data.airing)),
    });
  };

  const onDragEnd = (event: DragEndEvent) => {
    const data = dataOf(event);
    setTarget(undefined);
    setActiveKey(undefined);
    if (!data) return;
    const range = findTarget(data.airing, data.dayIndex, event.delta);
    const interval = airingInterval(data.airing);
    if (!range || !interval || range.startMs === interval.startMs) return;
    onDrop(data.airing, range);
  };

  const onDragCancel = () => {
    setTarget(undefined);
    setActiveKey(undefined);
  };

  const describe = useCallback(
    (airing: EditAiring) => {
      const interval = airingInterval(airing);
      if (!interval) return airing.content_name;
      return translate('console.schedule.block.label', {
        title: airing.content_name,
        start: localHourMinute(interval.startMs, timeZone),
        end: localHourMinute(interval.endMs, timeZone),
      });
    },
    [translate, timeZone],
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      translate('console.schedule.drag.picked', {
        title: (active.data.current as { airing?: EditAiring } | undefined)?.airing?.content_name,
      }),
    onDragMove: () => undefined,
    onDragOver: () => undefined,
    onDragEnd: () => translate('console.schedule.drag.dropped'),
    onDragCancel: () => translate('console.schedule.drag.cancelled'),
  };

  const { selectedKey, errors, onSelect } = props;
  // Built once per change of the airings, selection or errors: a drag's target redraws alone.
  const blockElements = useMemo(() => {
    const blank = TIMELINE_BLANK_ENTRIES * pxPerMinute;
    const lockedLabel = translate('console.schedule.block.locked');
    const columns = days.map((): React.ReactNode[] => []);
    for (const block of blocks) {
      const id = `${block.airing.key}@${block.dayIndex}`;
      const movable = dragAllowed(block.airing);
      const label = describe(block.airing);
      columns[block.dayIndex]?.push(
        <AiringBlock
          key={id}
          id={id}
          airing={block.airing}
          dayIndex={block.dayIndex}
          geometry={{
            top: blank + block.topMinute * pxPerMinute,
            height: block.lengthMinutes * pxPerMinute,
          }}
          label={label}
          caption={captionOf(block.airing, timeZone)}
          locked={!movable}
          lockedLabel={lockedLabel}
          draggable={movable}
          dragging={activeKey === block.airing.key}
          selected={selectedKey === block.airing.key}
          error={errors.get(block.airing.key)}
          onSelect={onSelect}
        />,
      );
    }
    return columns;
  }, [
    blocks,
    days,
    pxPerMinute,
    translate,
    dragAllowed,
    describe,
    timeZone,
    activeKey,
    selectedKey,
    errors,
    onSelect,
  ]);

  const nowPosition = positionOf(props.now.getTime(), days);
  const blank = TIMELINE_BLANK_ENTRIES * pxPerMinute;
  const maxRows = Math.max(...days.map((day) => localTimelineRows(day)));
  const gutterTicks = useMemo(() => {
    const normal = days.find((day) => day.minutes === 1440) ?? days[0];
    return normal ? hourTicks(normal, timeZone) : [];
  }, [days, timeZone]);

  const columnsStyle: CSSProperties = {
    gridTemplateColumns: `${GUTTER}px repeat(${days.length}, minmax(84px, 1fr))`,
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: translate('console.schedule.drag.instructions') },
      }}
    >
      <div className="sched-grid" ref={gridRef} style={columnsStyle} role="group">
        <div className="sched-corner" />
        {days.map((day) => (
          <div key={day.day} className="sched-day-head" role="heading" aria-level={2}>
            <span>{props.dayLabel(day)}</span>
            {day.minutes !== 1440 ? (
              <span className="sched-day-hours">
                {translate('console.schedule.hours', { smart_count: day.minutes / 60 })}
              </span>
            ) : null}
            {(props.dayNotes.get(day.day) ?? []).map((note) => (
              <span key={note.text} className="sched-day-note" title={note.text}>
                <span aria-hidden="true">{note.short}</span>
                <span className="sched-visually-hidden">{note.text}</span>
              </span>
            ))}
          </div>
        ))}
        <div className="sched-gutter" style={{ height: maxRows * pxPerMinute }} aria-hidden="true">
          {gutterTicks.map((tick) => (
            <span key={tick.minute} style={{ top: blank + tick.minute * pxPerMinute }}>
              {tick.label}
            </span>
          ))}
        </div>
        {days.map((day, dayIndex) => (
          <DayColumn
            key={day.day}
            day={day}
            dayIndex={dayIndex}
            timeZone={timeZone}
            pxPerMinute={pxPerMinute}
            nowMinute={nowPosition?.dayIndex === dayIndex ? nowPosition.minute : undefined}
            nowLabel={translate('console.schedule.now')}
          >
            {blockElements[dayIndex]}
            {target ? (
              <TargetMark target={target} day={day} pxPerMinute={pxPerMinute} timeZone={timeZone} />
            ) : null}
          </DayColumn>
        ))}
      </div>
    </DndContext>
  );
}

const DayColumn = memo(function DayColumn({
  day,
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
      style={{ height: localTimelineRows(day) * pxPerMinute }}
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
