import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DesignLanguage, Names, TypeDefinition } from '../../domain/typeDesigner/definition';
import { LISTABLE_SYSTEM_FIELDS, SORTABLE_FIELDS } from '../../domain/typeDesigner/definition';
import {
  moveField,
  newTabKey,
  noNames,
  placementOf,
  toggledKey,
  withKeyChosen,
  withFieldPlaced,
  withGroupChanged,
  withGroupMoved,
  withNewGroup,
  withoutGroup,
  withoutTab,
} from './draft';
import {
  LanguageGrid,
  LanguageTextFields,
  useDesignLanguage,
  type ProblemProps,
} from './LanguageFields';
import { MoveButtons, type MoveButtonsProps } from './MoveButtons';
import type { Placement } from './draft';

const T = 'console.typeDesigner';

/** Kinds a list cannot filter by (the service refuses them: notFilterable). */
const NOT_FILTERABLE = new Set(['list', 'image', 'localizedText']);

export interface LayoutEditorProps {
  definition: TypeDefinition;
  onChange: (next: TypeDefinition) => void;
  problemProps: ProblemProps;
}

/** A field's name in the console's language (else English, else its key), or a system field's. */
function useFieldName(definition: TypeDefinition): (key: string) => string {
  const translate = useTranslate();
  const language = useDesignLanguage();
  return (key) => {
    const field = definition.fields.find((f) => f.key === key);
    if (field) return field.names[language] || field.names.en || key;
    return translate(`${T}.systemFieldNames.${key}`, { _: key });
  };
}

/**
 * The form's tabs (key and name in four languages, order, add and remove) and the tab each field
 * shows on; the generated form shows each tab's fields in the order of the fields above, and a
 * System tab after them. Changes go to the preview at once.
 */
export function FormLayoutEditor({ definition, onChange, problemProps }: LayoutEditorProps) {
  const translate = useTranslate();
  const fieldName = useFieldName(definition);
  const language = useDesignLanguage();
  const tabs = definition.layout.tabs;
  const setTabs = (next: TypeDefinition['layout']['tabs']) =>
    onChange({ ...definition, layout: { tabs: next } });
  const fieldKeys = definition.fields.map((field) => field.key).filter((key) => key !== '');
  const nameOf = (names: Names | undefined, key: string) => names?.[language] || names?.en || key;
  // Where a field can go: each tab, and each titled group of it.
  const places = tabs.flatMap((tab): (Placement & { label: string })[] => [
    { tab: tab.key, label: nameOf(tab.names, tab.key) },
    ...tab.groups
      .filter((group) => group.names)
      .map((group) => ({
        tab: tab.key,
        group: group.key,
        label: translate(`${T}.layout.inGroup`, {
          tab: nameOf(tab.names, tab.key),
          group: nameOf(group.names, group.key),
        }),
      })),
  ]);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="type-layout">
      <Typography id="type-layout" variant="h6" component="h2">
        {translate(`${T}.layout.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.layout.hint`)}
      </Typography>
      <Stack spacing={2}>
        {tabs.map((tab, index) => (
          <KeyAndNamesFieldset
            key={index}
            label={translate(`${T}.layout.tab`, { tab: tab.key || index + 1 })}
            testId={`tab-${index}`}
            keyLabel={`${T}.layout.tabKey`}
            keyValue={tab.key}
            onKey={(key) => setTabs(tabs.map((t, i) => (i === index ? { ...t, key } : t)))}
            namesLabel={`${T}.layout.tabNames`}
            nameIn={(lang) => tab.names[lang]}
            onName={(lang, text) =>
              setTabs(
                tabs.map((t, i) =>
                  i === index ? { ...t, names: { ...t.names, [lang]: text } } : t,
                ),
              )
            }
            path={`layout/tabs/${index}`}
            problemProps={problemProps}
            move={{
              labels: {
                up: `${T}.layout.moveTabUp`,
                down: `${T}.layout.moveTabDown`,
                remove: `${T}.layout.removeTab`,
              },
              values: { tab: tab.key || String(index + 1) },
              index,
              count: tabs.length,
              onMove: (by) => setTabs(moveField(tabs, index, by)),
              onRemove: () => onChange(withoutTab(definition, tab.key)),
              removeDisabled: tabs.length <= 1,
            }}
          >
            <GroupsEditor
              definition={definition}
              onChange={onChange}
              problemProps={problemProps}
              tabIndex={index}
            />
          </KeyAndNamesFieldset>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() =>
          setTabs([...tabs, { key: newTabKey(definition), names: noNames(), groups: [] }])
        }
      >
        {translate(`${T}.layout.addTab`)}
      </Button>
      {fieldKeys.length > 0 && (tabs.length > 1 || places.some((place) => place.group)) && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {translate(`${T}.layout.placement`)}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
            {fieldKeys.map((key) => (
              <TextField
                key={key}
                select
                size="small"
                label={translate(`${T}.layout.fieldTab`, { field: fieldName(key) })}
                value={placeValue(placementOf(definition, key))}
                onChange={(event) => {
                  const to = places.find((place) => placeValue(place) === event.target.value);
                  if (to) onChange(withFieldPlaced(definition, key, to));
                }}
                sx={{ width: 220 }}
              >
                {places.map((place) => (
                  <MenuItem key={placeValue(place)} value={placeValue(place)}>
                    {place.label}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        </Box>
      )}
    </Paper>
  );
}

/** Props of {@link KeyAndNamesFieldset}. */
interface KeyAndNamesFieldsetProps {
  /** The fieldset's accessible name. */
  label: string;
  testId: string;
  /** A group inside a tab: less padding. */
  dense?: boolean;
  /** Message keys of the key's label and of the names' labels (given the language). */
  keyLabel: string;
  namesLabel: string;
  keyValue: string;
  onKey: (key: string) => void;
  nameIn: (lang: DesignLanguage) => string;
  onName: (lang: DesignLanguage, text: string) => void;
  /** The definition path of the entry (`layout/tabs/0`): its key's and names' problems are under it. */
  path: string;
  problemProps: ProblemProps;
  move: MoveButtonsProps;
  children?: ReactNode;
}

/**
 * One entry of the form layout (a tab, or a group of one): its key, its place among its
 * siblings (move up, down, remove) and its name in the four languages, each problem under its
 * field.
 */
function KeyAndNamesFieldset(props: KeyAndNamesFieldsetProps) {
  const translate = useTranslate();
  return (
    <Box
      component="fieldset"
      aria-label={props.label}
      data-testid={props.testId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: props.dense ? 1.5 : 2,
        m: 0,
        minWidth: 0,
      }}
    >
      <Stack direction="row" alignItems="flex-start" spacing={1}>
        <TextField
          size="small"
          required
          label={translate(props.keyLabel)}
          value={props.keyValue}
          onChange={(event) => props.onKey(event.target.value)}
          sx={{ width: 220 }}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          {...props.problemProps(`${props.path}/key`)}
        />
        <Box sx={{ flex: 1 }} />
        <MoveButtons {...props.move} />
      </Stack>
      <LanguageGrid>
        <LanguageTextFields
          labelKey={props.namesLabel}
          required
          value={props.nameIn}
          onChange={props.onName}
          pathOf={(lang) => `${props.path}/names/${lang}`}
          problemProps={props.problemProps}
        />
      </LanguageGrid>
      {props.children}
    </Box>
  );
}

/** A placement as a select's value: the tab's key, or `tab/group` (keys hold no slash). */
const placeValue = (place: Placement | undefined) =>
  place === undefined ? '' : place.group === undefined ? place.tab : `${place.tab}/${place.group}`;

/**
 * A tab's titled groups: each with its key and its name in the four languages, moved among the
 * tab's groups or removed (its fields stay on the tab); Add group adds one at the end.
 */
function GroupsEditor({
  definition,
  onChange,
  problemProps,
  tabIndex,
}: LayoutEditorProps & { tabIndex: number }) {
  const translate = useTranslate();
  const groups = definition.layout.tabs[tabIndex]?.groups ?? [];
  const titled = groups.flatMap((group, index) => (group.names ? [{ group, index }] : []));
  return (
    <Box sx={{ mt: 2 }}>
      {titled.length > 0 && (
        <Typography variant="subtitle2" component="h3">
          {translate(`${T}.layout.groups`)}
        </Typography>
      )}
      {titled.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${T}.layout.groupsHint`)}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {titled.map(({ group, index }) => (
          <KeyAndNamesFieldset
            key={index}
            label={translate(`${T}.layout.group`, { group: group.key || index + 1 })}
            testId={`tab-${tabIndex}-group-${index}`}
            dense
            keyLabel={`${T}.layout.groupKey`}
            keyValue={group.key}
            onKey={(key) => onChange(withGroupChanged(definition, tabIndex, index, { key }))}
            namesLabel={`${T}.layout.groupNames`}
            nameIn={(lang) => group.names?.[lang] ?? ''}
            onName={(lang, text) =>
              onChange(
                withGroupChanged(definition, tabIndex, index, {
                  names: { ...(group.names ?? noNames()), [lang]: text },
                }),
              )
            }
            path={`layout/tabs/${tabIndex}/groups/${index}`}
            problemProps={problemProps}
            move={{
              labels: {
                up: `${T}.layout.moveGroupUp`,
                down: `${T}.layout.moveGroupDown`,
                remove: `${T}.layout.removeGroup`,
              },
              values: { group: group.key || String(index + 1) },
              index,
              count: groups.length,
              onMove: (by) => onChange(withGroupMoved(definition, tabIndex, index, by)),
              onRemove: () => onChange(withoutGroup(definition, tabIndex, index)),
            }}
          />
        ))}
      </Stack>
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() => onChange(withNewGroup(definition, tabIndex))}
      >
        {translate(`${T}.layout.addGroup`)}
      </Button>
    </Box>
  );
}

/**
 * The list screen: which columns it shows and which filters it offers (the type's fields and the
 * listable system fields, in the order offered), and its default sort.
 */
export function ListSettingsEditor({ definition, onChange, problemProps }: LayoutEditorProps) {
  const translate = useTranslate();
  const fieldName = useFieldName(definition);
  const list = definition.list;
  const own = definition.fields.filter((field) => field.key !== '');
  const columnKeys = [...LISTABLE_SYSTEM_FIELDS, ...own.map((field) => field.key)];
  const filterKeys = [
    ...LISTABLE_SYSTEM_FIELDS,
    ...own.filter((field) => !NOT_FILTERABLE.has(field.kind)).map((field) => field.key),
  ];
  const setList = (next: Partial<TypeDefinition['list']>) =>
    onChange({ ...definition, list: { ...list, ...next } });

  const choices = (name: 'columns' | 'filters', keys: readonly string[]) => {
    const problem = [`list/${name}`, ...list[name].map((_, i) => `list/${name}/${i}`)]
      .map(problemProps)
      .find((found) => found.error) ?? { error: false };
    return (
      <FormControl component="fieldset" sx={{ mt: 2 }} error={problem.error}>
        <FormLabel component="legend">{translate(`${T}.listSettings.${name}`)}</FormLabel>
        <FormGroup row>
          {keys.map((key) => (
            <FormControlLabel
              key={key}
              control={
                <Checkbox
                  size="small"
                  checked={list[name].includes(key)}
                  onChange={(event) =>
                    setList({
                      // Columns keep the order given below (a new one last); filters the offered one.
                      [name]:
                        name === 'columns'
                          ? withKeyChosen(list[name], key, event.target.checked)
                          : toggledKey(list[name], key, event.target.checked, keys),
                    })
                  }
                />
              }
              label={fieldName(key)}
            />
          ))}
        </FormGroup>
        {problem.helperText && <FormHelperText>{problem.helperText}</FormHelperText>}
      </FormControl>
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="type-list">
      <Typography id="type-list" variant="h6" component="h2">
        {translate(`${T}.listSettings.title`)}
      </Typography>
      {choices('columns', columnKeys)}
      {list.columns.length > 1 && (
        <Box
          component="section"
          aria-labelledby="type-column-order"
          sx={{ mt: 1.5 }}
          data-testid="column-order"
        >
          <Typography id="type-column-order" variant="subtitle2" component="h3">
            {translate(`${T}.listSettings.columnOrder`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.listSettings.columnOrderHint`)}
          </Typography>
          <Stack component="ol" spacing={0.5} sx={{ pl: 0, my: 1, listStyle: 'none' }}>
            {list.columns.map((key, index) => (
              <Stack
                component="li"
                key={key}
                direction="row"
                alignItems="center"
                spacing={1}
                sx={{ maxWidth: 420 }}
              >
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {`${index + 1}. ${fieldName(key)}`}
                </Typography>
                <MoveButtons
                  labels={{
                    up: `${T}.listSettings.moveColumnUp`,
                    down: `${T}.listSettings.moveColumnDown`,
                    remove: `${T}.listSettings.removeColumn`,
                  }}
                  values={{ column: fieldName(key) }}
                  index={index}
                  count={list.columns.length}
                  onMove={(by) => setList({ columns: moveField(list.columns, index, by) })}
                  onRemove={() => setList({ columns: withKeyChosen(list.columns, key, false) })}
                />
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
      {choices('filters', filterKeys)}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <TextField
          select
          size="small"
          label={translate(`${T}.listSettings.sortField`)}
          value={list.sort.field}
          onChange={(event) => setList({ sort: { ...list.sort, field: event.target.value } })}
          sx={{ width: 200 }}
        >
          {SORTABLE_FIELDS.map((key) => (
            <MenuItem key={key} value={key}>
              {fieldName(key)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate(`${T}.listSettings.sortOrder`)}
          value={list.sort.order}
          onChange={(event) =>
            setList({
              sort: { ...list.sort, order: event.target.value === 'ASC' ? 'ASC' : 'DESC' },
            })
          }
          sx={{ width: 200 }}
        >
          {(['ASC', 'DESC'] as const).map((order) => (
            <MenuItem key={order} value={order}>
              {translate(`${T}.listSettings.order.${order}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}

/**
 * The list screen as the settings stand: its columns' headings, the filters it offers and its
 * sort, in the console's language, with one sample row — redrawn on every change.
 */
export function ListPreview({ definition }: { definition: TypeDefinition }) {
  const translate = useTranslate();
  const fieldName = useFieldName(definition);
  const { columns, filters, sort } = definition.list;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mt: 2 }}
      component="section"
      aria-labelledby="type-list-preview"
    >
      <Typography id="type-list-preview" variant="h6" component="h2">
        {translate(`${T}.listPreview`)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
        {filters.map((key) => (
          <Chip key={key} size="small" variant="outlined" label={fieldName(key)} />
        ))}
      </Stack>
      <TableContainer>
        <Table size="small" aria-labelledby="type-list-preview">
          <TableHead>
            <TableRow>
              {columns.map((key) => (
                <TableCell
                  key={key}
                  sortDirection={
                    key === sort.field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false
                  }
                >
                  {fieldName(key)}
                  {key === sort.field ? (sort.order === 'ASC' ? ' ↑' : ' ↓') : ''}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {columns.map((key) => (
                <TableCell key={key} sx={{ color: 'text.disabled' }}>
                  …
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate(`${T}.listPreviewSort`, {
          field: fieldName(sort.field),
          order: translate(`${T}.listSettings.order.${sort.order}`),
        })}
      </Typography>
    </Paper>
  );
}
