import AddIcon from '@mui/icons-material/Add';
import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../kit/dialog/ConfirmDialog';
import { usePermission } from '../../authProvider/usePermission';
import type {
  AttributeScope,
  PolicyAttribute,
} from '../../dataProvider/attribute/attributeProvider';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { readFailure } from '../../dataProvider/envelopeReader';
import { ATTRIBUTE_SOURCES, ATTRIBUTE_TYPES } from '../../domain/rules';
import type { AttributeSource, AttributeType } from '../../domain/rules';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { AttributeDialog } from './AttributeDialog';
import type { AttributeDialogTarget } from './AttributeDialog';
import { AttributeTable } from './AttributeTable';
import { useAttributeMutations } from './useAttributes';

/** Props of {@link AttributesView}. */
export interface AttributesViewProps {
  /** The attributes to list (complete: filtering and paging happen here). */
  attributes: readonly PolicyAttribute[] | undefined;
  isPending: boolean;
  error: unknown;
  /** The scope new attributes get; `scopeFixed` keeps them there. */
  defaultScope: AttributeScope;
  scopeFixed: boolean;
  /** The page lists one source: no source filter, new attributes start with it. */
  fixedSource?: AttributeSource | undefined;
  /** The product of product-scope attributes (undefined: the current one). */
  product: string | undefined;
  /** Above the filters (an application picker, say). */
  children?: ReactNode;
}

type Filters = {
  type: AttributeType | '';
  source: AttributeSource | '';
  scope: AttributeScope | '';
  q: string;
};

/** A filter select shows its empty choice ('All') instead of an empty box. */
const ALL_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const NO_FILTERS: Filters = { type: '', source: '', scope: '', q: '' };

/**
 * The attributes a filter keeps: same type, source and scope, key, a display name (any language)
 * or description holding q.
 */
export function filterAttributes(
  attributes: readonly PolicyAttribute[],
  filters: Filters,
): PolicyAttribute[] {
  const q = filters.q.trim().toLowerCase();
  return attributes.filter(
    (attribute) =>
      (filters.type === '' || attribute.type === filters.type) &&
      (filters.source === '' || attribute.source === filters.source) &&
      (filters.scope === '' || attribute.scope === filters.scope) &&
      (q === '' ||
        attribute.key.toLowerCase().includes(q) ||
        Object.values(attribute.names ?? {}).some((name) => name.toLowerCase().includes(q)) ||
        (attribute.desc ?? '').toLowerCase().includes(q)),
  );
}

/** Nothing stored yet, and what to do about it. */
function EmptyState({ canEdit, onAdd }: { canEdit: boolean; onAdd: () => void }) {
  const translate = useTranslate();
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center', width: '100%' }}>
      <TuneIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">
        {translate('console.attributes.empty.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(
          canEdit ? 'console.attributes.empty.createHint' : 'console.attributes.empty.viewHint',
        )}
      </Typography>
      {canEdit && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {translate('console.attributes.add')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The body of every attribute page: filters by type, source (unless the page lists one) and
 * scope, a key search, the table 100 a page, Add / edit / delete (after confirmation) for those
 * with update on cp_policymgmt, a read-only note for the others, the empty state, and a delete
 * refused because a policy uses the attribute (409) said plainly above the table.
 */
export function AttributesView({
  attributes,
  isPending,
  error,
  defaultScope,
  scopeFixed,
  fixedSource,
  product,
  children,
}: AttributesViewProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const canEdit = usePermission('update', 'cp_policymgmt');
  const { remove } = useAttributeMutations(product);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [dialog, setDialog] = useState<AttributeDialogTarget | undefined>();
  const [toDelete, setToDelete] = useState<PolicyAttribute | undefined>();
  const [inUse, setInUse] = useState<{ key: string; detail: string } | undefined>();
  const filtered = useMemo(
    () => filterAttributes(attributes ?? [], filters),
    [attributes, filters],
  );
  const openCreate = () =>
    setDialog({
      mode: 'create',
      defaults: { scope: defaultScope, source: fixedSource },
      scopeFixed,
    });
  const setFilter = (patch: Partial<Filters>) =>
    setFilters((current) => ({ ...current, ...patch }));

  const confirmDelete = () => {
    const attribute = toDelete;
    if (attribute === undefined) return;
    setInUse(undefined);
    remove.mutate(
      { key: attribute.key, scope: attribute.scope },
      {
        onSuccess: () => {
          setToDelete(undefined);
          notify('console.attributes.notifications.deleted', { type: 'success' });
        },
        onError: (failure) => {
          setToDelete(undefined);
          if (isConsoleHttpError(failure) && failure.status === 409) {
            setInUse({ key: attribute.key, detail: failure.message });
          } else {
            notifyError(failure);
          }
        },
      },
    );
  };

  const nothingStored = !isPending && error == null && (attributes ?? []).length === 0;

  return (
    <Box sx={{ mt: 1 }}>
      {!canEdit && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {translate('console.attributes.readOnly')}
        </Alert>
      )}
      {children}
      {inUse !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" onClose={() => setInUse(undefined)}>
          {translate('console.attributes.inUse', { key: inUse.key })}
          {inUse.detail !== '' && (
            <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
              {inUse.detail}
            </Typography>
          )}
        </Alert>
      )}
      {error != null ? (
        <Alert severity="error" role="alert">
          {translate('console.attributes.loadFailed', {
            message: readFailure(error, translate('console.common.errors.requestFailed')).message,
          })}
        </Alert>
      ) : nothingStored ? (
        <EmptyState canEdit={canEdit} onAdd={openCreate} />
      ) : (
        <>
          <Box
            role="search"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}
          >
            <TextField
              size="small"
              label={translate('console.attributes.filters.search')}
              value={filters.q}
              onChange={(event) => setFilter({ q: event.target.value })}
              // Room for the label in the longer languages ('Search names and keys' in Tamil).
              sx={{ minWidth: 320 }}
            />
            <TextField
              select
              size="small"
              // 'All' shows in the box, under a label that stays above it.
              slotProps={ALL_SHOWN}
              label={translate('console.attributes.filters.type')}
              value={filters.type}
              onChange={(event) => setFilter({ type: event.target.value as AttributeType | '' })}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{translate('console.attributes.filters.all')}</MenuItem>
              {ATTRIBUTE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`console.attributes.types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            {fixedSource === undefined && (
              <TextField
                select
                size="small"
                slotProps={ALL_SHOWN}
                label={translate('console.attributes.filters.source')}
                value={filters.source}
                onChange={(event) =>
                  setFilter({ source: event.target.value as AttributeSource | '' })
                }
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="">{translate('console.attributes.filters.all')}</MenuItem>
                {ATTRIBUTE_SOURCES.map((source) => (
                  <MenuItem key={source} value={source}>
                    {translate(`console.attributes.sources.${source}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {!scopeFixed && (
              <TextField
                select
                size="small"
                slotProps={ALL_SHOWN}
                label={translate('console.attributes.filters.scope')}
                value={filters.scope}
                onChange={(event) =>
                  setFilter({ scope: event.target.value as AttributeScope | '' })
                }
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="">{translate('console.attributes.filters.all')}</MenuItem>
                <MenuItem value="product">
                  {translate('console.attributes.scopes.product')}
                </MenuItem>
                <MenuItem value="global">{translate('console.attributes.scopes.global')}</MenuItem>
              </TextField>
            )}
            <Box sx={{ flex: 1 }} />
            {canEdit && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
                {translate('console.attributes.add')}
              </Button>
            )}
          </Box>
          {isPending ? null : (
            <AttributeTable
              attributes={filtered}
              canEdit={canEdit}
              onEdit={(attribute) => setDialog({ mode: 'edit', attribute })}
              onDelete={setToDelete}
              empty={
                <Typography sx={{ p: 3 }} color="text.secondary">
                  {translate('console.attributes.empty.filtered')}
                </Typography>
              }
            />
          )}
        </>
      )}
      {dialog !== undefined && (
        <AttributeDialog target={dialog} product={product} onClose={() => setDialog(undefined)} />
      )}
      <ConfirmDialog
        isOpen={toDelete !== undefined}
        loading={remove.isPending}
        title="console.attributes.deleteTitle"
        translateOptions={{ key: toDelete?.key ?? '' }}
        content="console.attributes.deleteContent"
        confirm="ra.action.delete"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(undefined)}
      />
    </Box>
  );
}
