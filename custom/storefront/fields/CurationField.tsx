import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ReactElement } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../kit/dialog/ConfirmDialog';
import { storefrontServiceOf } from '../../../dataProvider/storefront/storefrontProvider';
import { SOURCE_TYPES } from '../../../domain/storefront/options';
import { SEARCH_TERM_MIN_LENGTH } from '../../../domain/validation/searchTerm';
import { useCurrentProduct } from '../../../kit/product/useCurrentProduct';
import type { FormProblem } from '../storeForm';
import { problemsAt } from '../storeForm';
import { OptionField, useProblemText } from './CommonFields';
import { SortableTitles } from './SortableTitles';

/** One chosen piece of content of a curation entry. */
export interface ChosenContent {
  id: string;
  name?: string;
  type: string;
  priority?: number;
}

/** A curation entry (spec section 3: cu, q, type, priority, count, data). */
export interface CurationEntry {
  type: string;
  cu?: string;
  q?: string;
  priority?: number;
  count?: number;
  data?: ChosenContent[];
}

/**
 * The product's published titles whose name holds `q` (at least SEARCH_TERM_MIN_LENGTH
 * characters), for a manual rail: the storefront service's title search, which storefront
 * editors may read without the catalogue's rights; names in the UI language where they have one.
 */
function useCatalogueSearch(q: string, enabled: boolean) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  const locale = useLocaleState()[0];
  const searchable = [...q].length >= SEARCH_TERM_MIN_LENGTH;
  return useQuery({
    queryKey: ['storefront', 'titles', product, locale, q],
    enabled: enabled && searchable && product !== undefined,
    retry: false,
    queryFn: async ({ signal }): Promise<ChosenContent[]> =>
      (await storefrontServiceOf(dataProvider).searchTitles(q, locale, signal)).map((title) => ({
        id: title.id,
        name: title.name,
        type: title.type,
      })),
  });
}

/** Published collections whose name holds `q`, for a collection entry. */
function useCollectionSearch(q: string, enabled: boolean) {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: ['storefront', 'collectionSearch', product, q],
    enabled: enabled && product !== undefined,
    retry: false,
    queryFn: ({ signal }) => storefrontServiceOf(dataProvider).searchCollections(q, signal),
  });
}

/** Ids a names request carries at most (the service's limit). */
const NAMES_PER_REQUEST = 200;

/**
 * The names of chosen titles and collections in the UI language, by id: rails store ids (and,
 * when picked here, the name in the language of the moment), so the list reads the current names.
 */
function useChosenNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  const locale = useLocaleState()[0];
  const sorted = [...new Set(ids)].sort();
  const names = useQuery({
    queryKey: ['storefront', 'chosenNames', product, locale, sorted],
    enabled: sorted.length > 0 && product !== undefined,
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const service = storefrontServiceOf(dataProvider);
      const chunks: string[][] = [];
      for (let at = 0; at < sorted.length; at += NAMES_PER_REQUEST)
        chunks.push(sorted.slice(at, at + NAMES_PER_REQUEST));
      const answers = await Promise.all(
        chunks.map((chunk) => service.chosenNames(chunk, locale, signal)),
      );
      return new Map(answers.flat().map((title) => [title.id, title.name]));
    },
  });
  return names.data ?? EMPTY_NAMES;
}

const EMPTY_NAMES: ReadonlyMap<string, string> = new Map();

function ContentPicker({
  label,
  onPick,
  kind,
  exclude,
}: {
  label: string;
  onPick: (content: ChosenContent) => void;
  kind: 'catalogue' | 'collection';
  exclude: readonly string[];
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  // Only the search this picker shows is made.
  const catalogue = useCatalogueSearch(q, kind === 'catalogue');
  const collections = useCollectionSearch(q, kind === 'collection');
  const options: ChosenContent[] =
    kind === 'catalogue'
      ? (catalogue.data ?? [])
      : (collections.data ?? []).map((c) => ({ id: c.id, name: c.n, type: 'collection' }));
  return (
    <Autocomplete
      size="small"
      options={options.filter((option) => !exclude.includes(option.id))}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name ?? option.id}
      getOptionKey={(option) => `${option.type}-${option.id}`}
      onChange={(_event, picked) => {
        if (picked) {
          onPick(picked);
          setInput('');
        }
      }}
      loading={kind === 'catalogue' ? catalogue.isFetching : collections.isFetching}
      loadingText={translate('console.storefront.loading')}
      noOptionsText={
        kind === 'catalogue' && [...q].length < SEARCH_TERM_MIN_LENGTH
          ? translate('console.common.minChars', { count: SEARCH_TERM_MIN_LENGTH })
          : translate('console.storefront.curation.noneFound')
      }
      renderOption={(props, option) => (
        <li {...props} key={`${option.type}-${option.id}`}>
          <ListItemText
            primary={option.name ?? option.id}
            secondary={translate(`console.storefront.contentTypes.${option.type}`, {
              _: option.type,
            })}
          />
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** What a change of an entry's source type would drop: its chosen content or its query. */
function contentLost(
  entry: CurationEntry,
  nextType: string,
  temporary: readonly ChosenContent[] | undefined,
): boolean {
  if (nextType === entry.type) return false;
  return (
    (entry.data?.length ?? 0) > 0 ||
    (temporary?.length ?? 0) > 0 ||
    (entry.q ?? '') !== '' ||
    (entry.cu ?? '') !== ''
  );
}

/**
 * Source types whose content is one item (a live channel): a pick sets the selection to it,
 * replacing what was chosen (spec section 5); the service refuses more.
 */
const ONE_ITEM_TYPES: readonly string[] = ['live'];
/** Source types whose content is chosen in the picker. */
const PICKED_TYPES: readonly string[] = ['manual', 'collection', ...ONE_ITEM_TYPES];

function sameContent(a: readonly ChosenContent[], b: readonly ChosenContent[]): boolean {
  return a.length === b.length && a.every((item, at) => item.id === b[at]?.id);
}

/**
 * The selection being edited in the picker, as temporary content (spec section 5): set, added,
 * removed and cleared here, given to the form only when applied.
 */
export function useTemporaryContent(applied: readonly ChosenContent[]) {
  const [temporary, setTemporary] = useState<ChosenContent[] | undefined>(undefined);
  const shown = temporary ?? applied;
  return {
    shown,
    /** Whether the temporary content differs from what the form holds. */
    unapplied: temporary !== undefined && !sameContent(temporary, applied),
    set: (next: ChosenContent[]) => setTemporary(next),
    add: (content: ChosenContent) => setTemporary([...shown, content]),
    remove: (position: number) => setTemporary(shown.filter((_, at) => at !== position)),
    clear: () => setTemporary([]),
    /** Forget the temporary content (after applying or discarding it). */
    reset: () => setTemporary(undefined),
  };
}

function EntryEditor({
  entry,
  index,
  onChange,
  onRemove,
  readOnly,
  problems,
  single,
}: {
  entry: CurationEntry;
  index: number;
  onChange: (entry: CurationEntry) => void;
  onRemove: () => void;
  readOnly: boolean;
  problems: readonly FormProblem[];
  /** A collection's one list of titles: no source type, count or priority of its own. */
  single: boolean;
}) {
  const translate = useTranslate();
  const problemText = useProblemText();
  const [pendingType, setPendingType] = useState<string | undefined>(undefined);
  const [askDiscard, setAskDiscard] = useState(false);
  const applied = entry.data ?? [];
  const temporary = useTemporaryContent(applied);
  const data = temporary.shown;
  const oneItem = ONE_ITEM_TYPES.includes(entry.type);
  const chosenNames = useChosenNames(data.map((item) => item.id));
  const at = `/i/${index}`;
  const setType = (type: string) => {
    // Spec section 5: manual, live or cms-store content replaces the selection with one item;
    // query content is a single entry — a new kind starts empty.
    temporary.reset();
    onChange({ type, priority: entry.priority, count: entry.count });
  };
  const setData = (next: ChosenContent[]) => temporary.set(next);
  const apply = () => {
    onChange({ ...entry, data: [...temporary.shown] });
    temporary.reset();
  };
  // Closing the picker with unapplied temporary content asks first (unsaved-changes warning).
  const close = () => (temporary.unapplied ? setAskDiscard(true) : temporary.reset());
  const move = (from: number, to: number) => {
    if (to < 0 || to >= data.length) return;
    const next = [...data];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    setData(next);
  };
  const number = (value: string) => (value === '' ? undefined : Number(value));
  const qProblem = problemText(problemsAt(problems, `${at}/q`));
  const dataProblem = problemText(problemsAt(problems, `${at}/data`));
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack spacing={1.5}>
        {!single && (
          // The row wraps rather than squeezing its fields: no label is cut, in any language.
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            <OptionField
              label={translate('console.storefront.curation.type')}
              group="sources"
              options={SOURCE_TYPES}
              value={entry.type}
              onChange={(next) => {
                const type = String(next);
                if (contentLost(entry, type, temporary.unapplied ? data : undefined))
                  setPendingType(type);
                else setType(type);
              }}
              readOnly={readOnly}
              problems={problemsAt(problems, `${at}/type`)}
            />
            <TextField
              size="small"
              type="number"
              label={translate('console.storefront.curation.count')}
              value={entry.count ?? ''}
              onChange={(event) => onChange({ ...entry, count: number(event.target.value) })}
              slotProps={{ input: { readOnly }, htmlInput: { min: 1, max: 100 } }}
              error={problemsAt(problems, `${at}/count`).length > 0}
              helperText={problemText(problemsAt(problems, `${at}/count`))}
              sx={{ width: { sm: 160 }, flexShrink: 0 }}
            />
            <TextField
              size="small"
              type="number"
              label={translate('console.storefront.curation.priority')}
              value={entry.priority ?? ''}
              onChange={(event) => onChange({ ...entry, priority: number(event.target.value) })}
              slotProps={{ input: { readOnly }, htmlInput: { min: 0, max: 1000 } }}
              sx={{ width: { sm: 160 }, flexShrink: 0 }}
            />
            {!readOnly && (
              <IconButton
                aria-label={translate('console.storefront.curation.removeEntry', {
                  n: index + 1,
                })}
                onClick={onRemove}
                sx={{ alignSelf: 'center' }}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        )}
        {entry.type === 'query' && (
          <TextField
            size="small"
            label={translate('console.storefront.curation.query')}
            value={entry.q ?? ''}
            onChange={(event) => onChange({ ...entry, q: event.target.value })}
            slotProps={{ input: { readOnly }, htmlInput: { maxLength: 2000 } }}
            error={qProblem !== undefined}
            helperText={qProblem ?? translate('console.storefront.curation.queryHint')}
            fullWidth
          />
        )}
        {PICKED_TYPES.includes(entry.type) && (
          <Box>
            {!readOnly && (
              <ContentPicker
                label={translate(
                  entry.type === 'collection'
                    ? 'console.storefront.curation.addCollection'
                    : oneItem
                      ? 'console.storefront.curation.setTitle'
                      : 'console.storefront.curation.addTitle',
                )}
                kind={entry.type === 'collection' ? 'collection' : 'catalogue'}
                exclude={data.map((item) => item.id)}
                // Live content replaces the selection with one item.
                onPick={(content) => (oneItem ? temporary.set([content]) : temporary.add(content))}
              />
            )}
            {dataProblem && (
              <Typography variant="caption" color="error" role="alert">
                {dataProblem}
              </Typography>
            )}
            {data.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('console.storefront.curation.nothingChosen')}
              </Typography>
            ) : (
              <SortableTitles
                label={translate('console.storefront.curation.chosen')}
                readOnly={readOnly}
                titles={data.map((item, position) => {
                  const problem = problemText(problemsAt(problems, `${at}/data/${position}`));
                  return {
                    key: `${item.type}-${item.id}`,
                    name: chosenNames.get(item.id) ?? item.name ?? item.id,
                    secondary:
                      problem ??
                      translate(`console.storefront.contentTypes.${item.type}`, { _: item.type }),
                    problem: problem !== undefined,
                  };
                })}
                onMove={move}
                onRemove={(position) => temporary.remove(position)}
              />
            )}
            {!readOnly && (data.length > 0 || temporary.unapplied) && (
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                {data.length > 0 && (
                  <Button size="small" color="warning" onClick={temporary.clear}>
                    {translate('console.storefront.curation.clear')}
                  </Button>
                )}
                {temporary.unapplied && (
                  <>
                    <Typography variant="body2" color="warning.main" role="status">
                      {translate('console.storefront.curation.unapplied')}
                    </Typography>
                    <Button size="small" variant="contained" onClick={apply}>
                      {translate('console.storefront.curation.apply')}
                    </Button>
                    <Button size="small" onClick={close}>
                      {translate('console.storefront.curation.close')}
                    </Button>
                  </>
                )}
              </Stack>
            )}
          </Box>
        )}
        {entry.type !== 'query' && entry.type !== 'manual' && entry.type !== 'collection' && (
          <TextField
            size="small"
            label={translate('console.storefront.curation.cu')}
            value={entry.cu ?? ''}
            onChange={(event) => onChange({ ...entry, cu: event.target.value })}
            slotProps={{ input: { readOnly }, htmlInput: { maxLength: 2000 } }}
            helperText={
              problemText(problemsAt(problems, `${at}/cu`)) ??
              translate('console.storefront.curation.cuHint')
            }
            error={problemsAt(problems, `${at}/cu`).length > 0}
            fullWidth
          />
        )}
      </Stack>
      <ConfirmDialog
        isOpen={pendingType !== undefined}
        title="console.storefront.curation.lossTitle"
        content="console.storefront.curation.lossContent"
        confirm="console.storefront.curation.lossConfirm"
        confirmColor="warning"
        onConfirm={() => {
          if (pendingType) setType(pendingType);
          setPendingType(undefined);
        }}
        onClose={() => setPendingType(undefined)}
      />
      <ConfirmDialog
        isOpen={askDiscard}
        title="console.storefront.curation.unsavedTitle"
        content="console.storefront.curation.unsavedContent"
        confirm="console.storefront.curation.unsavedConfirm"
        cancel="console.storefront.curation.unsavedKeep"
        confirmColor="warning"
        onConfirm={() => {
          temporary.reset();
          setAskDiscard(false);
        }}
        onClose={() => setAskDiscard(false)}
      />
    </Paper>
  );
}

/**
 * A container's curation (`i`): its entries, each a source type with count and priority and,
 * by type, the chosen titles (manual, in order), the saved query, the collection or the content
 * URL. Changing an entry's type when it holds content asks first (the content-loss warning).
 */
export function CurationField({
  value,
  onChange,
  readOnly,
  problems,
  single = false,
}: {
  value: unknown;
  onChange: (entries: CurationEntry[]) => void;
  readOnly: boolean;
  problems: readonly FormProblem[];
  /** One list of titles (a collection's) rather than entries of several sources. */
  single?: boolean;
}): ReactElement {
  const translate = useTranslate();
  const problemText = useProblemText();
  const entries = Array.isArray(value) ? (value as CurationEntry[]) : [];
  // A problem with the entries as a whole (the service's single query entry rule).
  const listProblem = problemText(problems.filter((problem) => problem.field === '/i'));
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {translate('console.storefront.curation.title')}
      </Typography>
      {listProblem && (
        <Typography variant="body2" color="error" role="alert">
          {listProblem}
        </Typography>
      )}
      {entries.length === 0 && !single && (
        <Typography variant="body2" color="text.secondary">
          {translate(
            readOnly
              ? 'console.storefront.curation.emptyRead'
              : 'console.storefront.curation.empty',
          )}
        </Typography>
      )}
      {entries.map((entry, index) => (
        <EntryEditor
          key={index}
          entry={entry}
          index={index}
          readOnly={readOnly}
          problems={problems}
          single={single}
          onChange={(next) => onChange(entries.map((e, at) => (at === index ? next : e)))}
          onRemove={() => onChange(entries.filter((_, at) => at !== index))}
        />
      ))}
      {!readOnly && !single && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => onChange([...entries, { type: 'manual', data: [] }])}
          >
            {translate('console.storefront.curation.addEntry')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
