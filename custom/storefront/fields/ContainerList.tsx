import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import HistoryIcon from '@mui/icons-material/History';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Range, Rect, Virtualizer } from '@tanstack/react-virtual';
import {
  Alert,
  Autocomplete,
  Button,
  Chip,
  IconButton,
  Link as MuiLink,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { styled } from '@mui/material/styles';
import { LinkBase, useTranslate } from 'react-admin';
import type {
  StorefrontTab,
  StoredStoreItem,
} from '../../../dataProvider/storefront/storefrontProvider';
import { narrowedPolicies } from '../../../domain/storefront/containerRules';
import { clampContainerDates } from '../../../domain/validation/container';
import { useDisplayDate } from '../../../kit/dates/useDisplayDate';
import { usePolicyOptions } from '../../../kit/policy/PolicyPicker';
import { useCurrentProduct } from '../../../kit/product/useCurrentProduct';
import { STOREFRONT_PATHS } from '../paths';
import type { FormProblem } from '../storeForm';
import { problemsAt } from '../storeForm';
import { useStoreList } from '../useStorefront';
import { LocalizedListField, useProblemText } from './CommonFields';
import { ContainerAuditDialog } from './ContainerAuditDialog';

/** A page's window, against which each container's is clamped, and its policies. */
interface Window {
  st_dt?: string | undefined;
  ed_dt?: string | undefined;
  appliesif?: readonly string[] | undefined;
}

/**
 * The note of a row whose container's policies the page narrows (spec section 5, the same
 * domain function as the service's viewer read): who the container is shown to on this page,
 * by policy name. Drawn only for such rows, so other rows read no policies.
 */
function NarrowedNote({ narrowed }: { narrowed: readonly string[] }) {
  const translate = useTranslate();
  const options = usePolicyOptions();
  const names = narrowed.map((id) => options.data?.find((policy) => policy.id === id)?.n ?? id);
  return (
    <span className="note">
      <WarningAmberIcon fontSize="inherit" />
      {translate('console.storefront.containers.narrowed', { policies: names.join(', ') })}
    </span>
  );
}

/** A container's policy names (its own `appliesif`), read only for rows that have some. */
function PolicyNames({ ids }: { ids: readonly string[] }) {
  const translate = useTranslate();
  const options = usePolicyOptions();
  const names = ids.map((id) => options.data?.find((policy) => policy.id === id)?.n ?? id);
  // The names are the platform's data, written as typed: marked so, inside the UI's words.
  const [before = '', after = ''] = translate('console.storefront.containers.policy', {
    policies: NAMES_SLOT,
  }).split(NAMES_SLOT);
  return (
    <>
      {before}
      <span data-user-content>{names.join(', ')}</span>
      {after}
    </>
  );
}

/** Where a message's interpolated names go, split out to be marked as data. */
const NAMES_SLOT = '\u0001';

/**
 * Where a container is placed, its window and its policy: the dates it is live on this page
 * (its own inside the page's; the page's when it has none) in the user's date format, and the
 * policies it is shown by ('everyone' when none).
 */
function PlacedLine({ container, page }: { container: StoredStoreItem; page: Window }) {
  const translate = useTranslate();
  const displayDate = useDisplayDate();
  const own = {
    st_dt: typeof container.st_dt === 'string' ? container.st_dt : undefined,
    ed_dt: typeof container.ed_dt === 'string' ? container.ed_dt : undefined,
  };
  const placed = clampContainerDates(own, page);
  const start = displayDate(placed.st_dt ?? page.st_dt) || '…';
  const end = displayDate(placed.ed_dt ?? page.ed_dt) || '…';
  const policies = Array.isArray(container.appliesif)
    ? (container.appliesif as unknown[]).filter((id): id is string => typeof id === 'string')
    : [];
  return (
    <span className="placed">
      <span>
        {translate(
          own.st_dt === undefined && own.ed_dt === undefined
            ? 'console.storefront.containers.windowPage'
            : 'console.storefront.containers.window',
          { start, end },
        )}
      </span>
      <span>
        {policies.length > 0 ? (
          <PolicyNames ids={policies} />
        ) : (
          translate('console.storefront.containers.noPolicy')
        )}
      </span>
    </span>
  );
}

/** How a container's window is changed by its page's (spec section 5), for the row's warning. */
function clampNote(container: StoredStoreItem | undefined, page: Window) {
  if (!container) return undefined;
  const own = {
    st_dt: typeof container.st_dt === 'string' ? container.st_dt : undefined,
    ed_dt: typeof container.ed_dt === 'string' ? container.ed_dt : undefined,
  };
  const clamped = clampContainerDates(own, page);
  const start = clamped.st_dt !== own.st_dt;
  const end = clamped.ed_dt !== own.ed_dt;
  if (!start && !end) return undefined;
  return { start, end, clamped };
}

/** What a row's parts share: the container and what can be done to it, by id. */
interface RowBase {
  id: string;
  container: StoredStoreItem | undefined;
  loading: boolean;
  readOnly: boolean;
  /** Moves the container by `delta` places (-1 up, 1 down). */
  onMove: (id: string, delta: number) => void;
  onRemove: (id: string) => void;
  /** Opens the container's history on this page (none: the page is not saved yet). */
  onHistory: ((id: string) => void) | undefined;
}

/** A row's name: the container's, 'Loading…' while it is read, else its id. */
function useRowName(id: string, container: StoredStoreItem | undefined, loading: boolean) {
  const translate = useTranslate();
  return container?.n ?? (loading ? translate('console.storefront.loading') : id);
}

/**
 * A row's look, fixed once: the dynamic bits (offset, drag transform, problem border) go through
 * `style` and a class, not `sx`, so drawing rows again serialises no styles. The rows are placed
 * at their offsets in the list (only those in view are drawn).
 */
const RowList = styled('ol')(({ theme }) => ({
  position: 'relative',
  padding: 0,
  margin: 0,
  '& > li': {
    position: 'absolute',
    left: 0,
    right: 0,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.5, 1),
    listStyle: 'none',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    '&.problem': { borderColor: theme.palette.error.main },
    '& .handle': { cursor: 'grab' },
    '& .position': {
      ...theme.typography.body2,
      color: theme.palette.text.secondary,
      width: 28,
      textAlign: 'right',
    },
    '& .body': { flex: 1, minWidth: 0 },
    '& .name': {
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .note': {
      ...theme.typography.caption,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      color: theme.palette.warning.main,
    },
    '& .error': { ...theme.typography.caption, display: 'block', color: theme.palette.error.main },
    '& .placed': {
      ...theme.typography.caption,
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: theme.spacing(1.5),
      color: theme.palette.text.secondary,
    },
  },
}));

/**
 * A row's drag handle (the keyboard: Space to lift, arrows to move, Space to drop). Memoised: the
 * sensors' listeners and attributes stay the same object between changes.
 */
const RowHandle = memo(function RowHandle({
  name,
  attributes,
  listeners,
}: { name: string } & Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners'>) {
  const translate = useTranslate();
  return (
    <IconButton
      disableRipple
      size="small"
      className="handle"
      aria-label={translate('console.storefront.containers.reorder', { name })}
      {...attributes}
      {...listeners}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
});

/**
 * One container of the tab, after its handle and position: its name opening the container, its
 * kind and window (a note when the page's window clamps it), Move up/down and Remove. Memoised
 * and free of the row's index (its buttons act by id): removing or moving a container draws
 * again only the rows whose first/last state or content changed, not every row after it.
 */
const RowContent = memo(function RowContent({
  id,
  isFirst,
  isLast,
  container,
  loading,
  page,
  readOnly,
  problem,
  onMove,
  onRemove,
  onHistory,
}: RowBase & {
  isFirst: boolean;
  isLast: boolean;
  page: Window;
  problem: string | undefined;
}) {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const displayDate = useDisplayDate();
  const name = useRowName(id, container, loading);
  const note = clampNote(container, page);
  const narrowing = container ? narrowedPolicies(container, page) : undefined;
  const kind = typeof container?.ck === 'string' ? container.ck : undefined;
  return (
    <>
      <div className="body">
        <MuiLink
          component={LinkBase}
          to={STOREFRONT_PATHS.itemOf('container', product, id)}
          data-user-content
          className="name"
        >
          {name}
        </MuiLink>
        {container === undefined && !loading && (
          <span className="error">{translate('console.storefront.containers.missing')}</span>
        )}
        {note && (
          <span className="note">
            <WarningAmberIcon fontSize="inherit" />
            {translate('console.storefront.containers.clamped', {
              // An open side of the container's window shows the page's (it cannot outlast it).
              start: displayDate(note.clamped.st_dt ?? page.st_dt) || '…',
              end: displayDate(note.clamped.ed_dt ?? page.ed_dt) || '…',
            })}
          </span>
        )}
        {container && <PlacedLine container={container} page={page} />}
        {narrowing && <NarrowedNote narrowed={narrowing.narrowed} />}
        {problem && <span className="error">{problem}</span>}
      </div>
      {kind && (
        <Chip
          size="small"
          variant="outlined"
          label={translate(`console.storefront.kinds.${kind}`, { _: kind })}
        />
      )}
      {onHistory && (
        <IconButton
          disableRipple
          size="small"
          aria-label={translate('console.storefront.containers.history', { name })}
          onClick={() => onHistory(id)}
        >
          <HistoryIcon fontSize="small" />
        </IconButton>
      )}
      {!readOnly && (
        <>
          <IconButton
            disableRipple
            size="small"
            disabled={isFirst}
            aria-label={translate('console.storefront.containers.moveUp', { name })}
            onClick={() => onMove(id, -1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            disableRipple
            size="small"
            disabled={isLast}
            aria-label={translate('console.storefront.containers.moveDown', { name })}
            onClick={() => onMove(id, 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            disableRipple
            size="small"
            aria-label={translate('console.storefront.containers.remove', { name })}
            onClick={() => onRemove(id)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      )}
    </>
  );
});

/**
 * The sortable part of a row: dnd-kit re-renders every (drawn) sortable when the order changes,
 * so this part holds only the `li`, the handle and the position; the rest is memoised. The row
 * is placed at its offset in the list. `aria-posinset`/`aria-setsize` tell a screen reader where
 * the row stands in the whole tab, not among the rows drawn.
 */
function ContainerRow({
  index,
  count,
  top,
  measure,
  page,
  problem,
  ...base
}: RowBase & {
  index: number;
  /** How many containers the tab holds. */
  count: number;
  /** The row's offset in the list (px). */
  top: number;
  /** The virtualiser's measuring ref: the row's real height once drawn. */
  measure: (node: HTMLLIElement | null) => void;
  page: Window;
  problem: string | undefined;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: base.id,
    disabled: base.readOnly,
  });
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure(node);
    },
    [setNodeRef, measure],
  );
  const name = useRowName(base.id, base.container, base.loading);
  return (
    <li
      ref={ref}
      data-index={index}
      data-id={base.id}
      aria-posinset={index + 1}
      aria-setsize={count}
      className={problem ? 'problem' : undefined}
      style={{
        top,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      {!base.readOnly && <RowHandle name={name} attributes={attributes} listeners={listeners} />}
      <span className="position">{index + 1}</span>
      <RowContent
        {...base}
        isFirst={index === 0}
        isLast={index === count - 1}
        page={page}
        problem={problem}
      />
    </li>
  );
}

/**
 * The search for a container to add: the product's containers by name, those on the tab left
 * out. Memoised (its props change only with the tab's containers): a keystroke elsewhere on the
 * page does not draw the search again.
 */
const AddContainer = memo(function AddContainer({
  exclude,
  onAdd,
}: {
  exclude: readonly string[];
  onAdd: (container: StoredStoreItem) => void;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const list = useStoreList('container', { q, st: 'draft,published', pageSize: 50 });
  const options = (list.data?.data ?? []).filter((item) => !exclude.includes(item.id));
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 280, flex: 1 }}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.n}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, picked) => {
        if (picked) {
          onAdd(picked);
          setInput('');
        }
      }}
      loading={list.isFetching}
      loadingText={translate('console.storefront.loading')}
      noOptionsText={translate('console.storefront.containers.noneFound')}
      renderInput={(params) => (
        <TextField {...params} label={translate('console.storefront.containers.add')} />
      )}
    />
  );
});

/** A new tab's id: 'tab', 'tab-2', ... not taken yet. */
function newTabId(tabs: readonly StorefrontTab[]): string {
  let n = tabs.length + 1;
  while (tabs.some((tab) => tab.id === `tab-${n}`)) n += 1;
  return `tab-${n}`;
}

/** A row's height until it is drawn and measured, and the space between rows (px). */
const ROW_ESTIMATE = 40;
const ROW_GAP = 6;
const estimateRow = () => ROW_ESTIMATE;
/**
 * A row's height as the virtualiser measures it: from the ResizeObserver's entry (after the
 * browser's own layout), never by reading the row's height on mount, which would force a layout
 * in the middle of React's commit. Until its first entry a row keeps its estimate.
 */
function measureRow(
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLLIElement>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? ROW_ESTIMATE;
}
/** Rows drawn beyond the visible ones on each side: Tab reaches the next row, a scroll shows no blank. */
const OVERSCAN = 6;

/**
 * The list box's size for the virtualiser. A box without layout (a hidden panel, or jsdom in the
 * tests) measures 0 px high and would draw no row at all: it counts as high as the window, so
 * the first rows are drawn until the box is laid out and measured.
 */
function observeListRect(
  instance: Virtualizer<HTMLDivElement, HTMLLIElement>,
  onRect: (rect: Rect) => void,
) {
  return observeElementRect(instance, (rect) =>
    onRect(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
  );
}

/** The list's scrolling box: at most 70% of the window high, the rest of the page stays put. */
const ListBox = styled('div')({
  maxHeight: '70vh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

/**
 * The sensors' options, fixed once: new options on a render would make new listeners for every
 * row's handle, and every drawn row would be drawn again.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

interface SortableRowsProps {
  ids: string[];
  containers: ReadonlyMap<string, StoredStoreItem | undefined> | undefined;
  loading: boolean;
  page: Window;
  readOnly: boolean;
  /** The problems of this tab's rows ('/t/{tab}/c/{n}'). */
  problems: readonly FormProblem[];
  tabIndex: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onHistory: ((id: string) => void) | undefined;
}

/**
 * The tab's rows in their drag-and-drop context, virtualised (`@tanstack/react-virtual`): only
 * the rows in the list's box (and a few beyond) are drawn, so a change on a 150-container tab
 * draws and lays out a screenful of rows, not 150. The row being dragged and the row holding
 * the focus are always drawn (a keyboard drag or Move down never loses its row), and a row
 * moved or added is scrolled into view. Memoised with the problems compared by value: typing
 * elsewhere on the page (a tab's name, say) does not draw the rows again.
 */
const SortableRows = memo(
  function SortableRows({
    ids,
    containers,
    loading,
    page,
    readOnly,
    problems,
    tabIndex,
    onMove,
    onRemove,
    onHistory,
  }: SortableRowsProps) {
    const translate = useTranslate();
    const problemText = useProblemText();
    const sensors = useSensors(
      useSensor(PointerSensor, POINTER_OPTIONS),
      useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
    );
    const box = useRef<HTMLDivElement>(null);
    // The dragged row and the focused row stay drawn wherever the list is scrolled.
    const [lifted, setLifted] = useState<string | undefined>(undefined);
    const [focused, setFocused] = useState<string | undefined>(undefined);
    const kept = [lifted, focused]
      .map((id) => (id === undefined ? -1 : ids.indexOf(id)))
      .filter((at) => at >= 0)
      .join(',');
    const rangeExtractor = useCallback(
      (range: Range) => {
        const drawn = defaultRangeExtractor(range);
        const extra = kept === '' ? [] : kept.split(',').map(Number);
        const missing = extra.filter((at) => !drawn.includes(at));
        return missing.length === 0 ? drawn : [...drawn, ...missing].sort((a, b) => a - b);
      },
      [kept],
    );
    const getItemKey = useCallback((index: number) => ids[index] ?? index, [ids]);
    const virtualizer = useVirtualizer({
      count: ids.length,
      getScrollElement: () => box.current,
      estimateSize: estimateRow,
      gap: ROW_GAP,
      overscan: OVERSCAN,
      getItemKey,
      rangeExtractor,
      observeElementRect: observeListRect,
      measureElement: measureRow,
    });
    // A row moved (by its buttons or a drag) or added at the end is scrolled into view once the
    // new order is drawn.
    const reveal = useRef<string | undefined>(undefined);
    const before = useRef(ids);
    useLayoutEffect(() => {
      const previous = before.current;
      before.current = ids;
      let id = reveal.current;
      reveal.current = undefined;
      const last = ids[ids.length - 1];
      if (id === undefined && ids.length > previous.length && last && !previous.includes(last))
        id = last;
      const at = id === undefined ? -1 : ids.indexOf(id);
      if (at < 0) return;
      // Scrolling forces a layout: only when the row is not wholly in view already (told from
      // the virtualiser's measurements and scroll position, without reading the page's layout).
      const row = virtualizer.measurementsCache[at];
      const top = virtualizer.scrollOffset ?? 0;
      const height = virtualizer.scrollRect?.height ?? 0;
      if (!row || row.start < top || row.end > top + height) virtualizer.scrollToIndex(at);
    }, [ids, virtualizer]);
    const latestIds = useRef(ids);
    useLayoutEffect(() => {
      latestIds.current = ids;
    });
    const move = useCallback(
      (from: number, to: number) => {
        reveal.current = latestIds.current[from];
        onMove(from, to);
      },
      [onMove],
    );
    // The rows' buttons act by id (a row's content does not change with its index).
    const moveBy = useCallback(
      (id: string, delta: number) => {
        const from = latestIds.current.indexOf(id);
        if (from >= 0) move(from, from + delta);
      },
      [move],
    );
    const removeById = useCallback(
      (id: string) => {
        const at = latestIds.current.indexOf(id);
        if (at >= 0) onRemove(at);
      },
      [onRemove],
    );
    const nameOf = (id: unknown) => {
      const key = String(id);
      return containers?.get(key)?.n ?? key;
    };
    const onDragEnd = (event: DragEndEvent) => {
      setLifted(undefined);
      const { active, over } = event;
      if (!over || active.id === over.id) return;
      move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    };
    return (
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={({ active }) => setLifted(String(active.id))}
        onDragEnd={onDragEnd}
        onDragCancel={() => setLifted(undefined)}
        accessibility={{
          screenReaderInstructions: {
            draggable: translate('console.storefront.containers.dragHelp'),
          },
          announcements: {
            onDragStart: ({ active }) =>
              translate('console.storefront.containers.lifted', { name: nameOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over
                ? translate('console.storefront.containers.over', {
                    name: nameOf(active.id),
                    position: ids.indexOf(String(over.id)) + 1,
                  })
                : undefined,
            onDragEnd: ({ active, over }) =>
              translate('console.storefront.containers.dropped', {
                name: nameOf(active.id),
                position: over
                  ? ids.indexOf(String(over.id)) + 1
                  : ids.indexOf(String(active.id)) + 1,
              }),
            onDragCancel: ({ active }) =>
              translate('console.storefront.containers.cancelled', {
                name: nameOf(active.id),
              }),
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ListBox ref={box}>
            <RowList
              aria-label={translate('console.storefront.containers.title')}
              style={{ height: virtualizer.getTotalSize() }}
              onFocus={(event) => {
                const row = event.target.closest('li');
                setFocused(row?.dataset.id);
              }}
              onBlur={(event) => {
                if (!(
                  event.relatedTarget instanceof Node && box.current?.contains(event.relatedTarget)
                ))
                  setFocused(undefined);
              }}
            >
              {virtualizer.getVirtualItems().map((item) => {
                const id = ids[item.index] ?? '';
                return (
                  <ContainerRow
                    key={id}
                    id={id}
                    index={item.index}
                    container={containers?.get(id)}
                    loading={loading && containers?.get(id) === undefined}
                    page={page}
                    readOnly={readOnly}
                    problem={problemText(problemsAt(problems, `/t/${tabIndex}/c/${item.index}`))}
                    onMove={moveBy}
                    onRemove={removeById}
                    onHistory={onHistory}
                    top={item.start}
                    count={ids.length}
                    measure={virtualizer.measureElement}
                  />
                );
              })}
            </RowList>
          </ListBox>
        </SortableContext>
      </DndContext>
    );
  },
  (before, after) => {
    const keys = Object.keys(after) as (keyof SortableRowsProps)[];
    return keys.every((key) =>
      key === 'problems'
        ? JSON.stringify(before.problems) === JSON.stringify(after.problems)
        : before[key] === after[key],
    );
  },
);

interface PageTabLabel {
  id: string;
  label: string;
  problem: boolean;
}

/**
 * The page's tab strip: a row of tab buttons that wraps onto more lines when the tabs outgrow it, the
 * chosen one underlined. Plain buttons and CSS, not MUI's Tabs: those measure themselves and
 * their chosen tab (forcing a layout of the whole page) each time they are drawn, and scroll the
 * chosen tab into view with a script animation that sets the scroll position on every frame for
 * 300 ms — a forced layout per frame while the next keystroke is typed, since a tab's label
 * holds its name and its number of containers.
 */
const TabStrip = styled('div')(({ theme }) => ({
  display: 'flex',
  // The tabs wrap onto a second line rather than scroll out of view: no label is cut, in any
  // language, at any width.
  flexWrap: 'wrap',
  flex: 1,
  minWidth: 0,
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& > button': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    flexShrink: 0,
    maxWidth: '100%',
    minHeight: 48,
    padding: theme.spacing(1.5, 2),
    margin: 0,
    border: 0,
    borderBottom: '2px solid transparent',
    background: 'none',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
    textAlign: 'start',
    '& > span': { overflowWrap: 'anywhere' },
    '&:hover': { color: theme.palette.text.primary },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
    '&[aria-selected="true"]': {
      color: theme.palette.primary.main,
      borderBottomColor: theme.palette.primary.main,
    },
  },
}));

/**
 * The page's tabs, each with its name and how many containers it holds (`labels`: a JSON list of
 * `PageTabLabel`, compared as a string; memoised, so a reorder, which changes no label, does not
 * draw them). The keyboard as in a tab list: arrow keys, Home and End move between the tabs,
 * Enter or Space (or a click) chooses one; only the chosen tab is in the Tab order.
 */
const PageTabs = memo(function PageTabs({
  chosen,
  onChoose,
  labels,
}: {
  chosen: number;
  onChoose: (index: number) => void;
  labels: string;
}) {
  const translate = useTranslate();
  const items = JSON.parse(labels) as PageTabLabel[];
  // A tab chosen since (a tab added at the end, say) is scrolled into the strip's view.
  const strip = useRef<HTMLDivElement>(null);
  const shownChoice = useRef(chosen);
  useEffect(() => {
    if (shownChoice.current === chosen) return;
    shownChoice.current = chosen;
    // (jsdom has no scrollIntoView.)
    strip.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [chosen]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % buttons.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    buttons[next]?.focus();
    buttons[next]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  return (
    <TabStrip
      ref={strip}
      role="tablist"
      aria-label={translate('console.storefront.pageTabs.title')}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          aria-selected={index === chosen}
          tabIndex={index === chosen ? 0 : -1}
          onClick={() => onChoose(index)}
        >
          <span data-user-content>{item.label}</span>
          {item.problem && <WarningAmberIcon color="error" fontSize="small" />}
        </button>
      ))}
    </TabStrip>
  );
});

/**
 * The page's tabs and, for the chosen tab, its containers as one flat ordered list: drag or
 * keyboard to reorder (dnd-kit, with Move up/down buttons as well), add from the product's
 * containers, remove; each container's window checked against the page's.
 */
export function ContainerList({
  tabs,
  onChange,
  readOnly,
  page,
  containers,
  loading,
  problems,
  storefrontId,
}: {
  tabs: StorefrontTab[];
  onChange: (tabs: StorefrontTab[]) => void;
  readOnly: boolean;
  page: Window;
  containers: ReadonlyMap<string, StoredStoreItem | undefined> | undefined;
  loading: boolean;
  problems: readonly FormProblem[];
  /** The saved page's id: each row then opens the container's history on this page. */
  storefrontId?: string | undefined;
}): ReactElement {
  const translate = useTranslate();
  const problemText = useProblemText();
  const [chosen, setChosen] = useState(0);
  const [historyOf, setHistoryOf] = useState<string | undefined>(undefined);
  const openHistory = useCallback((id: string) => setHistoryOf(id), []);
  const tabIndex = Math.min(chosen, Math.max(tabs.length - 1, 0));
  const tab = tabs[tabIndex];
  const ids = useMemo(() => tab?.c ?? [], [tab]);
  const setContainers = (next: string[]) =>
    onChange(tabs.map((other, at) => (at === tabIndex ? { ...other, c: next } : other)));
  // The rows get stable callbacks (so a memoised row is not drawn again on every change) that
  // read the latest list through a ref.
  const latest = useRef({ ids, setContainers });
  useLayoutEffect(() => {
    latest.current = { ids, setContainers };
  });
  const move = useCallback((from: number, to: number) => {
    const { ids: now, setContainers: set } = latest.current;
    if (to < 0 || to >= now.length) return;
    set(arrayMove([...now], from, to));
  }, []);
  const remove = useCallback((index: number) => {
    const { ids: now, setContainers: set } = latest.current;
    set(now.filter((_, at) => at !== index));
  }, []);
  const add = useCallback((container: StoredStoreItem) => {
    const { ids: now, setContainers: set } = latest.current;
    set([...now, container.id]);
  }, []);
  // The tabs' labels follow a keystroke in a tab's name one render later (a deferred value): the
  // name field updates at once, the tabs' measuring waits until the keystroke is drawn.
  const tabLabels = useDeferredValue(
    JSON.stringify(
      tabs.map((item, index): PageTabLabel => ({
        id: item.id,
        label: `${item.lon.find((n) => n.lang === 'en')?.n ?? item.lon[0]?.n ?? item.id} (${item.c.length})`,
        problem: problemsAt(problems, `/t/${index}`).length > 0,
      })),
    ),
  );
  const tabProblem = problemText(problemsAt(problems, `/t/${tabIndex}/c`));
  const rowProblems = problemsAt(problems, `/t/${tabIndex}/c`);

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <PageTabs chosen={tabIndex} onChoose={setChosen} labels={tabLabels} />
        {!readOnly && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => {
              onChange([
                ...tabs,
                {
                  id: newTabId(tabs),
                  lon: [{ lang: 'en', n: translate('console.storefront.pageTabs.newName') }],
                  c: [],
                },
              ]);
              setChosen(tabs.length);
            }}
          >
            {translate('console.storefront.pageTabs.add')}
          </Button>
        )}
      </Stack>
      {tab && (
        <>
          <LocalizedListField
            label={translate('console.storefront.pageTabs.names')}
            field={`/t/${tabIndex}/lon`}
            textKey="n"
            value={tab.lon}
            onChange={(lon) =>
              onChange(
                tabs.map((other, at) =>
                  at === tabIndex
                    ? { ...other, lon: lon as unknown as StorefrontTab['lon'] }
                    : other,
                ),
              )
            }
            readOnly={readOnly}
            problems={problems}
          />
          {!readOnly && (
            <Stack direction="row" spacing={1} alignItems="center">
              <AddContainer exclude={ids} onAdd={add} />
              {tabs.length > 1 && (
                <Button
                  color="warning"
                  onClick={() => {
                    onChange(tabs.filter((_, at) => at !== tabIndex));
                    setChosen(Math.max(tabIndex - 1, 0));
                  }}
                >
                  {translate('console.storefront.pageTabs.remove')}
                </Button>
              )}
            </Stack>
          )}
          {tabProblem && <Alert severity="error">{tabProblem}</Alert>}
          {ids.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {translate(
                readOnly
                  ? 'console.storefront.containers.emptyRead'
                  : 'console.storefront.containers.empty',
              )}
            </Typography>
          ) : (
            <SortableRows
              ids={ids}
              containers={containers}
              loading={loading}
              page={page}
              readOnly={readOnly}
              problems={rowProblems}
              tabIndex={tabIndex}
              onMove={move}
              onRemove={remove}
              onHistory={storefrontId === undefined ? undefined : openHistory}
            />
          )}
        </>
      )}
      {storefrontId !== undefined && historyOf !== undefined && (
        <ContainerAuditDialog
          storefrontId={storefrontId}
          containerId={historyOf}
          name={containers?.get(historyOf)?.n ?? historyOf}
          onClose={() => setHistoryOf(undefined)}
        />
      )}
    </Stack>
  );
}
