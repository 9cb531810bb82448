import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
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
import {
  Alert,
  Autocomplete,
  Button,
  Chip,
  IconButton,
  Link as MuiLink,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  memo,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactElement } from 'react';
import { styled } from '@mui/material/styles';
import { LinkBase, useTranslate } from 'react-admin';
import type { StorefrontTab, StoredStoreItem } from '../../../dataProvider/storefrontProvider';
import { clampContainerDates } from '../../../domain/validation/container';
import { useDisplayDate } from '../../../kit/dates/useDisplayDate';
import { useCurrentProduct } from '../../../kit/product/useCurrentProduct';
import { STOREFRONT_PATHS } from '../paths';
import type { FormProblem } from '../storeForm';
import { problemsAt } from '../storeForm';
import { useStoreList } from '../useStorefront';
import { LocalizedListField, useProblemText } from './CommonFields';

/** A page's window, against which each container's is clamped. */
interface Window {
  st_dt?: string | undefined;
  ed_dt?: string | undefined;
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

interface RowProps {
  id: string;
  index: number;
  isLast: boolean;
  container: StoredStoreItem | undefined;
  loading: boolean;
  page: Window;
  readOnly: boolean;
  problem: string | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * One container of the tab: its drag handle (the keyboard: Space to lift, arrows to move, Space
 * to drop), its name opening the container, its kind and window (a note when the page's window
 * clamps it), Move up/down and Remove. Memoised: a change elsewhere in a 150-row list does not
 * render the row again.
 */
/**
 * A row's look, fixed once: the dynamic bits (drag transform, problem border) go through
 * `style` and a class, not `sx`, so drawing 150 rows again serialises no styles.
 */
const RowList = styled('ol')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.75),
  padding: 0,
  margin: 0,
  '& > li': {
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
  },
}));

/**
 * The sortable part of a row: dnd-kit re-renders every sortable when the order changes, so this
 * part is a bare `li`; the row's content is memoised and drawn again only when its own props
 * change (its position, its container).
 */
function ContainerRow(props: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
    disabled: props.readOnly,
  });
  return (
    <li
      ref={setNodeRef}
      className={props.problem ? 'problem' : undefined}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      <RowContent {...props} attributes={attributes} listeners={listeners} />
    </li>
  );
}

const RowContent = memo(function RowContent({
  id,
  index,
  isLast,
  container,
  loading,
  page,
  readOnly,
  problem,
  onMove,
  onRemove,
  attributes,
  listeners,
}: RowProps & Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners'>) {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const displayDate = useDisplayDate();
  const name = container?.n ?? (loading ? translate('console.storefront.loading') : id);
  const note = clampNote(container, page);
  const kind = typeof container?.ck === 'string' ? container.ck : undefined;
  return (
    <>
      {!readOnly && (
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
      )}
      <span className="position">{index + 1}</span>
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
              start: displayDate(note.clamped.st_dt) || '…',
              end: displayDate(note.clamped.ed_dt) || '…',
            })}
          </span>
        )}
        {problem && <span className="error">{problem}</span>}
      </div>
      {kind && (
        <Chip
          size="small"
          variant="outlined"
          label={translate(`console.storefront.kinds.${kind}`, { _: kind })}
        />
      )}
      {!readOnly && (
        <>
          <IconButton
            disableRipple
            size="small"
            disabled={index === 0}
            aria-label={translate('console.storefront.containers.moveUp', { name })}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            disableRipple
            size="small"
            disabled={isLast}
            aria-label={translate('console.storefront.containers.moveDown', { name })}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            disableRipple
            size="small"
            aria-label={translate('console.storefront.containers.remove', { name })}
            onClick={() => onRemove(index)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      )}
    </>
  );
});

/** The search for a container to add: the product's containers by name, those on the tab left out. */
function AddContainer({
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
}

/** A new tab's id: 'tab', 'tab-2', ... not taken yet. */
function newTabId(tabs: readonly StorefrontTab[]): string {
  let n = tabs.length + 1;
  while (tabs.some((tab) => tab.id === `tab-${n}`)) n += 1;
  return `tab-${n}`;
}

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
}

/**
 * The tab's rows in their drag-and-drop context. Memoised with the problems compared by value:
 * typing elsewhere on the page (a tab's name, say) does not draw 150 rows again.
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
  }: SortableRowsProps) {
    const translate = useTranslate();
    const problemText = useProblemText();
    const sensors = useSensors(
      useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
      useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
    );
    const nameOf = (id: unknown) => {
      const key = String(id);
      return containers?.get(key)?.n ?? key;
    };
    const onDragEnd = (event: DragEndEvent) => {
      const { active, over } = event;
      if (!over || active.id === over.id) return;
      onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    };
    return (
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
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
          <RowList aria-label={translate('console.storefront.containers.title')}>
            {ids.map((id, index) => (
              <ContainerRow
                key={id}
                id={id}
                index={index}
                isLast={index === ids.length - 1}
                container={containers?.get(id)}
                loading={loading && containers?.get(id) === undefined}
                page={page}
                readOnly={readOnly}
                problem={problemText(problemsAt(problems, `/t/${tabIndex}/c/${index}`))}
                onMove={onMove}
                onRemove={onRemove}
              />
            ))}
          </RowList>
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
}: {
  tabs: StorefrontTab[];
  onChange: (tabs: StorefrontTab[]) => void;
  readOnly: boolean;
  page: Window;
  containers: ReadonlyMap<string, StoredStoreItem | undefined> | undefined;
  loading: boolean;
  problems: readonly FormProblem[];
}): ReactElement {
  const translate = useTranslate();
  const problemText = useProblemText();
  const [chosen, setChosen] = useState(0);
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
  const tabProblem = problemText(problemsAt(problems, `/t/${tabIndex}/c`));
  const rowProblems = problemsAt(problems, `/t/${tabIndex}/c/`);

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Tabs
          value={tabIndex}
          onChange={(_event, next: number) => setChosen(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('console.storefront.pageTabs.title')}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {tabs.map((item, index) => {
            const name = item.lon.find((n) => n.lang === 'en')?.n ?? item.lon[0]?.n ?? item.id;
            const hasProblem = problemsAt(problems, `/t/${index}`).length > 0;
            return (
              <Tab
                key={item.id}
                value={index}
                label={<span data-user-content>{`${name || item.id} (${item.c.length})`}</span>}
                icon={hasProblem ? <WarningAmberIcon color="error" fontSize="small" /> : undefined}
                iconPosition="end"
              />
            );
          })}
        </Tabs>
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
              <AddContainer
                exclude={ids}
                onAdd={(container) => setContainers([...ids, container.id])}
              />
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
            />
          )}
        </>
      )}
    </Stack>
  );
}
