import {
  Alert,
  Chip,
  MenuItem,
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
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConsoleDialog } from '../../kit/dialog/ConsoleDialog';
import type { VersionEntry } from '../../domain/versions';
import { configDiff, shownValue } from './configDiff';
import { useConfigVersion } from './useConfigs';
import { LoadingBar } from '../../kit/feedback/LoadingBar';

/** Props of {@link DiffDialog}. */
export interface DiffDialogProps {
  configId: string;
  versions: readonly VersionEntry[];
  /** The version on the left; none (nothing published yet) compares with empty settings. */
  initialFrom: string | undefined;
  initialTo: string;
  /** The name of the version about to be published: the dialog then ends with Publish. */
  publishing: string | undefined;
  busy: boolean;
  onPublish: () => void;
  onClose: () => void;
}

const CHANGE_COLOURS = { added: 'success', removed: 'error', changed: 'warning' } as const;

/**
 * Two versions of a configuration side by side: every setting that differs, with its value
 * before and after. Opened from 'Compare versions' (any two versions), and before publishing
 * (the published version against the one to publish), where it ends with Publish.
 */
export function DiffDialog({
  configId,
  versions,
  initialFrom,
  initialTo,
  publishing,
  busy,
  onPublish,
  onClose,
}: DiffDialogProps) {
  const translate = useTranslate();
  const [fromKey, setFromKey] = useState(initialFrom);
  const [toKey, setToKey] = useState(initialTo);
  const from = useConfigVersion(configId, fromKey);
  const to = useConfigVersion(configId, toKey);
  const loading = (fromKey !== undefined && from.isPending) || to.isPending;
  const changes = useMemo(
    () => (loading ? [] : configDiff(from.data?.value ?? {}, to.data?.value ?? {})),
    [loading, from.data, to.data],
  );
  const picker = (label: string, value: string | undefined, set: (key: string) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => set(event.target.value)}
      disabled={publishing !== undefined}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      {value === undefined && <MenuItem value="">—</MenuItem>}
      {versions.map((version) => (
        <MenuItem key={version.key} value={version.key}>
          {version.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <ConsoleDialog
      open
      maxWidth="md"
      onClose={onClose}
      title={
        publishing === undefined
          ? translate('console.appConfig.diff.title')
          : translate('console.appConfig.diff.publishTitle', { version: publishing })
      }
      {...(publishing !== undefined
        ? {
            onOk: onPublish,
            okLabel: translate('console.appConfig.actions.publish'),
            okDisabled: loading,
            busy,
            cancelLabel: translate('ra.action.cancel'),
            scope: { action: 'publish', resource: 'cp_appconfig' } as const,
          }
        : {})}
    >
      <Stack direction="row" spacing={2} sx={{ my: 1 }} flexWrap="wrap" useFlexGap>
        {picker(translate('console.appConfig.diff.from'), fromKey, setFromKey)}
        {picker(translate('console.appConfig.diff.to'), toKey, setToKey)}
      </Stack>
      {loading ? (
        <LoadingBar />
      ) : changes.length === 0 ? (
        <Alert severity="info">{translate('console.appConfig.diff.same')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {translate('console.appConfig.diff.count', { smart_count: changes.length })}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={translate('console.appConfig.diff.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('console.appConfig.diff.path')}</TableCell>
                  <TableCell>{translate('console.appConfig.diff.before')}</TableCell>
                  <TableCell>{translate('console.appConfig.diff.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.map((change) => (
                  <TableRow key={change.path}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>
                      {change.path}{' '}
                      <Chip
                        size="small"
                        variant="outlined"
                        color={CHANGE_COLOURS[change.kind]}
                        label={translate(`console.appConfig.diff.${change.kind}`)}
                      />
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {shownValue(change.before)}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {shownValue(change.after)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {publishing !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('console.appConfig.diff.publishHint')}
        </Typography>
      )}
    </ConsoleDialog>
  );
}
