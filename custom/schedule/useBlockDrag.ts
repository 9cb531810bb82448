import { useCallback, useEffect, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import type { RefObject } from 'react';
import type { AiringInterval } from '../../domain/schedule/airing';
import { MS_PER_MINUTE } from '../../domain/schedule/utcTime';
import type { LocalDay } from '../../domain/schedule/viewTimeline';

/** What a block's `data-block` stands for: its airing and its day column. */
export interface BlockRef<T> {
  airing: T;
  dayIndex: number;
}

export interface BlockDragOptions<T> {
  gridRef: RefObject<HTMLDivElement | null>;
  days: readonly LocalDay[];
  pxPerMinute: number;
  /** The keyboard's step, and the grid drops snap to. */
  quarterMinutes: number;
  blocksById: ReadonlyMap<string, BlockRef<T>>;
  intervalOf: (airing: T) => AiringInterval | undefined;
  snap: (interval: AiringInterval, deltaMs: number) => AiringInterval;
  /** The snapped target changed (undefined: the drag is over). */
  onTarget: (airing: T, range: AiringInterval | undefined) => void;
  onStart: (airing: T) => void;
  onCancel: () => void;
  /** The drag ended on `range` (the caller compares it with where the airing was). */
  onDrop: (airing: T, range: AiringInterval | undefined) => void;
  /** A click (not the end of a drag) on a block. */
  onSelect: (airing: T) => void;
}

interface Session<T> {
  kind: 'pointer' | 'keyboard';
  block: BlockRef<T>;
  element: HTMLElement;
  /** Pointer: where it went down, and the scroll positions then. */
  x: number;
  y: number;
  scrollLeft: number;
  scrollTop: number;
  pageX: number;
  pageY: number;
  /** Pointer: moved past the activation distance. */
  active: boolean;
  /** Pointer: its last position (for scrolling at the edges). */
  lastX: number;
  lastY: number;
  /** Keyboard: key presses so far (scrolling is never a keyboard move). */
  dayPresses: number;
  quarterPresses: number;
  columnWidth: number;
  lastStart: number | undefined;
  /** The key press that picked the block up (it bubbles on to the document). */
  startEvent: Event | undefined;
  cleanup: () => void;
}

/** Pixels the pointer moves before a press becomes a drag (a shorter move is a click). */
const ACTIVATION_PX = 4;
/** Within this many pixels of the timeline's edge, a drag scrolls it. */
const EDGE_PX = 36;
const MAX_SCROLL_STEP = 14;

/**
 * Dragging airing blocks with the pointer or the keyboard, for the whole grid at once: one
 * pointerdown, keydown and click listener on the grid finds the block by its `data-block`,
 * document listeners follow the drag, and only the snapped target is reported (a new quarter
 * hour or day), so no block redraws while dragging. The dragged block gets the
 * `sched-block-dragging` class and `aria-pressed` from here, not from React.
 *
 * Keyboard: Space or Enter picks the focused block up, the arrows move it by a quarter hour
 * (up/down) or a day (left/right), Space or Enter drops, Escape cancels. Pointer: a press
 * moved 4 px starts a drag, the release drops, Escape cancels; near the timeline's edges the
 * timeline scrolls.
 */
export function useBlockDrag<T>(options: BlockDragOptions<T>) {
  const latest = useRef(options);
  latest.current = options;
  const session = useRef<Session<T> | undefined>(undefined);
  const suppressClick = useRef(false);

  const scroller = () => {
    const grid = latest.current.gridRef.current;
    return (grid?.closest<HTMLElement>('.sched-scroll') ?? grid?.parentElement) || undefined;
  };

  /** The snapped range for a move of `dayShift` columns and `minutes` minutes. */
  const rangeFor = (drag: Session<T>, dayShift: number, minutes: number) => {
    const { days, intervalOf, snap } = latest.current;
    const interval = intervalOf(drag.block.airing);
    if (!interval) return undefined;
    const from = days[drag.block.dayIndex];
    const to = days[Math.min(days.length - 1, Math.max(0, drag.block.dayIndex + dayShift))];
    const dayShiftMs = from && to ? to.startMs - from.startMs : 0;
    return snap(interval, dayShiftMs + minutes * MS_PER_MINUTE);
  };

  const currentRange = (drag: Session<T>) => {
    const { pxPerMinute, quarterMinutes } = latest.current;
    if (drag.kind === 'keyboard')
      return rangeFor(drag, drag.dayPresses, drag.quarterPresses * quarterMinutes);
    const box = scroller();
    const dx =
      drag.lastX -
      drag.x +
      (box ? box.scrollLeft - drag.scrollLeft : 0) +
      (window.scrollX - drag.pageX);
    const dy =
      drag.lastY -
      drag.y +
      (box ? box.scrollTop - drag.scrollTop : 0) +
      (window.scrollY - drag.pageY);
    return rangeFor(drag, Math.round(dx / (drag.columnWidth || 1)), dy / pxPerMinute);
  };

  const report = (drag: Session<T>) => {
    const range = currentRange(drag);
    if (!range || range.startMs === drag.lastStart) return;
    drag.lastStart = range.startMs;
    latest.current.onTarget(drag.block.airing, range);
  };

  const begin = (drag: Session<T>) => {
    const column = latest.current.gridRef.current?.querySelector<HTMLElement>('.sched-column');
    drag.columnWidth = column?.getBoundingClientRect().width || 120;
    drag.element.classList.add('sched-block-dragging');
    drag.element.setAttribute('aria-pressed', 'true');
    latest.current.onStart(drag.block.airing);
  };

  const finish = (drag: Session<T>, drop: boolean) => {
    if (session.current !== drag) return;
    session.current = undefined;
    drag.cleanup();
    drag.element.classList.remove('sched-block-dragging');
    drag.element.removeAttribute('aria-pressed');
    const range = drop ? currentRange(drag) : undefined;
    latest.current.onTarget(drag.block.airing, undefined);
    if (drop) latest.current.onDrop(drag.block.airing, range);
    else latest.current.onCancel();
  };

  const blockOf = (target: EventTarget | null, draggableOnly: boolean) => {
    if (!(target instanceof Element)) return undefined;
    const element = target.closest<HTMLElement>(
      draggableOnly ? '.sched-block-draggable' : '.sched-block',
    );
    const id = element?.dataset.block;
    const block = id ? latest.current.blocksById.get(id) : undefined;
    return element && block ? { element, block } : undefined;
  };

  const newSession = (
    kind: Session<T>['kind'],
    found: { element: HTMLElement; block: BlockRef<T> },
    x: number,
    y: number,
    startEvent?: Event,
  ): Session<T> => {
    const box = scroller();
    return {
      kind,
      ...found,
      x,
      y,
      lastX: x,
      lastY: y,
      scrollLeft: box?.scrollLeft ?? 0,
      scrollTop: box?.scrollTop ?? 0,
      pageX: window.scrollX,
      pageY: window.scrollY,
      active: kind === 'keyboard',
      dayPresses: 0,
      quarterPresses: 0,
      columnWidth: 120,
      lastStart: undefined,
      startEvent,
      cleanup: () => undefined,
    };
  };

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (session.current || event.button !== 0 || !event.isPrimary) return;
    const found = blockOf(event.target, true);
    if (!found) return;
    const drag = newSession('pointer', found, event.clientX, event.clientY);
    let frame = 0;
    const edgeScroll = () => {
      frame = 0;
      const box = scroller();
      if (!box || session.current !== drag || !drag.active) return;
      const rect = box.getBoundingClientRect();
      const step = (distance: number) =>
        distance < EDGE_PX ? Math.ceil(((EDGE_PX - distance) / EDGE_PX) * MAX_SCROLL_STEP) : 0;
      const dy = step(drag.lastY - rect.top)
        ? -step(drag.lastY - rect.top)
        : step(rect.bottom - drag.lastY);
      const dx = step(drag.lastX - rect.left)
        ? -step(drag.lastX - rect.left)
        : step(rect.right - drag.lastX);
      if (!dx && !dy) return;
      const before = [box.scrollLeft, box.scrollTop];
      box.scrollBy(dx, dy);
      if (box.scrollLeft === before[0] && box.scrollTop === before[1]) return;
      report(drag);
      frame = requestAnimationFrame(edgeScroll);
    };
    const move = (moved: PointerEvent) => {
      if (moved.pointerId !== event.pointerId) return;
      drag.lastX = moved.clientX;
      drag.lastY = moved.clientY;
      if (!drag.active) {
        if (Math.hypot(drag.lastX - drag.x, drag.lastY - drag.y) < ACTIVATION_PX) return;
        drag.active = true;
        begin(drag);
      }
      moved.preventDefault();
      report(drag);
      if (!frame) frame = requestAnimationFrame(edgeScroll);
    };
    const up = (released: PointerEvent) => {
      if (released.pointerId !== event.pointerId) return;
      if (!drag.active) {
        session.current = undefined;
        drag.cleanup();
        return;
      }
      drag.lastX = released.clientX;
      drag.lastY = released.clientY;
      // The release's click is not a selection.
      suppressClick.current = true;
      window.setTimeout(() => (suppressClick.current = false), 0);
      finish(drag, true);
    };
    const cancel = () => {
      if (drag.active) finish(drag, false);
      else {
        session.current = undefined;
        drag.cleanup();
      }
    };
    const key = (pressed: KeyboardEvent) => {
      if (pressed.key !== 'Escape' && pressed.code !== 'Escape') return;
      pressed.preventDefault();
      cancel();
    };
    drag.cleanup = () => {
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', up);
      document.removeEventListener('pointercancel', cancel);
      document.removeEventListener('keydown', key);
    };
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', up);
    document.addEventListener('pointercancel', cancel);
    document.addEventListener('keydown', key);
    session.current = drag;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest options by ref
  }, []);

  const onKeyDown = useCallback((event: ReactKeyboardEvent<HTMLElement>) => {
    if (session.current) return; // the document listener follows the drag
    if (event.code !== 'Enter' && event.code !== 'Space') return;
    const found = blockOf(event.target, true);
    if (!found || found.element !== event.target) return;
    event.preventDefault();
    const drag = newSession('keyboard', found, 0, 0, event.nativeEvent);
    const key = (pressed: KeyboardEvent) => {
      if (pressed === drag.startEvent) return;
      switch (pressed.code) {
        case 'ArrowDown':
          drag.quarterPresses += 1;
          break;
        case 'ArrowUp':
          drag.quarterPresses -= 1;
          break;
        case 'ArrowRight':
          drag.dayPresses += 1;
          break;
        case 'ArrowLeft':
          drag.dayPresses -= 1;
          break;
        case 'Enter':
        case 'Space':
          pressed.preventDefault();
          finish(drag, true);
          return;
        case 'Escape':
          pressed.preventDefault();
          finish(drag, false);
          return;
        default:
          return;
      }
      pressed.preventDefault();
      report(drag);
    };
    drag.cleanup = () => document.removeEventListener('keydown', key);
    document.addEventListener('keydown', key);
    session.current = drag;
    begin(drag);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest options by ref
  }, []);

  const onClick = useCallback((event: React.MouseEvent<HTMLElement>) => {
    if (suppressClick.current) return;
    const found = blockOf(event.target, false);
    if (found) latest.current.onSelect(found.block.airing);
  }, []);

  // A drag in progress ends (cancelled) when the timeline goes away.
  useEffect(
    () => () => {
      const drag = session.current;
      if (drag) {
        session.current = undefined;
        drag.cleanup();
      }
    },
    [],
  );

  const kind = useCallback(() => session.current?.kind, []);
  return { onPointerDown, onKeyDown, onClick, kind };
}
