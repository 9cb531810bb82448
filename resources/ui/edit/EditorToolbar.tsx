import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatusAction } from './statusActions';

export interface EditorToolbarProps {
  editing: boolean;
  /** The user may update this type (viewers see no Edit at all). */
  showEdit: boolean;
  /** Edit is offered but not possible now (locked by someone else, a failed acquire, loading). */
  editDisabled: boolean;
  saveDisabled: boolean;
  statusActions: readonly StatusAction[];
  /** Status changes wait until the edits are saved. */
  statusDisabled: boolean;
  onEdit: () => void;
  onSave: () => void;
  onClose: () => void;
  onStatusAction: (action: StatusAction) => void;
}

const DESTRUCTIVE: ReadonlySet<StatusAction> = new Set(['delete', 'purge', 'archive']);

/** Edit / Save / Close and the status actions the user holds permissions for. */
export function EditorToolbar(props: EditorToolbarProps) {
  const translate = useTranslate();
  const { editing, showEdit, editDisabled, saveDisabled, statusActions, statusDisabled } = props;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {editing ? (
        <>
          <Button variant="contained" onClick={props.onSave} disabled={saveDisabled}>
            {translate('console.editor.actions.save')}
          </Button>
          <Button onClick={props.onClose}>{translate('console.editor.actions.close')}</Button>
        </>
      ) : (
        showEdit && (
          <Button variant="contained" onClick={props.onEdit} disabled={editDisabled}>
            {translate('console.editor.actions.edit')}
          </Button>
        )
      )}
      {statusActions.map((action) => (
        <Button
          key={action}
          variant="outlined"
          color={DESTRUCTIVE.has(action) ? 'error' : 'primary'}
          disabled={statusDisabled}
          onClick={() => props.onStatusAction(action)}
        >
          {translate(`console.editor.actions.${action}`)}
        </Button>
      ))}
    </Stack>
  );
}
