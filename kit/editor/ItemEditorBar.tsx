import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useTranslate } from 'react-admin';
import { parseVersionNumber } from '../../domain/versions';
import type { VersionEntry } from '../../domain/versions';
import { StatusChip } from '../status/StatusChip';

/** Props of {@link ItemEditorBar}. */
export interface ItemEditorBarProps {
  /**
   * The page's message prefix, e.g. 'console.policy': it holds `actions.{edit, cancel, save,
   * saving, publish, delete}`, `version`, `unsaved`, `lockedBy`, `lockFailed`, `deleted`,
   * `olderVersion` and `readOnlyHint`.
   */
  messages: string;
  /** The back link, first in the bar. */
  back: ReactNode;
  /** Chips after the status (the item's application and type, say). */
  chips?: ReactNode;
  /** Actions before Edit (Compare versions, say). */
  extraActions?: ReactNode;
  /** The version shown. */
  shown: { key: string; st: string };
  versions: readonly VersionEntry[];
  onSelectVersion: (key: string) => void;
  /** Whether the shown version is one of the item's current ones (older ones only read). */
  isCurrent: boolean;
  editing: boolean;
  dirty: boolean;
  busy: boolean;
  can: { update: boolean; publish: boolean; delete: boolean };
  lock: { lockedBy: string | undefined; restricted: boolean };
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  onPublish: () => void;
  onDelete: () => void;
}

/**
 * The edit page's bar of a versioned item (a policy, an app configuration): back link, status
 * and chips, the version picker, Edit (read-only until then; the lock) or Cancel and Save while
 * editing, Publish and Delete by permission, and below it what the user should know: who holds
 * the lock, a failed lock, a deleted item, an older version, the read-only hint.
 */
export function ItemEditorBar({
  messages,
  back,
  chips,
  extraActions,
  shown,
  versions,
  onSelectVersion,
  isCurrent,
  editing,
  dirty,
  busy,
  can,
  lock,
  onEdit,
  onCancel,
  onSave,
  onPublish,
  onDelete,
}: ItemEditorBarProps) {
  const translate = useTranslate();
  const text = (key: string, options?: Record<string, unknown>) =>
    translate(`${messages}.${key}`, options);
  const deleted = shown.st === 'deleted';
  const choices =
    versions.length > 0 ? versions : [{ key: shown.key, name: shown.key, st: shown.st }];
  // The service names versions in English ('V2 - draft'); the status is shown in the UI language.
  const versionLabel = (version: { name: string; st: string }): string => {
    const n = parseVersionNumber(version.name);
    return n === undefined
      ? version.name
      : `V${n} - ${translate(`console.editor.version.status.${version.st}`, { _: version.st })}`;
  };
  const shownVersion = choices.find((version) => version.key === shown.key);
  const versionName = shownVersion ? versionLabel(shownVersion) : shown.key;
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        {back}
        <StatusChip status={shown.st} />
        {chips}
        {dirty && <Chip size="small" color="warning" label={text('unsaved')} />}
        <Box sx={{ flex: 1 }} />
        <TextField
          select
          size="small"
          label={text('version')}
          value={shown.key}
          disabled={editing}
          onChange={(event) => onSelectVersion(event.target.value)}
          sx={{ minWidth: 190 }}
        >
          {choices.map((version) => (
            <MenuItem key={version.key} value={version.key}>
              {versionLabel(version)}
            </MenuItem>
          ))}
        </TextField>
        {extraActions}
        {editing ? (
          <>
            <Button onClick={onCancel} disabled={busy}>
              {text('actions.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={onSave}
              disabled={busy || !dirty}
              startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}
            >
              {text(busy ? 'actions.saving' : 'actions.save')}
            </Button>
          </>
        ) : (
          can.update &&
          !deleted && (
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              onClick={onEdit}
              disabled={lock.lockedBy !== undefined || lock.restricted}
            >
              {text('actions.edit')}
            </Button>
          )
        )}
        {can.publish && isCurrent && shown.st !== 'published' && !deleted && (
          <Button onClick={onPublish} disabled={busy || dirty}>
            {text('actions.publish')}
          </Button>
        )}
        {can.delete && isCurrent && !deleted && (
          <Button color="error" onClick={onDelete} disabled={busy}>
            {text('actions.delete')}
          </Button>
        )}
      </Stack>
      {lock.lockedBy !== undefined && (
        <Alert severity="info">{text('lockedBy', { name: lock.lockedBy })}</Alert>
      )}
      {lock.restricted && <Alert severity="error">{text('lockFailed')}</Alert>}
      {deleted && <Alert severity="warning">{text('deleted')}</Alert>}
      {!isCurrent && (
        <Alert severity="info">{text('olderVersion', { version: versionName })}</Alert>
      )}
      {!editing && can.update && !deleted && lock.lockedBy === undefined && (
        <Typography variant="body2" color="text.secondary">
          {text('readOnlyHint')}
        </Typography>
      )}
      {/* Leaving the page (a link, the menu, Back, closing the tab) with changes asks first. */}
      <UnsavedChangesGuard when={editing && dirty} />
    </Stack>
  );
}
