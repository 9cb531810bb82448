import { useLayoutEffect, useRef, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  FormHelperText,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Resolve,
  composePaths,
  createDefaultValue,
  encode,
  errorAt,
  formatErrorMessage,
  isObjectArrayControl,
  isPrimitiveArrayControl,
  or,
  rankWith,
} from '@jsonforms/core';
import type {
  ArrayLayoutProps,
  ArrayTranslations,
  ControlElement,
  JsonSchema,
  RankedTester,
} from '@jsonforms/core';
import {
  DispatchCell,
  useJsonForms,
  withArrayTranslationProps,
  withJsonFormsArrayLayoutProps,
  withTranslateProps,
} from '@jsonforms/react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../dialog/ConfirmDialog';

/** A column of the table: a property of the items, or (`property` undefined) the item itself. */
interface Column {
  property: string | undefined;
  title: string;
  schema: JsonSchema;
}

const isScalar = (schema: JsonSchema): boolean =>
  schema.type !== 'object' && schema.type !== 'array';

/** The table's columns: the items' scalar properties (titled), or one column for scalar items. */
function columnsOf(schema: JsonSchema, rootSchema: JsonSchema, label: string): Column[] {
  if (schema.type !== 'object' || schema.properties === undefined) {
    return [{ property: undefined, title: label, schema }];
  }
  const properties = schema.properties;
  return Object.keys(properties).flatMap((property) => {
    const resolved = Resolve.schema(schema, `#/properties/${encode(property)}`, rootSchema);
    // A title written beside a $ref (the translated one) wins over the definition's.
    const title = properties[property]?.title ?? resolved?.title ?? property;
    return resolved !== undefined && isScalar(resolved)
      ? [{ property, title, schema: resolved }]
      : [];
  });
}

function readPath(data: unknown, path: string): unknown {
  return path
    .split('.')
    .filter((segment) => segment !== '')
    .reduce<unknown>(
      (value, segment) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[segment]
          : undefined,
      data,
    );
}

const cellUiSchema = (scope: string): ControlElement => ({ type: 'Control', scope, label: false });

/**
 * Gives every control inside a cell its accessible name. JSON Forms' cells render an input
 * without a label (a table header names the column for sighted users only), so a screen reader
 * heard 'edit text'; the row names each one after its column and row: 'Name (English)'.
 */
function nameControls(cell: HTMLElement | null, name: string): void {
  if (!cell) return;
  const controls = cell.querySelectorAll<HTMLElement>(
    'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, [role="combobox"]',
  );
  for (const control of controls) {
    control.setAttribute('aria-label', name);
    // MUI's select names its combobox by its own displayed value; the row's name replaces that.
    if (control.getAttribute('role') === 'combobox') control.removeAttribute('aria-labelledby');
  }
}

function TableCellControl({
  name,
  cellPath,
  column,
  enabled,
  quiet,
}: {
  name: string;
  cellPath: string;
  column: Column;
  enabled: boolean;
  /** A row just added and not yet changed: its problems wait until it is. */
  quiet: boolean;
}) {
  const ctx = useJsonForms();
  const cell = useRef<HTMLTableCellElement>(null);
  useLayoutEffect(() => nameControls(cell.current, name));
  const messages =
    ctx.core === undefined || quiet
      ? []
      : errorAt(cellPath, column.schema)(ctx.core).map((error) => error.message ?? '');
  const errors = formatErrorMessage([...new Set(messages)]);
  const scope = column.property === undefined ? '#' : `#/properties/${encode(column.property)}`;
  return (
    <TableCell ref={cell} sx={{ borderBottom: 'none', verticalAlign: 'top' }}>
      <DispatchCell
        schema={column.schema}
        uischema={cellUiSchema(scope)}
        path={cellPath}
        enabled={enabled}
      />
      <FormHelperText error={errors !== ''}>{errors}</FormHelperText>
    </TableCell>
  );
}

/**
 * An array of objects (or of scalars) as a table, like JSON Forms' material table but
 * accessible: the label is the table's real `<caption>` (not a header cell spanning the
 * columns), each column has a header cell, and every cell's control is named after its column
 * and its row ('Name (English)' where the items carry a language `lang`, 'Name (row 2)'
 * otherwise). Add and delete (with JSON Forms' confirmation) as in the material table.
 */
export function ArrayTableControl(props: ArrayLayoutProps & { translations: ArrayTranslations }) {
  const {
    data: count,
    path,
    schema,
    rootSchema,
    label,
    enabled,
    visible,
    translations,
    disableAdd,
    disableRemove,
  } = props;
  const translate = useTranslate();
  const ctx = useJsonForms();
  const [deleting, setDeleting] = useState<number | undefined>(undefined);
  // Rows added here and not changed since, with the value each was added with: nothing is said
  // of them (a new empty row is not a mistake yet), nor of the array while one is there (two new
  // empty rows are not 'the same entry twice').
  const [fresh, setFresh] = useState<ReadonlyMap<number, string>>(new Map());
  if (!visible) return null;
  const columns = columnsOf(schema, rootSchema, label);
  const rowValue = (index: number) =>
    JSON.stringify(readPath(ctx.core?.data, composePaths(path, `${index}`)) ?? null);
  const isQuiet = (index: number) => fresh.get(index) === rowValue(index);
  const anyQuiet = [...fresh.keys()].some((index) => index < count && isQuiet(index));
  // The array's own errors (too few entries ...); a row's errors show under its cells.
  const arrayErrors =
    ctx.core === undefined || anyQuiet
      ? ''
      : formatErrorMessage([
          ...new Set(errorAt(path, props.arraySchema)(ctx.core).map((e) => e.message ?? '')),
        ]);
  // Named after the list as the form shows it (its label), never after its schema key.
  const addName = translate('console.editor.array.addAriaLabel', { label });
  const addTip = translate('console.editor.array.addTooltip', { label });
  const addRow = () => {
    const value: unknown = createDefaultValue(schema, rootSchema);
    setFresh((known) => new Map(known).set(count, JSON.stringify(value ?? null)));
    props.addItem(path, value)();
  };
  const removeRow = (removed: number) => {
    setFresh(
      (known) =>
        new Map(
          [...known]
            .filter(([index]) => index !== removed)
            .map(([index, value]) => [index > removed ? index - 1 : index, value] as const),
        ),
    );
    props.removeItems?.(path, [removed])();
  };
  const rows = Array.from({ length: count }, (_, index) => index);
  const rowName = (index: number): string => {
    const lang = readPath(ctx.core?.data, composePaths(composePaths(path, `${index}`), 'lang'));
    return typeof lang === 'string' && lang !== ''
      ? translate(`console.common.languages.${lang}`, { _: lang })
      : translate('console.editor.table.row', { number: index + 1 });
  };
  const canAdd = enabled && disableAdd !== true;
  const canRemove = enabled && disableRemove !== true;
  return (
    <>
      <Table size="small" sx={{ '& caption': { captionSide: 'top', p: 0, pb: 1 } }}>
        <caption>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2" color="text.primary">
              {label}
              {props.required === true && <span aria-hidden="true"> *</span>}
            </Typography>
            {canAdd && (
              <IconButton aria-label={addName} title={addTip} onClick={addRow}>
                <AddIcon />
              </IconButton>
            )}
          </Stack>
          {arrayErrors !== '' && <FormHelperText error>{arrayErrors}</FormHelperText>}
        </caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.property ?? '#'} component="th" scope="col">
                {column.title}
              </TableCell>
            ))}
            {canRemove && (
              <TableCell component="th" scope="col">
                <Box component="span" sx={visuallyHidden}>
                  {translate('console.editor.table.actions')}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {count === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + (canRemove ? 1 : 0)}>
                {translations.noDataMessage}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((index) => {
              const rowPath = composePaths(path, `${index}`);
              const name = rowName(index);
              return (
                <TableRow key={rowPath} hover>
                  {columns.map((column) => (
                    <TableCellControl
                      key={column.property ?? '#'}
                      name={translate('console.editor.table.cell', {
                        column: column.title,
                        row: name,
                      })}
                      cellPath={
                        column.property === undefined
                          ? rowPath
                          : composePaths(rowPath, column.property)
                      }
                      column={column}
                      enabled={enabled}
                      quiet={isQuiet(index)}
                    />
                  ))}
                  {canRemove && (
                    <TableCell sx={{ borderBottom: 'none', width: 48 }}>
                      <IconButton
                        aria-label={translate('console.editor.table.deleteRow', { row: name })}
                        title={translations.removeTooltip}
                        onClick={() => setDeleting(index)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting !== undefined) removeRow(deleting);
          setDeleting(undefined);
        }}
        confirm={translations.deleteDialogAccept ?? ''}
        cancel={translations.deleteDialogDecline ?? ''}
        confirmColor="warning"
        title={translations.deleteDialogTitle ?? ''}
        content={translations.deleteDialogMessage ?? ''}
      />
    </>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * Applies where JSON Forms' material table does (arrays of objects or of scalars, rank 3) and
 * outranks it; arrays whose items nest objects or arrays keep the material array layout (4).
 */
export const arrayTableControlTester: RankedTester = rankWith(
  3.5,
  or(isObjectArrayControl, isPrimitiveArrayControl),
);

export default withJsonFormsArrayLayoutProps(
  withTranslateProps(withArrayTranslationProps(ArrayTableControl)),
);
