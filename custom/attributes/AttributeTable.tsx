import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, ListContextProvider, Pagination, useList, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { PolicyAttribute } from '../../dataProvider/attribute/attributeProvider';
import { ATTRIBUTE_PAGE_SIZE } from '../../dataProvider/attribute/attributeProvider';
import { useDisplayDate } from '../../kit/dates/useDisplayDate';
import { useAttributeName } from '../../kit/policy/useAttributeName';

/**
 * A row of the table: the attribute with the id react-admin's lists need (scope and key), its
 * name in the UI language and that name as the Name column sorts it (case left aside).
 */
type AttributeRow = PolicyAttribute & { id: string; name: string; sortName: string };

/** Props of {@link AttributeTable}. */
export interface AttributeTableProps {
  attributes: readonly PolicyAttribute[];
  canEdit: boolean;
  onEdit: (attribute: PolicyAttribute) => void;
  onDelete: (attribute: PolicyAttribute) => void;
  /** Shown when no row is left (after filtering). */
  empty: React.ReactNode;
}

/** A stored value as the list shows it: chips for lists, yes/no, the display date, text. */
function AttributeValue({ attribute }: { attribute: PolicyAttribute }) {
  const translate = useTranslate();
  const displayDate = useDisplayDate();
  const { value, type } = attribute;
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('console.attributes.noValue')}
      </Typography>
    );
  }
  if (Array.isArray(value)) {
    return (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(value as unknown[]).map((item, index) => (
          <Chip
            key={`${String(item)}-${index}`}
            size="small"
            label={
              type === 'DateTime' && typeof item === 'string' ? displayDate(item) : String(item)
            }
          />
        ))}
      </Stack>
    );
  }
  if (typeof value === 'boolean') {
    return <>{translate(value ? 'console.attributes.yes' : 'console.attributes.no')}</>;
  }
  if (type === 'DateTime' && typeof value === 'string') return <>{displayDate(value)}</>;
  return (
    <>
      {typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : JSON.stringify(value)}
    </>
  );
}

/**
 * The attributes as a table (name in the UI language with the key under it, type, source, value,
 * scope), sorted by name, 100 a page (spec section 9), client side over the complete list; edit
 * and delete buttons per row for those who may change attributes, labelled with the key so a
 * keyboard and a screen reader find each.
 */
export function AttributeTable({
  attributes,
  canEdit,
  onEdit,
  onDelete,
  empty,
}: AttributeTableProps) {
  const translate = useTranslate();
  const nameOf = useAttributeName();
  const rows: AttributeRow[] = useMemo(
    () =>
      attributes.map((attribute) => {
        const name = nameOf(attribute);
        return {
          ...attribute,
          id: `${attribute.scope}:${attribute.key}`,
          name,
          sortName: `${name.toLocaleLowerCase()} ${attribute.key}`,
        };
      }),
    [attributes, nameOf],
  );
  const list = useList<AttributeRow>({
    data: rows,
    perPage: ATTRIBUTE_PAGE_SIZE,
    sort: { field: 'sortName', order: 'ASC' },
    resource: 'policy_attributes',
  });
  return (
    <ListContextProvider value={list}>
      <DataTable
        resource="policy_attributes"
        rowClick={false}
        bulkActionButtons={false}
        empty={<Box>{empty}</Box>}
      >
        <DataTable.Col
          source="sortName"
          label={translate('console.attributes.fields.name')}
          render={(record: RaRecord) => {
            const attribute = record as AttributeRow;
            // The platform's data (a name an admin typed, the key), not the UI's words.
            return (
              <Box data-user-content>
                <Typography
                  variant="body2"
                  component="span"
                  sx={{
                    display: 'block',
                    ...(attribute.name === attribute.key ? { fontFamily: 'monospace' } : {}),
                  }}
                >
                  {attribute.name}
                </Typography>
                {attribute.name !== attribute.key && (
                  <Typography
                    variant="caption"
                    component="span"
                    color="text.secondary"
                    sx={{ display: 'block', fontFamily: 'monospace' }}
                  >
                    {attribute.key}
                  </Typography>
                )}
              </Box>
            );
          }}
        />
        <DataTable.Col
          source="type"
          label={translate('console.attributes.fields.type')}
          render={(record: RaRecord) =>
            translate(`console.attributes.types.${String(record.type)}`)
          }
        />
        <DataTable.Col
          source="source"
          label={translate('console.attributes.fields.source')}
          render={(record: RaRecord) =>
            translate(`console.attributes.sources.${String(record.source)}`)
          }
        />
        <DataTable.Col
          source="value"
          label={translate('console.attributes.fields.value')}
          disableSort
          render={(record: RaRecord) => <AttributeValue attribute={record as AttributeRow} />}
        />
        <DataTable.Col
          source="scope"
          label={translate('console.attributes.fields.scope')}
          render={(record: RaRecord) =>
            translate(
              `console.attributes.scopes.${record.scope === 'global' ? 'global' : 'product'}`,
            )
          }
        />
        {canEdit ? (
          <DataTable.Col
            label={translate('console.attributes.fields.actions')}
            disableSort
            align="right"
            render={(record: RaRecord) => {
              const attribute = record as AttributeRow;
              return (
                <Box sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={translate('console.attributes.edit', { key: attribute.key })}>
                    <IconButton
                      size="small"
                      aria-label={translate('console.attributes.edit', { key: attribute.key })}
                      onClick={() => onEdit(attribute)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('console.attributes.delete', { key: attribute.key })}>
                    <IconButton
                      size="small"
                      aria-label={translate('console.attributes.delete', { key: attribute.key })}
                      onClick={() => onDelete(attribute)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              );
            }}
          />
        ) : null}
      </DataTable>
      {rows.length > ATTRIBUTE_PAGE_SIZE && (
        <Pagination rowsPerPageOptions={[ATTRIBUTE_PAGE_SIZE]} />
      )}
    </ListContextProvider>
  );
}
