import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { REAGGREGATE_NOTICE_MS } from '../../domain/media/mediaOps';
import { ConfirmDialog } from '../../kit/dialog/ConfirmDialog';
import type { ItemExtraProps } from '../../kit/editor/itemExtras';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { MediaSection } from './MediaSection';
import { useMediaOps } from './useMediaOps';

/** The areas whose items offer restore original and re-aggregate (catalogue VOD and assets). */
const AREAS = new Set(['vod', 'assets']);

/**
 * Restore original and re-aggregate on a saved VOD or asset item (issue 14; spec sections 7, 8,
 * 9), for a user who may update it: restore (after a confirmation) makes the item's first version
 * its draft again and the page shows it; re-aggregate rebuilds what is derived from the item and
 * says so for 30000 ms. Failures show the service's message with its details.
 */
export function ItemMediaActions({
  area,
  type,
  id,
  record,
  canUpdate,
  reload,
}: ItemExtraProps): ReactElement | null {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const ops = useMediaOps();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'restore' | 'aggregate' | undefined>();
  if (!AREAS.has(area) || !record || !canUpdate) return null;

  const restore = async () => {
    setConfirming(false);
    setBusy('restore');
    try {
      const answer = await ops.restoreOriginal({
        cty: type,
        id,
        ...(typeof record.ex_id === 'string' ? { ex_id: record.ex_id } : {}),
        ...(typeof record.l2v === 'boolean' ? { l2v: record.l2v } : {}),
      });
      notify('console.mediaOps.restore.success', { type: 'success' });
      reload(answer.key);
    } catch (failure) {
      notifyError(failure, 'console.mediaOps.restore.failure');
    } finally {
      setBusy(undefined);
    }
  };
  const aggregate = async () => {
    setBusy('aggregate');
    try {
      await ops.reaggregate(type, id);
      notify('console.mediaOps.reaggregate.success', {
        type: 'success',
        autoHideDuration: REAGGREGATE_NOTICE_MS,
      });
    } catch (failure) {
      notifyError(failure, 'console.mediaOps.reaggregate.failure');
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <MediaSection
      headingId="media-actions-title"
      title={translate('console.mediaOps.title')}
      intro={translate('console.mediaOps.intro')}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button
            variant="outlined"
            disabled={busy !== undefined}
            onClick={() => setConfirming(true)}
          >
            {translate('console.mediaOps.restore.action')}
          </Button>
          <Button variant="outlined" disabled={busy !== undefined} onClick={() => void aggregate()}>
            {translate('console.mediaOps.reaggregate.action')}
          </Button>
        </Stack>
      }
    >
      <ConfirmDialog
        isOpen={confirming}
        title="console.mediaOps.restore.confirmTitle"
        content="console.mediaOps.restore.confirm"
        confirm="console.mediaOps.restore.action"
        cancel="console.mediaOps.cancel"
        confirmColor="warning"
        onConfirm={() => void restore()}
        onClose={() => setConfirming(false)}
      />
    </MediaSection>
  );
}
