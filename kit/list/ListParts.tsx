import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { readFailure } from '../../dataProvider/envelopeReader';

/*
 * The pieces every bespoke list page is made of (app configurations, ad tags, ad server
 * attributes): the intro with the read-only notice, the filter bar, the list's states (loading,
 * failed, empty with what to do, filtered to nothing) and the pager. Each reads its texts under
 * the page's message prefix, e.g. 'console.adTags': `intro`, `introNone`, `readOnly`, `title`,
 * `shown`, `previous`, `next`, `empty.{title,createHint,viewHint,filtered}`.
 */

/** The list's add button: a link to the page's create screen, labelled by the message `labelKey`. */
export function AddLink({ to, labelKey }: { to: string; labelKey: string }): ReactElement {
  const translate = useTranslate();
  return (
    <Button component={LinkBase} to={to} variant="contained" startIcon={<AddIcon />}>
      {translate(labelKey)}
    </Button>
  );
}

/** The page's intro (or, without a product, what to choose) and, for a viewer, the notice. */
export function ListIntro({
  prefix,
  hasProduct,
  readOnly,
}: {
  prefix: string;
  hasProduct: boolean;
  readOnly: boolean;
}): ReactElement {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1, maxWidth: 900 }}>
        {translate(hasProduct ? `${prefix}.intro` : `${prefix}.introNone`)}
      </Typography>
      {readOnly && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate(`${prefix}.readOnly`)}
        </Alert>
      )}
    </>
  );
}

/** The row of search and filters (and the page's actions, at its end). */
export function FilterBar({ children }: { children: ReactNode }): ReactElement {
  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      sx={{ my: 2 }}
      flexWrap="wrap"
      useFlexGap
    >
      {children}
    </Stack>
  );
}

/** The search box of a list; a change goes back to the first page (the caller's onChange). */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}): ReactElement {
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 240 }}
    />
  );
}

/** A filter select whose empty choice reads 'Every ...'. */
export function FilterSelect({
  label,
  value,
  onChange,
  every,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  every: string;
  options: readonly { id: string; name: string }[];
}): ReactElement {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 190 }}
    >
      <MenuItem value="">{every}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A list's states around its table: a progress bar while fetching, the failure (the service's
 * words, else `failedKey`), nothing while the first page loads, 'nothing matches' when filters
 * left nothing, and an empty product's state saying what to do (with the Add action for who may
 * create); otherwise the table (`children`).
 */
export function ListBody({
  prefix,
  query,
  rowCount,
  filtered,
  canCreate,
  failedKey,
  icon,
  addAction,
  children,
}: {
  prefix: string;
  query: { isFetching: boolean; isPending: boolean; error: unknown };
  rowCount: number;
  filtered: boolean;
  canCreate: boolean;
  failedKey: string;
  icon: ReactNode;
  addAction: ReactNode;
  children: ReactNode;
}): ReactElement {
  const translate = useTranslate();
  let body: ReactNode;
  if (query.error) {
    body = <Alert severity="error">{readFailure(query.error, translate(failedKey)).message}</Alert>;
  } else if (query.isPending) {
    body = null;
  } else if (rowCount === 0 && filtered) {
    body = (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {translate(`${prefix}.empty.filtered`)}
      </Typography>
    );
  } else if (rowCount === 0) {
    body = (
      <Stack alignItems="center" spacing={2} sx={{ py: 8, textAlign: 'center' }}>
        <Box sx={{ fontSize: 64, color: 'text.disabled', '& svg': { fontSize: 'inherit' } }}>
          {icon}
        </Box>
        <Typography variant="h6" component="p">
          {translate(`${prefix}.empty.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(canCreate ? `${prefix}.empty.createHint` : `${prefix}.empty.viewHint`)}
        </Typography>
        {canCreate && addAction}
      </Stack>
    );
  } else {
    body = children;
  }
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={translate(`${prefix}.title`)} />}
      {body}
    </>
  );
}

/** 'N of M' and Previous / Next under a paged list. */
export function ListPager({
  prefix,
  pageNumber,
  pageSize,
  rowCount,
  total,
  onPage,
}: {
  prefix: string;
  pageNumber: number;
  pageSize: number;
  rowCount: number;
  total: number;
  onPage: (pageNumber: number) => void;
}): ReactElement {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${prefix}.shown`, {
          shown: Math.min(total, (pageNumber - 1) * pageSize + rowCount),
          total,
        })}
      </Typography>
      <Button disabled={pageNumber === 1} onClick={() => onPage(pageNumber - 1)}>
        {translate(`${prefix}.previous`)}
      </Button>
      <Button disabled={pageNumber * pageSize >= total} onClick={() => onPage(pageNumber + 1)}>
        {translate(`${prefix}.next`)}
      </Button>
    </Stack>
  );
}
