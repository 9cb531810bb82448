import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button, Divider, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorNotifier } from '../../../kit/errors/useErrorNotifier';
import { SaveFilterDialog } from './SaveFilterDialog';
import { useListFilters } from './useListFilters';
import { useSavedFilters } from './useSavedFilters';

/**
 * The 'Saved filters' menu of a list: apply a saved filter set, delete one, or save the
 * current filters under a name (on the server or in this browser, see `useSavedFilters`).
 */
export function SavedFiltersMenu({ type, onServer }: { type: string; onServer: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const { values: filterValues, setAll } = useListFilters();
  const { saved, error, save, remove } = useSavedFilters(type, onServer);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const saveCurrent = (name: string) =>
    save(name, filterValues).then(
      () => notify('console.lists.savedFilters.saved', { type: 'success', messageArgs: { name } }),
      (caught: unknown) => {
        notifyError(caught, 'console.common.errors.saveFailed');
        throw caught;
      },
    );

  const removeSaved = (id: string) => {
    remove(id).then(
      () => notify('console.lists.savedFilters.deleted', { type: 'info' }),
      (caught: unknown) => notifyError(caught, 'console.common.errors.deleteFailed'),
    );
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarkBorderIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('console.lists.savedFilters.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {error !== undefined && (
          <MenuItem disabled>
            {translate('console.lists.savedFilters.loadFailed', {
              type: translate(`resources.${type}.name`, { smart_count: 1, _: type }),
            })}
          </MenuItem>
        )}
        {error === undefined && saved.length === 0 && (
          <MenuItem disabled>{translate('console.lists.savedFilters.empty')}</MenuItem>
        )}
        {saved.map((filter) => (
          <MenuItem
            key={filter.id}
            onClick={() => {
              setAll(filter.values);
              setAnchor(null);
            }}
          >
            <ListItemText>{filter.name}</ListItemText>
            <IconButton
              size="small"
              edge="end"
              aria-label={translate('console.lists.savedFilters.delete', { name: filter.name })}
              onClick={(event) => {
                event.stopPropagation();
                removeSaved(filter.id);
              }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDialogOpen(true);
          }}
        >
          {translate('console.lists.savedFilters.saveCurrent')}
        </MenuItem>
      </Menu>
      <SaveFilterDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSave={saveCurrent}
      />
    </>
  );
}
